import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { CompanyListFilter } from '../../../shared/schemas/quote-deadline';
import type { ItemComparison } from '../../../shared/schemas/quote-item-compare';
import type { QuoteInfo, QuoteListItem } from '../../../shared/schemas/quote-read';
import type { QuoteThread } from '../../../shared/schemas/quote-thread';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicFiguresOf } from '../responsiveness/responsiveness-service';
import { quoteOfOwner, quoteOfRecipient } from './quote-access';
import { itemAwardsOf } from './quote-award-repository';
import { buildComparison } from './quote-compare';
import { declinesOf } from './quote-deadline-repository';
import { declineReasonDesc } from './quote-deadline-service';
import {
  attachmentsOf,
  categoryNameOf,
  companyListOf,
  hasChosenProposal,
  type ProposalRow,
  proposalsOf,
  questionsOf,
  ratingsOf,
} from './quote-info-repository';
import { buildItemComparison } from './quote-item-compare';
import { linesByProposal, presentItem } from './quote-items-presenter';
import { itemsOf, linesOf } from './quote-items-repository';
import { contactOfRequester } from './quote-outcome-notices';
import { outsideWinnersOf } from './quote-outside-outcome';
import {
  companySideId,
  iso,
  isoOrNull,
  presentListItem,
  presentProposals,
  presentQuestion,
  presentRating,
  supplierStatusOf,
} from './quote-presenter';
import { roundsOf } from './quote-round-repository';
import { presentRound } from './quote-round-service';
import { statusDesc } from './quote-texts';
import { viewThreads } from './quote-thread-service';
import { listQuotes } from './quotes-list-repository';
import { companyOfOwner, type QuoteRow } from './quotes-repository';

export const QUOTES_PAGE_SIZE = 20;

export interface QuoteListResult {
  data: QuoteListItem[];
  records: number;
  total: number;
}

async function page(
  db: Db,
  filter: Parameters<typeof listQuotes>[1],
  pageNumber: number,
  lang: Lang,
): Promise<QuoteListResult> {
  const { rows, total } = await listQuotes(db, filter, {
    limit: QUOTES_PAGE_SIZE,
    offset: (pageNumber - 1) * QUOTES_PAGE_SIZE,
  });
  return { data: rows.map((r) => presentListItem(r, lang)), records: QUOTES_PAGE_SIZE, total };
}

/** POST /quotes/list_customer: the user's own quotes. */
export function listCustomerQuotes(db: Db, customerId: number, pageNumber: number, lang: Lang) {
  return page(db, { customerId }, pageNumber, lang);
}

/** POST /quotes/list_company: quotes the user's company received; CMP003 without a company. */
export async function listCompanyQuotes(
  db: Db,
  customerId: number,
  pageNumber: number,
  lang: Lang,
  filter: CompanyListFilter = 'all',
) {
  const company = await companyOfOwner(db, customerId);
  if (!company) throw new AppError('CMP003');
  return page(db, { recipientCompanyId: company.id, toAnswer: filter === 'toAnswer' }, pageNumber, lang);
}

/**
 * The detail view. `companyId` set: a recipient company's view, which holds only its own
 * questions and proposals (DECISIONS.md 5); unset: the owner's, which holds everything.
 */
async function quoteInfo(db: Db, quote: QuoteRow, lang: Lang, companyId?: number): Promise<QuoteInfo> {
  const [categoryName, targets, exclude, attachments, questions, proposals, declines, rounds] =
    await Promise.all([
      categoryNameOf(db, quote.categoryId, lang),
      companyListOf(db, 'targets', quote.id),
      companyListOf(db, 'exclude', quote.id),
      attachmentsOf(db, quote.id),
      questionsOf(db, quote.id, companyId),
      proposalsOf(db, quote.id, companyId),
      declinesOf(db, quote.id, companyId),
      roundsOf(db, quote.id),
    ]);
  // Issue 34: the request's items, and the lines of the proposals this viewer may see.
  const items = await itemsOf(db, quote.id);
  const lines =
    items.length > 0
      ? linesByProposal(
          items,
          await linesOf(
            db,
            proposals.map((p) => p.id),
          ),
        )
      : new Map();
  const visibleChosen = proposals.find((p) => p.chosen);
  const proposalChosen =
    visibleChosen !== undefined || (companyId !== undefined && (await hasChosenProposal(db, quote.id)));
  // Each chosen proposal's rating: one for a whole award, one per supplier of a split award.
  const ratings = await ratingsOf(
    db,
    proposals.filter((p) => p.chosen).map((p) => p.id),
  );
  const rates = new Map(ratings.map((row) => [row.proposalId, presentRating(row, lang)]));
  const rating = visibleChosen ? rates.get(visibleChosen.id) : undefined;
  // A split award (decision 0033): the owner sees every item's supplier, a supplier its own items.
  const awards = visibleChosen ? await itemAwardsOf(db, quote.id, companyId) : [];
  // Only the chosen company gets the requester's contact (the owner has it already).
  const customerContact =
    companyId !== undefined && visibleChosen ? await contactOfRequester(db, quote.customerId) : undefined;
  // The owner's: each outside supplier that won (decision 0047).
  const outsideContacts = companyId === undefined ? await outsideWinnersOf(db, proposals) : [];
  return {
    id: quote.reqId,
    reqId: quote.reqId,
    title: quote.title,
    description: quote.description,
    categoryId: quote.categoryId,
    categoryName,
    status: quote.status,
    statusDesc: statusDesc(lang, quote.status),
    dateOpen: iso(quote.dateOpen),
    dateUpdate: isoOrNull(quote.dateUpdate),
    dateClose: isoOrNull(quote.dateClose),
    allCompanies: quote.allCompanies,
    // A recipient company does not learn which competitors were asked or whom the customer left out.
    companies: companyId === undefined ? targets : [],
    exclude: companyId === undefined ? exclude : [],
    attachments,
    questions: questions.map((row) => presentQuestion(row, lang)),
    proposals: presentProposals(proposals, companyId === undefined ? 'owner' : 'company', lang, lines, rates),
    proposalChosen,
    rate: rating ?? null,
    // Only the owner compares offers: a company's view holds its own proposals alone.
    ...(companyId === undefined ? { comparison: await comparisonOf(db, proposals, lang) } : {}),
    deadline: isoOrNull(quote.deadline),
    declines: declines.map((row) => ({
      companyName: row.companyName,
      reason: row.reason,
      reasonDesc: declineReasonDesc(lang, row.reason),
      note: row.note,
      date: iso(row.createdAt),
    })),
    ...(customerContact ? { customerContact } : {}),
    items: items.map(presentItem),
    ...(companyId === undefined
      ? optionalComparison(buildItemComparison(items, proposals, lines, lang))
      : {}),
    ...(awards.length > 0
      ? {
          itemAwards: awards.map((row) => ({
            item: row.itemReqId,
            proposal:
              companyId === undefined ? row.proposalReqId : companySideId(row.proposalReqId, row.fileReqId),
            companyName: row.companyName ?? translate(lang, 'quote.removedCompany'),
          })),
        }
      : {}),
    // The company's own state (issue 30), from its own proposals and declines, as its list says it.
    ...(companyId === undefined
      ? {}
      : {
          supplierStatus: supplierStatusOf(
            {
              ...quote,
              declined: declines.length > 0,
              proposed: proposals.length > 0,
              chosen: visibleChosen !== undefined,
            },
            new Date(),
          ),
        }),
    round: quote.round,
    ...threadFields(await viewThreads(db, quote, companyId)),
    // The owner's notes of a revision round are for those it asks: the companies that proposed.
    rounds: companyId === undefined || proposals.length > 0 ? rounds.map(presentRound) : [],
    ...(outsideContacts.length > 0 ? { outsideContacts } : {}),
  };
}

const threadFields = (view: { closed: boolean; threads: QuoteThread[] } | undefined) =>
  view ? { threads: view.threads, threadsClosed: view.closed } : {};

const optionalComparison = (itemComparison: ItemComparison | undefined) =>
  itemComparison ? { itemComparison } : {};

/** The owner's comparison, with each company's public responsiveness figures (decision 0021). */
async function comparisonOf(db: Db, proposals: ProposalRow[], lang: Lang) {
  const ids = proposals.map((p) => p.companyId).filter((id): id is number => id !== null);
  return buildComparison(proposals, lang, await publicFiguresOf(db, [...new Set(ids)]));
}

/** POST /quotes/info_customer: the owner's view; NFD001 for anyone else. */
export async function customerQuoteInfo(db: Db, reqId: string, customerId: number, lang: Lang) {
  return quoteInfo(db, await quoteOfOwner(db, reqId, customerId), lang);
}

/** POST /quotes/info_company: a recipient company's view; NFD001 for anyone else. */
export async function companyQuoteInfo(db: Db, reqId: string, customerId: number, lang: Lang) {
  const { quote, company } = await quoteOfRecipient(db, reqId, customerId);
  return quoteInfo(db, quote, lang, company.companyId);
}
