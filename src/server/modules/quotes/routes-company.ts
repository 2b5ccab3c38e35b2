import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import { proposalSendBody, questionAskBody, quoteReqIdBody } from '../../../shared/schemas/quote';
import { companyQuoteListBody } from '../../../shared/schemas/quote-deadline';
import {
  proposalSendResponse,
  questionAskResponse,
  quoteInfoResponse,
  quoteListResponse,
} from '../../../shared/schemas/quote-read';
import { userIdOf } from '../../plugins/session';
import { sendProposal } from './quote-proposals-service';
import { askQuestion } from './quote-questions-service';
import { companyQuoteInfo, listCompanyQuotes, QUOTES_PAGE_SIZE } from './quote-read-service';

const PROPOSAL_BODY_LIMIT = base64Length(FILES.proposalBytes) + 64 * 1024;

/** Calls of a company owner on the quotes the company received. */
export default async function quoteCompanyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/list_company', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `Quotes the caller's company received, newest first, ${QUOTES_PAGE_SIZE} per page from page 1; CMP003 without a company. Optional \`filter\`: \`toAnswer\` keeps the open quotes before their deadline that the company has neither proposed for nor declined. \`fromInvitation\` (optional) marks a quote that reached the company as an outside invitation to its confirmed address before it listed (decision 0048)`,
      body: companyQuoteListBody,
      response: { 200: quoteListResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await listCompanyQuotes(
        app.db,
        userIdOf(request),
        request.body.page,
        request.lang,
        request.body.filter,
      )),
    }),
  });

  r.post('/quotes/info_company', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "A quote the caller's company received, with only its own questions and proposals (with their `terms`), and no `comparison`. Any other quote: NFD001. The lists of invited (`companies`) and excluded (`exclude`) companies are empty in this view, and each proposal's `reqId` is its file's (the proposal's own reqId is the requester's rating key)",
      body: quoteReqIdBody,
      response: { 200: quoteInfoResponse },
    },
    handler: async (request) => ({
      response: true as const,
      quote: await companyQuoteInfo(app.db, request.body.req_id, userIdOf(request), request.lang),
    }),
  });

  r.post('/quotes/question_ask', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Ask about a quote the company received, while it is open (QTE001); the requester is notified',
      body: questionAskBody,
      response: { 200: questionAskResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await askQuestion(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/proposal_send', {
    config: { access: 'user' },
    bodyLimit: PROPOSAL_BODY_LIMIT,
    schema: {
      tags,
      summary:
        "Send a proposal (one PDF by its bytes, up to 3,072,000 bytes) to a quote the company received, while open (QTE001), not within 60 s of its last one (QTE003). Optional terms (issue 18, decision 0019): `price_cents`, `delivery_days`, `valid_until`, `payment_terms`, `note`; a newer proposal replaces the company's earlier one in the customer's comparison. The PDF may be left out when `price_cents` and `delivery_days` are both given (issue 30 item 10; VAL001 naming `proposal` otherwise); such a proposal's `file` is null wherever it is read. The requester is notified and e-mailed. `proposal.reqId` is the PDF file's reqId (= `proposal.file`), or without a PDF an id derived from the proposal's: the proposal's own reqId is the rating key and goes to the requester only",
      body: proposalSendBody,
      response: { 200: proposalSendResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await sendProposal(app, userIdOf(request), request.body, request.lang)),
    }),
  });
}
