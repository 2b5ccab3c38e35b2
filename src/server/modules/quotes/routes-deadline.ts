import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEADLINE_MAX_DAYS,
  quoteDeadlineBody,
  quoteDeadlineResponse,
  quoteDeclineBody,
  quoteDeclineResponse,
} from '../../../shared/schemas/quote-deadline';
import {
  QUOTE_ROUNDS_MAX,
  quoteRevisionBody,
  quoteRevisionResponse,
  ROUND_NOTE_MAX,
} from '../../../shared/schemas/quote-round';
import { userIdOf } from '../../plugins/session';
import { declineQuote, extendDeadline } from './quote-deadline-service';
import { requestRevision } from './quote-round-service';

/**
 * Issue 18 items 2 and 3: the owner's later deadline and a recipient company's decline; issue 34
 * item 6: the owner's request for revised offers.
 */
export default async function quoteDeadlineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/deadline', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `Set a later response deadline (ISO 8601 with offset, in the future, at most ${DEADLINE_MAX_DAYS} days ahead) on an open quote of the caller (QTE001 otherwise; QDL002 when not later than the current one; a quote without one may get one). After the deadline, proposals and questions are refused (QDL001); recipients that have not answered are reminded 24 hours before it`,
      body: quoteDeadlineBody,
      response: { 200: quoteDeadlineResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await extendDeadline(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/revision_request', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `A second round: the owner of an open quote (QTE001 otherwise; anyone else's: NFD001) asks every company that proposed for a revised offer (best and final) by \`deadline\` (ISO 8601 with offset, in the future, at most ${DEADLINE_MAX_DAYS} days ahead), with an optional note (up to ${ROUND_NOTE_MAX} characters). The deadline becomes the quote's; until it passes only those companies may send, each new proposal replacing their offer in the comparison (the history keeps every one, with its round). Each is notified and e-mailed in its language. None proposed yet: QRV001; at most ${QUOTE_ROUNDS_MAX - 1} revision rounds: QRV002`,
      body: quoteRevisionBody,
      response: { 200: quoteRevisionResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await requestRevision(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/decline', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Decline to quote a quote the caller's company received (reason: capacity, scope, information, deadline or other; note required for other): once (QDC001), not after proposing (QDC002; no proposal after declining: QDC003), while open (QTE001). The requester is notified and sees it in the quote view",
      body: quoteDeclineBody,
      response: { 200: quoteDeclineResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await declineQuote(app, userIdOf(request), request.body, request.lang)),
    }),
  });
}
