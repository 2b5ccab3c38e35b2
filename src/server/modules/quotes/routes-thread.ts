import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import { quoteReqIdBody } from '../../../shared/schemas/quote';
import {
  THREAD_TEXT_MAX,
  threadSendBody,
  threadSendResponse,
  threadsBody,
  threadsResponse,
} from '../../../shared/schemas/quote-thread';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { closeThreads, sendMessage, threadsOf } from './quote-thread-service';

/** Issue 34 item 8: the messages between the buyer and each awarded supplier after the award. */
export default async function quoteThreadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/threads', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'The messages after the award of a concluded quote: the buyer reads one thread per awarded supplier (the whole award or each supplier of a split one), an awarded supplier its own; oldest first, with whether the buyer closed them. Anyone else (another recipient, a supplier not chosen): NFD001',
      body: threadsBody,
      response: { 200: threadsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await threadsOf(app.db, request.body.req_id, userIdOf(request)),
    }),
  });

  r.post('/quotes/thread_send', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `A message (text up to ${THREAD_TEXT_MAX} characters, and optionally one file by the quote attachments' rules) in a thread of a concluded quote: the buyer names the supplier's thread with \`company\` (the company's reqId; without it: VAL001 on company), an awarded supplier writes in its own. The other side is notified and e-mailed in its language. Before the award: QTE001; closed by the buyer: QTH001; past ${LIMITS.threadMessageUser.max} messages in ${LIMITS.threadMessageUser.windowMs / 60_000} minutes: AUT002; anyone else: NFD001`,
      body: threadSendBody,
      response: { 200: threadSendResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await sendMessage(app, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/quotes/threads_close', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The buyer closes the messages of a concluded quote (QTE001 before the award; again: no change): the threads stay readable, nothing more can be sent (QTH001). Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await closeThreads(app.db, request.body.req_id, userIdOf(request), request.lang)),
    }),
  });
}
