import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../shared/schemas/envelope';
import { quoteReqIdBody } from '../../../shared/schemas/quote';
import { userIdOf } from '../../plugins/session';
import { compareExport } from './quote-compare-export';

/** Issue 34 item 5, "take it to the boss": the comparison as a spreadsheet. */
export default async function quoteShareRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/compare_export', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's quote comparison as .xlsx (base64 `content`), headers in the caller's language: the request (title, description, requested and exported on, São Paulo time), each item with every compared proposal's unit price and landed cost (numbers with a BRL format; 'cannot supply' in words), the lowest per item and per total marked, then each proposal's goods, taxes, freight and landed total. Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: fileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await compareExport(app.db, request.body.req_id, userIdOf(request), request.lang)),
    }),
  });
}
