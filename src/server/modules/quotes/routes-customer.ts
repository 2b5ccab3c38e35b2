import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import { messageResponse } from '../../../shared/schemas/envelope';
import {
  newQuoteBody,
  questionAnswerBody,
  quoteListBody,
  quoteReqIdBody,
  quoteUpdateBody,
} from '../../../shared/schemas/quote';
import { awardItemsBody } from '../../../shared/schemas/quote-award';
import {
  awardItemsResponse,
  newQuoteResponse,
  quoteInfoResponse,
  quoteListResponse,
  quoteStatusResponse,
} from '../../../shared/schemas/quote-read';
import { userIdOf } from '../../plugins/session';
import { awardItems } from './quote-award-service';
import { cancelQuote, updateQuote } from './quote-change-service';
import { createQuote } from './quote-create-service';
import { chooseProposal } from './quote-proposals-service';
import { answerQuestionOf } from './quote-questions-service';
import { customerQuoteInfo, listCustomerQuotes, QUOTES_PAGE_SIZE } from './quote-read-service';

/** Room for a full set of attachments in base64, plus the rest of the JSON. */
export const ATTACHMENTS_BODY_LIMIT =
  base64Length(FILES.attachmentBytes) * FILES.attachmentsPerQuote + 64 * 1024;

/** The requester's calls (DECISIONS.md 5): each acts on the caller's own quotes only. */
export default async function quoteCustomerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/new', {
    config: { access: 'user' },
    bodyLimit: ATTACHMENTS_BODY_LIMIT,
    schema: {
      tags,
      summary:
        "Request a quote. Recipients: the target companies, or (companies null/empty) every company of the category minus `exclude`; only companies accepting quotes with a confirmed e-mail, never the caller's own (none: QTE005). Attachments: up to 6, 3,072,000 bytes each, txt/jpg/png/webp/pdf by their bytes (VAL001 naming the file). Recipients are notified and e-mailed",
      body: newQuoteBody,
      response: { 200: newQuoteResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await createQuote(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/list_customer', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `The caller's quotes, newest first, ${QUOTES_PAGE_SIZE} per page from page 1`,
      body: quoteListBody,
      response: { 200: quoteListResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await listCustomerQuotes(app.db, userIdOf(request), request.body.page, request.lang)),
    }),
  });

  r.post('/quotes/info_customer', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "A quote of the caller, with every question and proposal (each with its `terms`: price in centavos, delivery days, validity, payment terms, note; null where not given). `comparison` (issue 18, decision 0019): each company's latest proposal side by side, newest first, with the company's rating, `lowestPrice` and `fastestDelivery` marks (ties all marked; none unless two proposals state the value) and `responsiveness` when known. Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: quoteInfoResponse },
    },
    handler: async (request) => ({
      response: true as const,
      quote: await customerQuoteInfo(app.db, request.body.req_id, userIdOf(request), request.lang),
    }),
  });

  r.put('/quotes/update', {
    config: { access: 'user' },
    bodyLimit: ATTACHMENTS_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'New description and added attachments of an open quote (QTE001 otherwise); 6 attachments in all (FIL001)',
      body: quoteUpdateBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await updateQuote(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.delete('/quotes/cancel', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Cancel an open quote (QTE001 otherwise); recipients are notified',
      body: quoteReqIdBody,
      response: { 200: quoteStatusResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await cancelQuote(app, userIdOf(request), request.body.req_id, request.lang),
    }),
  });

  r.post('/quotes/question_answer', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Answer a question (req_id: the question's) of the caller's open quote (QTE001), once (QTE002); the asking company is notified",
      body: questionAnswerBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await answerQuestionOf(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/proposal_chosen', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Choose a proposal (req_id: the proposal's) of the caller's open quote (QTE001), once per quote (QTE004), only a company's latest (QTE006), not one of a company that left the catalogue (QTE007). Concludes the quote; the company is notified and e-mailed, the caller e-mailed the rating link",
      body: quoteReqIdBody,
      response: { 200: quoteStatusResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await chooseProposal(app, userIdOf(request), request.body.req_id, request.lang)),
    }),
  });
  r.post('/quotes/award_items', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Issue 34 item 4: award every item of the caller's open quote (req_id: the quote's) at once, each (`awards[].item`: the item's reqId) to a supplier's current proposal (`awards[].proposal`: its reqId) that priced it. Every item exactly once (QTE009); a quote without items: QTE008; an item the proposal did not price: QTE010; not open: QTE001; already chosen or awarded: QTE004; an earlier proposal: QTE006; a company that left: QTE007. Concludes the quote like proposal_chosen (decision 0033): each winner is notified and e-mailed its items with the caller's contact, the companies that won nothing are told another proposal was chosen, and the caller is e-mailed one rating link per winner",
      body: awardItemsBody,
      response: { 200: awardItemsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await awardItems(app, userIdOf(request), request.body, request.lang)),
    }),
  });
}
