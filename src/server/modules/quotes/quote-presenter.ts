import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ProposalLine } from '../../../shared/schemas/quote-lines';
import type {
  QuoteListItem,
  QuoteProposalItem,
  QuoteQuestionItem,
  RateCard,
  SupplierQuoteStatus,
} from '../../../shared/schemas/quote-read';
import { hashSecret } from '../../lib/ids';
import { presentTerms } from './quote-compare';
import type { ProposalRow, QuestionRow, RatingRow } from './quote-info-repository';
import { presentCommercial } from './quote-items-presenter';
import { currentProposalIds, outsideMark } from './quote-suppliers';
import { statusDesc, yesNo } from './quote-texts';
import type { QuoteListRow } from './quotes-list-repository';

/* Database rows to wire shapes (shared/schemas/quote-read.ts). Dates travel as ISO strings. */

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A received quote's state for its supplier (issue 30 item 14): the quote's own status says
 * "Open" after the deadline and "Concluded" whether the company won or not. Cancelled first; a
 * concluded quote was won or not (unless the company declined it); an open one is declined,
 * proposed for (waiting for the buyer, even past the deadline), past its deadline, or to answer.
 */
export function supplierStatusOf(
  row: Pick<QuoteListRow, 'status' | 'deadline' | 'declined' | 'proposed' | 'chosen' | 'round'>,
  now: Date,
): SupplierQuoteStatus {
  if (row.status === 'x') return 'cancelled';
  if (row.status === 'c') return row.chosen ? 'won' : row.declined ? 'declined' : 'notChosen';
  if (row.declined) return 'declined';
  if (row.proposed) return 'proposed';
  // A revision round (issue 34 item 6) asks only those who proposed: the time to answer has passed.
  if (row.round > 1) return 'deadlinePassed';
  if (row.deadline && row.deadline.getTime() <= now.getTime()) return 'deadlinePassed';
  return 'toAnswer';
}

export function presentListItem(row: QuoteListRow, lang: Lang, now = new Date()): QuoteListItem {
  return {
    id: row.reqId,
    reqId: row.reqId,
    title: row.title,
    dateOpen: iso(row.dateOpen),
    dateClose: isoOrNull(row.dateClose),
    status: row.status,
    statusDesc: statusDesc(lang, row.status),
    deadline: isoOrNull(row.deadline),
    ...(row.declined === undefined
      ? {}
      : { declined: row.declined, supplierStatus: supplierStatusOf(row, now) }),
    ...(row.invited ? { fromInvitation: true as const } : {}),
  };
}

/** A company that left the catalogue is named by a neutral label in the reader's language. */
const companyNameOr = (name: string | null, lang: Lang) => name ?? translate(lang, 'quote.removedCompany');

export function presentQuestion(row: QuestionRow, lang: Lang): QuoteQuestionItem {
  return {
    reqId: row.reqId,
    question: row.question,
    dateQuestion: iso(row.dateQuestion),
    answer: row.answer,
    dateAnswer: isoOrNull(row.dateAnswer),
    companyName: companyNameOr(row.companyName, lang),
    ...outsideMark({ companyId: null, outsideId: row.outsideId }),
  };
}

/**
 * The id a company sees for its own proposal: its file's reqId, or for a proposal without a PDF a
 * digest of the proposal's reqId, which is the requester's rating key and must not reach it.
 */
export function companySideId(proposalReqId: string, fileReqId: string | null): string {
  return fileReqId ?? hashSecret(`proposal:${proposalReqId}`).slice(0, 22);
}

/**
 * Rows come newest first; a company's first row is its latest proposal. A proposal's own reqId is
 * the key of its rating (/quote-rate/{reqId}, no session), so only the requester gets it: the
 * company that sent it sees its file's reqId in its place, and could not rate itself with it.
 * A company that left the catalogue has no current offer: none of its proposals is the latest.
 */
export function presentProposals(
  rows: readonly ProposalRow[],
  viewer: 'owner' | 'company',
  lang: Lang,
  lines: ReadonlyMap<number, ProposalLine[]> = new Map(),
  /** The ratings of chosen proposals, by proposal id. */
  rates: ReadonlyMap<number, RateCard> = new Map(),
): QuoteProposalItem[] {
  const current = currentProposalIds(rows);
  return rows.map((row) => {
    const latest = current.has(row.id);
    return {
      reqId: viewer === 'owner' ? row.reqId : companySideId(row.reqId, row.fileReqId),
      companyName: companyNameOr(row.companyName, lang),
      date: iso(row.createdAt),
      file: row.fileReqId,
      chosen: row.chosen,
      latest,
      terms: presentTerms(row),
      ...optional('commercial', presentCommercial(row)),
      ...optional('lines', lines.get(row.id)),
      ...optional('rate', rates.get(row.id)),
      round: row.round,
      ...outsideMark(row),
    };
  });
}

/** `{ [key]: value }` when there is a value, else nothing: the answer leaves absent fields out. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export function presentRating(row: RatingRow, lang: Lang): RateCard {
  return {
    generalEvaluation: row.generalEvaluation,
    date: iso(row.createdAt),
    concludedDesc: yesNo(lang, row.concluded),
    deliveredInTimeDesc: yesNo(lang, row.deliveredInTime),
    priceAsQuoteDesc: yesNo(lang, row.priceAsQuote),
    recommend3rDpartyDesc: yesNo(lang, row.recomend3rdParty),
    productRate: row.productRate,
    comunication: row.comunication,
    shortDescription: row.shortDescription,
    suggestions: row.suggestions,
  };
}
