import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { magazinesListBody } from '../../../shared/schemas/catalogue';
import { magazinesListResponse } from '../../../shared/schemas/catalogue-read';
import { listMagazinePage, MAGAZINES_PAGE_SIZE } from './magazines-service';

export default async function magazinesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/magazines/list', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary: `Magazines newest first, named in the request language: {records: n} gives the latest n; otherwise {search, page} gives a page of ${MAGAZINES_PAGE_SIZE}, searched accent-insensitively on the name`,
      body: magazinesListBody,
      response: { 200: magazinesListResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await listMagazinePage(app.db, request.lang, request.body)),
    }),
  });
}
