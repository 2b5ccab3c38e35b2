import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOk } from '../../../shared/schemas/envelope';
import {
  adminSearchLogBody,
  adminSearchLogResponse,
  searchOpenedBody,
} from '../../../shared/schemas/search-log';
import { adminSearchLog, appAuthOf, recordOpen, stopSearchLog } from './search-log-service';

/** The search log: the browser's report of a company opened from a search, and the back office's view. */
export default async function searchLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', async () => stopSearchLog(app.db));

  r.post('/companies/search_opened', {
    config: { access: 'session' },
    schema: {
      tags: ['catalogue'],
      summary:
        "A company opened from the results of a search (search: the search box's text as sent to /companies/list; company: the company's reqId). Counted per day, language and normalised words, written in batches; nothing about the sender is kept (one keyed mark a day, so a session counts once). A search holding an e-mail address or a number of 8+ digits is not counted; an unknown company is skipped: the answer is the same",
      body: searchOpenedBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      const { search, company } = request.body;
      recordOpen(
        { db: app.db, log: app.log, lang: request.lang, appAuth: appAuthOf(request) },
        search,
        company,
      );
      return { response: true as const };
    },
  });

  r.post('/admin/search_log', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        "What buyers searched for in a month (month 'YYYY-MM', São Paulo time, the current one when left out; lang pt-BR|en, both when left out): the 50 most frequent searches and the 50 that found nothing most often, each with its normalised words, language, searches, sessions (counted once a day each), searches that found nothing, the companies its latest search found and the companies opened from its results; and the months that have searches. Nothing identifies who searched",
      body: adminSearchLogBody,
      response: { 200: adminSearchLogResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminSearchLog(app.db, request.body)),
    }),
  });
}
