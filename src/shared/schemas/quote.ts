import { z } from 'zod';
import { TEXT } from '../limits';
import { idField, idListField, pageBody, reqIdBody, reqIdField, requiredText, searchField } from './common';
import { attachmentListField, optionalProposalFileField } from './file-fields';
import { deadlineField, deadlineLocalField } from './quote-deadline';
import { quoteItemsField } from './quote-items';
import { proposalLinesFields } from './quote-lines';
import { proposalTermsFields } from './quote-proposal-terms';

/** Reports every company that is both targeted and excluded, on `exclude`. */
function noTargetExcluded(
  value: { companies: number[]; exclude: number[] },
  ctx: z.core.$RefinementCtx<unknown>,
) {
  const targeted = new Set(value.companies);
  for (const [index, id] of value.exclude.entries()) {
    if (targeted.has(id))
      ctx.addIssue({ code: 'custom', message: 'v.targetExcluded', path: ['exclude', index] });
  }
}

const quoteText = {
  category: idField,
  title: requiredText(TEXT.quoteTitle),
  description: requiredText(TEXT.quoteDescription),
  /** Target companies (numeric ids); empty means every company of the category. */
  companies: idListField,
  /** Excluded companies (numeric ids). */
  exclude: idListField,
};

/** POST /quotes/new; `deadline` (issue 18) and `items` (issue 34) are optional. */
export const newQuoteBody = z
  .object({
    ...quoteText,
    attachments: attachmentListField,
    deadline: deadlineField.nullish(),
    items: quoteItemsField,
  })
  .superRefine(noTargetExcluded);
export type NewQuoteBody = z.infer<typeof newQuoteBody>;

/**
 * The new quote form without files (the browser checks those with rules/files.ts checkFiles). With
 * `allCompanies` on, the target list is ignored.
 */
export const newQuoteForm = z
  .object({ ...quoteText, allCompanies: z.boolean().default(false), deadline: deadlineLocalField })
  .transform((value) => (value.allCompanies ? { ...value, companies: [] } : value))
  .superRefine(noTargetExcluded);
export type NewQuoteFormValues = z.output<typeof newQuoteForm>;

/** PUT /quotes/update: the title is read-only; attachments are added to the stored ones. */
export const quoteUpdateBody = z.object({
  req_id: reqIdField,
  description: requiredText(TEXT.quoteDescription),
  attachments: attachmentListField,
});
export type QuoteUpdateBody = z.infer<typeof quoteUpdateBody>;

/**
 * DELETE /quotes/cancel, POST /quotes/info_customer, /quotes/info_company, /quotes/proposal_chosen,
 * /quotes/company_get: a quote's, a proposal's or a company's reqId (DECISIONS.md 3).
 */
export const quoteReqIdBody = reqIdBody;
export type QuoteReqIdBody = z.infer<typeof quoteReqIdBody>;

/** POST /quotes/question_ask */
export const questionAskBody = z.object({ req_id: reqIdField, question: requiredText(TEXT.question) });
export type QuestionAskBody = z.infer<typeof questionAskBody>;

/** POST /quotes/question_answer (req_id is the question's) */
export const questionAnswerBody = z.object({ req_id: reqIdField, answer: requiredText(TEXT.answer) });
export type QuestionAnswerBody = z.infer<typeof questionAnswerBody>;

/** A proposal's fields (a catalogue company's or an outside supplier's: issue 34 item 7). */
export const proposalFields = {
  proposal: optionalProposalFileField,
  ...proposalTermsFields,
  ...proposalLinesFields,
};
type ProposalFields = z.infer<z.ZodObject<typeof proposalFields>>;
/** The parsed fields of a proposal, whoever sends it. */
export type ProposalFieldsBody = ProposalFields;

/** What every proposal must hold, whoever sends it. */
export function refineProposal(body: ProposalFields, ctx: z.RefinementCtx): void {
  // CIF with a value needs the value (issue 34 item 2).
  if (body.freight === 'cif_value' && body.freight_cents === null) {
    ctx.addIssue({ code: 'custom', message: 'v.required', path: ['freight_cents'], input: null });
  }
  // Line prices stand for the PDF like a price does: the server totals them (decision 0028).
  if (body.lines.length > 0) {
    if (body.lines.every((line) => line.cannot_supply)) {
      ctx.addIssue({ code: 'custom', message: 'v.noneSupplied', path: ['lines'], input: body.lines });
    }
    return;
  }
  if (body.proposal || (body.price_cents !== null && body.delivery_days !== null)) return;
  ctx.addIssue({
    code: 'custom',
    message: 'v.proposalFileOrTerms',
    path: ['proposal'],
    input: body.proposal,
  });
}

/**
 * POST /quotes/proposal_send: one base64 PDF, and optionally its terms (issue 18, decision 0019).
 * The PDF may be left out when the price and the delivery time are given (issue 30 item 10): the
 * comparison then holds the whole offer. Without them it is required, as PRODUCT.md 5 says, and the
 * refusal names the PDF's field.
 */
export const proposalSendBody = z
  .object({ req_id: reqIdField, ...proposalFields })
  .superRefine(refineProposal);
export type ProposalSendBody = z.infer<typeof proposalSendBody>;

/** POST /quotes/list_customer and /quotes/list_company */
export const quoteListBody = pageBody;
export type QuoteListBody = z.infer<typeof quoteListBody>;

/** POST /quotes/company_search */
export const companySearchBody = z.object({ category: idField, search: searchField(TEXT.companySearch) });
export type CompanySearchBody = z.infer<typeof companySearchBody>;
