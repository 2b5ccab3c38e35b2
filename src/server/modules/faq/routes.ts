import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqListBody } from '../../../shared/schemas/catalogue';
import { faqListResponse } from '../../../shared/schemas/catalogue-read';
import { FAQ_PAGE_SIZE, listFaqPage } from './faq-service';

export default async function faqRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/faq/list', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary: `A page of ${FAQ_PAGE_SIZE} questions and answers in the request language; the search is accent- and case-insensitive over both`,
      body: faqListBody,
      response: { 200: faqListResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await listFaqPage(app.db, request.lang, request.body)),
    }),
  });
}
