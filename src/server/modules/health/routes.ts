import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/schemas/envelope';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'For load balancers: answers when the database does (on a connection of its own)',
      response: { 200: healthResponse },
    },
    handler: async () => {
      await app.dbHandle.ping();
      return { response: true as const, status: 'ok' as const };
    },
  });
}
