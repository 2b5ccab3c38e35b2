import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import { rateCheckResponse } from '../../../shared/schemas/quote-read';
import { ratingBody } from '../../../shared/schemas/rating';
import { rateCheck, rateProposal } from './quote-rating-service';

/** The rating page's calls; no session needed, the proposal's unguessable reqId is the key. */
export default async function quoteRatingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.get('/quotes/proposal_rate_check/:proposalId', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'What the rating page shows; QRC001 for an unknown, unchosen or already rated proposal',
      params: z.object({ proposalId: z.string() }),
      response: { 200: rateCheckResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await rateCheck(app, request.params.proposalId),
    }),
  });

  r.post('/quotes/proposal_rate', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        "Rate a chosen proposal (req_id: the proposal's) once (QRC002 after; QRC001 unknown or unchosen). Updates the company's rate; the company is notified",
      body: ratingBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await rateProposal(app, request.body, request.lang)),
    }),
  });
}
