import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type {
  QuoteListItem,
  QuoteProposalItem,
  QuoteQuestionItem,
  RateCard,
} from '../../../shared/schemas/quote-read';
import { presentTerms } from './quote-compare';
import type { ProposalRow, QuestionRow, RatingRow } from './quote-info-repository';
import { statusDesc, yesNo } from './quote-texts';
import type { QuoteListRow } from './quotes-repository';

/* Database rows to wire shapes (shared/schemas/quote-read.ts). Dates travel as ISO strings. */

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function presentListItem(row: QuoteListRow, lang: Lang): QuoteListItem {
  return {
    id: row.reqId,
    reqId: row.reqId,
    title: row.title,
    dateOpen: iso(row.dateOpen),
    dateClose: isoOrNull(row.dateClose),
    status: row.status,
    statusDesc: statusDesc(lang, row.status),
    deadline: isoOrNull(row.deadline),
    ...(row.declined === undefined ? {} : { declined: row.declined }),
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
  };
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
): QuoteProposalItem[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const latest = row.companyId !== null && !seen.has(row.companyId);
    if (row.companyId !== null) seen.add(row.companyId);
    return {
      reqId: viewer === 'owner' ? row.reqId : row.fileReqId,
      companyName: companyNameOr(row.companyName, lang),
      date: iso(row.createdAt),
      file: row.fileReqId,
      chosen: row.chosen,
      latest,
      terms: presentTerms(row),
    };
  });
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
