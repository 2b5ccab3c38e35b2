import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import { quoteReqIdBody } from '../../../shared/schemas/quote';
import {
  OUTSIDE,
  outsideFileBody,
  outsideInviteBody,
  outsideInvitesResponse,
  outsideProposalBody,
  outsideProposalResponse,
  outsideQuestionBody,
  outsideQuestionResponse,
  outsideQuoteResponse,
  outsideRevokeBody,
  outsideThreadSendBody,
  outsideTokenBody,
} from '../../../shared/schemas/quote-outside';
import { quoteFileResponse } from '../../../shared/schemas/quote-read';
import { THREAD_TEXT_MAX, threadSendResponse } from '../../../shared/schemas/quote-thread';
import { userIdOf } from '../../plugins/session';
import { inviteOutside, outsideInvitesOf, revokeOutside } from './quote-outside-service';
import { askOutside, outsideFile, proposeOutside, readOutside } from './quote-outside-supplier-service';
import { sendOutsideMessage } from './quote-outside-thread-service';

const PROPOSAL_BODY_LIMIT = base64Length(FILES.proposalBytes) + 64 * 1024;
const LINK = `Through an invitation's link only: \`token\` names one invitation of one quote, and no other quote can be reached with it. Unknown, revoked or expired: QOS001. Linked to the company that listed with the invitation's address (decision 0048): QOS007, naming it; the request goes on in that company's account. 120 calls per client address in 10 minutes, then AUT002`;

/** Issue 34 item 7 (decision 0045): suppliers outside the catalogue, invited by e-mail. */
export default async function quoteOutsideRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/outside_invite', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `Invite a supplier outside the catalogue to the caller's open quote (QTE001; QDL001 past its deadline) by e-mail, in \`language\`: the e-mail (sent by the job runner) holds the request and a link that reads for ${OUTSIDE.days} days unless revoked, to read, ask and propose without an account. An address once per quote (QOS004); not the e-mail or CNPJ of a catalogue company that receives quote requests (QOS006, naming it: ask it there), ${OUTSIDE.perQuote} per quote (QOS005), ${OUTSIDE.buyerPerDay} per buyer in 24 hours (QOS002), ${OUTSIDE.addressPerDay} per address in 24 hours whoever invites (QOS003). Answers the quote's invitations. Anyone else's quote: NFD001`,
      body: outsideInviteBody,
      response: { 200: outsideInvitesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await inviteOutside(app, userIdOf(request), request.body),
    }),
  });

  r.post('/quotes/outside_invites', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's quote's invitations of outside suppliers, newest first, each with its state (queued, sent, failed, revoked, expired) and whether it proposed; never a link. `company` (optional): the catalogue company it reached once that company listed with its confirmed address (decision 0048). Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: outsideInvitesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await outsideInvitesOf(app.db, userIdOf(request), request.body.req_id),
    }),
  });

  r.post('/quotes/outside_revoke', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Revoke an invitation (req_id: the invitation's) of the caller's quote: its link stops at once (QOS001); what it sent stays in the comparison. Answers the quote's invitations. Anyone else's: NFD001",
      body: outsideRevokeBody,
      response: { 200: outsideInvitesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await revokeOutside(app.db, userIdOf(request), request.body.req_id),
    }),
  });

  r.post('/quotes/outside/read', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `What an outside supplier's link reads: the request (title, description, category, deadline, status, items, attachments) and its own questions and proposals; never the buyer's contact nor anyone else's offer. ${LINK}`,
      body: outsideTokenBody,
      response: { 200: outsideQuoteResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await readOutside(app.db, request.body.token, request.lang, request.ip),
    }),
  });

  r.post('/quotes/outside/file', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `An attachment of the invitation's quote, or the PDF of a proposal sent through this invitation (\`file\`: the proposal's \`file\` as /quotes/outside/read lists it), in base64; any other file: NFD001. ${LINK}`,
      body: outsideFileBody,
      response: { 200: quoteFileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await outsideFile(app.db, request.body.token, request.body.file, request.ip)),
    }),
  });

  r.post('/quotes/outside/question', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `An outside supplier asks about the quote while it is open (QTE001) and before its deadline (QDL001); the buyer is told and answers with POST /quotes/question_answer. ${LINK}`,
      body: outsideQuestionBody,
      response: { 200: outsideQuestionResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await askOutside(app, request.body, request.lang, request.ip)),
    }),
  });

  r.post('/quotes/outside/proposal', {
    config: { access: 'session' },
    bodyLimit: PROPOSAL_BODY_LIMIT,
    schema: {
      tags,
      summary: `An outside supplier's proposal: the fields and rules of POST /quotes/proposal_send (\`token\` for \`req_id\`): open (QTE001), before the deadline (QDL001), not within 60 s of its last (QTE003), in a revision round only after an earlier one (QRV003). It shows in the buyer's comparison marked \`outside\`, and can be chosen or awarded items. ${LINK}`,
      body: outsideProposalBody,
      response: { 200: outsideProposalResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await proposeOutside(app, request.body, request.lang, request.ip)),
    }),
  });

  r.post('/quotes/outside/thread_send', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `An outside supplier that won the quote or items of it writes to the buyer (decision 0050): text up to ${THREAD_TEXT_MAX} characters and optionally one file by the quote attachments' rules, as POST /quotes/thread_send; its thread is \`thread\` in /quotes/outside/read, and the buyer answers with POST /quotes/thread_send (\`company\`: the thread's reqId). The buyer is notified and e-mailed. Before the award: QTE001; closed by the buyer: QTH001; a supplier that did not win: NFD001. ${LINK}`,
      body: outsideThreadSendBody,
      response: { 200: threadSendResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await sendOutsideMessage(app, request.body, request.lang, request.ip)),
    }),
  });
}
