import { z } from 'zod';
import { ok } from './envelope';
import { itemAward } from './quote-award';
import { declineItem } from './quote-deadline';
import { itemComparison } from './quote-item-compare';
import { quoteItem } from './quote-items';
import { proposalCommercial, proposalLine } from './quote-lines';
import { outsideContact, quoteContact } from './quote-outcome';
import { comparisonRow, proposalTerms } from './quote-proposal-terms';
import { quoteRoundItem } from './quote-round';
import { quoteThread } from './quote-thread';

/*
 * What the quote calls answer (PRODUCT.md 3 and 7, DECISIONS.md 3 and 5). Dates are ISO 8601
 * strings (UTC), or null when the event has not happened. `id` of a quote is its reqId (the
 * numeric id never leaves the server); company `id`s are numeric, as the pickers use them.
 */

const date = z.string();
const nullableDate = z.string().nullable();

/** a = open, c = concluded, x = cancelled. */
export const quoteStatus = z.enum(['a', 'c', 'x']);
export type QuoteStatusValue = z.infer<typeof quoteStatus>;

/**
 * A received quote as its supplier sees it (issue 30 item 14), company list only: still to answer,
 * its proposal sent (and the buyer has not chosen yet), declined by it, the deadline passed without
 * its answer, its proposal won, another chosen, or cancelled by the buyer.
 */
export const supplierQuoteStatus = z.enum([
  'toAnswer',
  'proposed',
  'declined',
  'deadlinePassed',
  'won',
  'notChosen',
  'cancelled',
]);
export type SupplierQuoteStatus = z.infer<typeof supplierQuoteStatus>;

export const companyRef = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRef>;

/** POST /quotes/new */
export const newQuoteResponse = ok({
  message: z.string(),
  data: z.object({ reqId: z.string(), recipients: z.number().int() }),
});
export type NewQuoteResponse = z.infer<typeof newQuoteResponse>;

export const quoteListItem = z.object({
  /** The quote's reqId (same as reqId). */
  id: z.string(),
  reqId: z.string(),
  title: z.string(),
  dateOpen: date,
  dateClose: nullableDate,
  status: quoteStatus,
  /** Status in the request's language: Open / Concluded / Cancelled. */
  statusDesc: z.string(),
  /** Issue 18: the response deadline, null when none. */
  deadline: nullableDate.optional(),
  /** Issue 18, company list only: whether the caller's company declined this quote. */
  declined: z.boolean().optional(),
  /** Issue 30, company list only: the quote's state for the caller's company (web words: quotes.json supplierStatus). */
  supplierStatus: supplierQuoteStatus.optional(),
  /**
   * Issue 34 item 7 (decision 0048), company list only: the request reached the company as an
   * invitation e-mailed to its address before it listed; absent otherwise.
   */
  fromInvitation: z.literal(true).optional(),
});
export type QuoteListItem = z.infer<typeof quoteListItem>;

/** POST /quotes/list_customer and /quotes/list_company: newest first; records = page size. */
export const quoteListResponse = ok({
  data: z.array(quoteListItem),
  records: z.number().int(),
  total: z.number().int(),
});
export type QuoteListResponse = z.infer<typeof quoteListResponse>;

export const quoteAttachmentItem = z.object({
  name: z.string(),
  /** Stored file reqId for GET /quotes/file/{reqId}. */
  reqId: z.string(),
});

export const quoteQuestionItem = z.object({
  reqId: z.string(),
  question: z.string(),
  dateQuestion: date,
  answer: z.string().nullable(),
  dateAnswer: nullableDate,
  /** The company that asked. */
  companyName: z.string(),
  /** Issue 34 item 7: asked by a supplier outside the catalogue; absent otherwise. */
  outside: z.literal(true).optional(),
});
export type QuoteQuestionItem = z.infer<typeof quoteQuestionItem>;

/** A rating as shown on a quote and on a company page (PRODUCT.md 3, rate card). */
export const rateCard = z.object({
  generalEvaluation: z.number().int(),
  date,
  concludedDesc: z.string(),
  deliveredInTimeDesc: z.string(),
  priceAsQuoteDesc: z.string(),
  recommend3rDpartyDesc: z.string(),
  productRate: z.number().int(),
  comunication: z.number().int(),
  shortDescription: z.string().nullable(),
  suggestions: z.string().nullable(),
});
export type RateCard = z.infer<typeof rateCard>;

export const quoteProposalItem = z.object({
  /**
   * Owner's view: the proposal reqId, for POST /quotes/proposal_chosen and /quote-rate/{reqId}. A
   * recipient company's view: its file's reqId (= `file`), since the proposal reqId is the rating key
   * (for a proposal without a PDF, an id derived from it that cannot be turned back).
   */
  reqId: z.string(),
  companyName: z.string(),
  date,
  /**
   * Stored file reqId of the PDF for GET /quotes/file/{reqId}; null when the company sent its price
   * and delivery time without a PDF (issue 30 item 10).
   */
  file: z.string().nullable(),
  chosen: z.boolean(),
  /**
   * False once the same company sent a newer proposal, or once the company left the catalogue: only
   * a company's latest one can be chosen.
   */
  latest: z.boolean(),
  /** Its price, delivery, validity, payment terms and note (issue 18); absent in older answers. */
  terms: proposalTerms.optional(),
  /** Issue 34: taxes, freight and the server's totals (decision 0028); absent for a proposal without a price. */
  commercial: proposalCommercial.optional(),
  /** Issue 34: one line per item of the request, when the proposal priced them. */
  lines: z.array(proposalLine).optional(),
  /**
   * Issue 34 item 4: the rating of this chosen proposal once rated (each supplier of a split award
   * is rated on its own; `rate` of the quote holds one of them).
   */
  rate: rateCard.optional(),
  /** Issue 34 item 6: the round it was sent in (1, or a revision round the buyer asked for). */
  round: z.number().int().optional(),
  /** Issue 34 item 7: sent by a supplier outside the catalogue through its invitation; absent otherwise. */
  outside: z.literal(true).optional(),
});
export type QuoteProposalItem = z.infer<typeof quoteProposalItem>;

export const quoteInfo = z.object({
  /** The quote's reqId (same as reqId). */
  id: z.string(),
  reqId: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  status: quoteStatus,
  statusDesc: z.string(),
  dateOpen: date,
  dateUpdate: nullableDate,
  dateClose: nullableDate,
  /** True when the request went to every company of the category (no targets). */
  allCompanies: z.boolean(),
  /** Target companies. */
  companies: z.array(companyRef),
  /** Excluded companies. */
  exclude: z.array(companyRef),
  attachments: z.array(quoteAttachmentItem),
  /** Owner: every question; recipient company: only its own. Oldest first. */
  questions: z.array(quoteQuestionItem),
  /** Owner: every proposal; recipient company: only its own. Newest first. */
  proposals: z.array(quoteProposalItem),
  /** Whether a proposal of this quote was chosen (the quote is then concluded). */
  proposalChosen: z.boolean(),
  /** The rating of the chosen proposal, when the viewer may see that proposal and it was rated. */
  rate: rateCard.nullable(),
  /**
   * The owner's view only: each company's latest proposal side by side, newest first (issue 18,
   * decision 0019). Absent in a recipient company's view.
   */
  comparison: z.array(comparisonRow).optional(),
  /** Issue 18: the response deadline, null when none. */
  deadline: nullableDate.optional(),
  /** Issue 18: owner, every decline; recipient company, only its own. Oldest first. */
  declines: z.array(declineItem).optional(),
  /** Added after the spec (issue 18): the requester's contact, only in the chosen company's view. */
  customerContact:
    quoteContact.optional() /** Issue 30, recipient company's view only: the quote's state for that company, as in its list. */,
  supplierStatus: supplierQuoteStatus.optional(),
  /** Issue 34: the request's items in order (empty when it lists none). */
  items: z.array(quoteItem).optional(),
  /** Issue 34, owner's view only: landed cost per item of the offers that priced the items. */
  itemComparison: itemComparison.optional(),
  /**
   * Issue 34 item 4, after a split award (POST /quotes/award_items): which item went to which
   * supplier, in the request's item order. The owner sees every item; a supplier only those it won.
   * Absent when the quote was not split (a whole award is `proposals[].chosen`).
   */
  itemAwards: z.array(itemAward).optional(),
  /** Issue 34 item 6: the current round (1 until the owner asks for revised offers). */
  round: z.number().int().optional(),
  /** Issue 34 item 6: the revision rounds the owner asked for, oldest first (each with its deadline). */
  rounds: z.array(quoteRoundItem).optional(),
  /**
   * Issue 34 item 8, once awarded: the messages with each awarded supplier (the owner's every thread,
   * an awarded supplier its own), and whether the owner closed them. Absent before the award.
   */
  threads: z.array(quoteThread).optional(),
  threadsClosed: z.boolean().optional(),
  /**
   * Issue 34 item 7 (decision 0047), owner's view only, once awarded: each outside supplier that won
   * the quote or items of it, to follow up with. Absent otherwise.
   */
  outsideContacts: z.array(outsideContact).optional(),
});
export type QuoteInfo = z.infer<typeof quoteInfo>;

/** POST /quotes/info_customer and /quotes/info_company */
export const quoteInfoResponse = ok({ quote: quoteInfo });
export type QuoteInfoResponse = z.infer<typeof quoteInfoResponse>;

/** DELETE /quotes/cancel and POST /quotes/proposal_chosen: the quote's new status. */
export const quoteStatusResponse = ok({
  message: z.string().optional(),
  data: z.object({ status: quoteStatus, statusDesc: z.string(), dateClose: nullableDate }),
});
export type QuoteStatusResponse = z.infer<typeof quoteStatusResponse>;

/** POST /quotes/award_items (issue 34 item 4): the new status, and always a message. */
export const awardItemsResponse = quoteStatusResponse.extend({ message: z.string() });

/** POST /quotes/question_ask */
export const questionAskResponse = ok({
  message: z.string(),
  question: z.object({ reqId: z.string(), question: z.string(), dateQuestion: date }),
});
export type QuestionAskResponse = z.infer<typeof questionAskResponse>;

/** POST /quotes/proposal_send */
export const proposalSendResponse = ok({
  message: z.string(),
  /** reqId is the file's (= `file`): the proposal's own reqId is the requester's rating key. */
  proposal: z.object({ reqId: z.string(), date, file: z.string().nullable() }),
});
export type ProposalSendResponse = z.infer<typeof proposalSendResponse>;

/** GET /quotes/file/{reqId} */
export const quoteFileResponse = ok({
  name: z.string(),
  mime: z.string(),
  /** Base64 without a data: prefix. */
  content: z.string(),
});
export type QuoteFileResponse = z.infer<typeof quoteFileResponse>;

/** POST /quotes/company_search: companies of the category that can receive quotes, by name. */
export const companySearchResponse = ok({ data: z.array(companyRef) });
export type CompanySearchResponse = z.infer<typeof companySearchResponse>;

/** POST /quotes/company_get: a company by its reqId, for /quotes/new-quote/{companyReqId}. */
export const companyGetResponse = ok({
  data: companyRef.extend({
    /** Categories of the company (ids), to preselect the quote's category. */
    categories: z.array(z.number().int()),
    /** Whether the company can receive quote requests now (accepts them, e-mail confirmed). */
    receivesQuotes: z.boolean(),
  }),
});
export type CompanyGetResponse = z.infer<typeof companyGetResponse>;

/** GET /quotes/proposal_rate_check/{proposalReqId} */
export const rateCheckResponse = ok({
  data: z.object({
    title: z.string(),
    /** When the quote was opened. */
    date,
    dateChosen: date,
    companyName: z.string(),
  }),
});
export type RateCheckResponse = z.infer<typeof rateCheckResponse>;
