import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/schemas/envelope';
import { pingDatabase } from './health-repository';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'For load balancers: answers when the database does',
      response: { 200: healthResponse },
    },
    handler: async () => {
      await pingDatabase(app.db);
      return { response: true as const, status: 'ok' as const };
    },
  });
}
