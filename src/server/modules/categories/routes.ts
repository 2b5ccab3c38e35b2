import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoriesResponse } from '../../../shared/schemas/catalogue-read';
import { listAllCategories, listUsedCategories } from './categories-service';

export default async function categoriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // PRODUCT.md 7 marks both category calls "no session": the home grid needs no session to load.
  r.get('/categories/list', {
    config: { access: 'public', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary: 'Categories that hold at least one company, ordered by name in the request language',
      response: { 200: categoriesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await listUsedCategories(app.db, request.lang),
    }),
  });

  r.get('/categories/list_full', {
    config: { access: 'public' },
    schema: {
      tags: ['catalogue'],
      summary: 'Every category, ordered by name in the request language',
      response: { 200: categoriesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await listAllCategories(app.db, request.lang),
    }),
  });
}
