import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companySearchBody, quoteReqIdBody } from '../../../shared/schemas/quote';
import {
  companyGetResponse,
  companySearchResponse,
  quoteFileResponse,
} from '../../../shared/schemas/quote-read';
import { userIdOf } from '../../plugins/session';
import { COMPANY_SEARCH_LIMIT, companyForPicker, searchCompanies } from './company-picker-service';
import { quoteFile } from './quote-files-service';

/** Calls both sides of a quote use: its files and the company pickers of the new quote form. */
export default async function quoteSharedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.get('/quotes/file/:reqId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'An attachment (for the owner and recipient companies) or a proposal PDF (for the owner and its sender), in base64. Anyone else: NFD001',
      params: z.object({ reqId: z.string() }),
      response: { 200: quoteFileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await quoteFile(app.db, request.params.reqId, userIdOf(request))),
    }),
  });

  r.post('/quotes/company_search', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: `Companies of the category that can receive quotes, by trade or legal name (accents and case ignored), at most ${COMPANY_SEARCH_LIMIT}; a logged-in caller's own company is left out`,
      body: companySearchBody,
      response: { 200: companySearchResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await searchCompanies(app.db, {
        category: request.body.category,
        search: request.body.search,
        customerId: request.appSession?.userId ?? undefined,
      }),
    }),
  });

  r.post('/quotes/company_get', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'A company by its reqId (id, name, category ids, whether it can receive quotes); NFD001 if unknown',
      body: quoteReqIdBody,
      response: { 200: companyGetResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await companyForPicker(app.db, request.body.req_id),
    }),
  });
}
