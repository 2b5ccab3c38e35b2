import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { resubmitCompany } from './approval-service';

/** The owner's side of approval (decision 0044): a refused company, corrected, goes back to the queue. */
export default async function approvalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/company/approval_resubmit', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "Sends the caller's refused company for the association's approval again (correct it first with PUT /company/update). No company: CMP003; not refused (public, or waiting already): APR002",
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await resubmitCompany(app.db, userIdOf(request), request.lang)),
    }),
  });
}
