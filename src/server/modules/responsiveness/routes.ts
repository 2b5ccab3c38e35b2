import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownResponsivenessResponse } from '../../../shared/schemas/responsiveness';
import { userIdOf } from '../../plugins/session';
import { ownResponsiveness } from './responsiveness-service';

/**
 * A company's own responsiveness figures (issue 18 item 6). The figures the 12-month window made
 * stale are refreshed by a job (responsiveness-sweep.ts).
 */
export default async function responsivenessRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/company/responsiveness', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "The caller's company's answers to quote requests over the last 12 months: requests, share answered, median time to first answer, and whether the public card shows them (from 5 requests). None: CMP003",
      response: { 200: ownResponsivenessResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await ownResponsiveness(app.db, userIdOf(request)),
    }),
  });
}
