import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { numberFormat } from '../../../shared/rules/intl-formats';
import { companiesListBody, companyInfoBody } from '../../../shared/schemas/catalogue';
import {
  companiesListResponse,
  companyInfoResponse,
  listInfoResponse,
} from '../../../shared/schemas/catalogue-read';
import { companiesSuggestBody, suggestResponse } from '../../../shared/schemas/catalogue-search';
import { SUGGEST_MIN_LETTERS, SUGGESTIONS_PER_KIND } from '../../../shared/search-suggestions';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { appAuthOf, recordSearch } from '../search-log/search-log-service';
import { suggest } from './companies-search-service';
import { COMPANIES_COUNT_LIMIT, COMPANIES_PAGE_SIZE, listCompanies, listInfo } from './companies-service';
import { companyInfo } from './company-page-service';

export default async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/companies/list_info', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary: 'Options of the company filters: categories, cities and states that hold at least one company',
      response: { 200: listInfoResponse },
    },
    handler: async (request) => ({ response: true as const, ...(await listInfo(app.db, request.lang)) }),
  });

  r.post('/companies/list', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary: `A page (${COMPANIES_PAGE_SIZE} rows, from page 1) of the catalogue. Every registered company is listed, confirmed e-mail or not: the e-mail only gates quote requests. Search is accent- and case-insensitive over trade name, legal name, keywords, short about and category names; order_by name|rate, order asc|desc (anything else VAL001). With a search and no order_by, the most relevant first: names and category names (both languages) outrank keywords and short about, which outrank the long about (also searched); Portuguese and English word forms match (usinagens/usinagem, flanges/flange), and a word of 5+ letters one typing mistake away matches below exact matches; companies without ratings come last in both rate orders; ties by name, then id. total is counted up to ${numberFormat('en').format(COMPANIES_COUNT_LIMIT)}: past that totalCapped is true and total a lower bound; the last (short) page carries the exact total`,
      body: companiesListBody,
      response: { 200: companiesListResponse },
    },
    handler: async (request) => {
      const page = await listCompanies(app.db, request.body, COMPANIES_COUNT_LIMIT, request.lang);
      // The search log counts a search once, at its first page (later pages are the same search).
      if (request.body.page === 1 && request.body.search !== '') {
        // A server render's read has no session and no headers (page-reads.ts).
        const appAuth = request.appSession ? appAuthOf(request) : undefined;
        recordSearch(
          { db: app.db, log: app.log, lang: request.lang, appAuth },
          request.body.search,
          page.total,
        );
      }
      return { response: true as const, ...page };
    },
  });

  r.post('/companies/suggest', {
    config: { access: 'session' },
    schema: {
      tags: ['catalogue'],
      summary: `Suggestions while typing (issue 32, added after the spec): up to ${SUGGESTIONS_PER_KIND} listed companies by trade name, products and services by name (in the reader's language where the company wrote one), and categories holding a listed company, each holding every typed word or close to the typed text (one or two typing mistakes); those holding every word first. Fewer than ${SUGGEST_MIN_LETTERS} letters: empty lists. ${LIMITS.suggestAddress.max} calls per client address a minute, then AUT002 for a minute`,
      body: companiesSuggestBody,
      response: { 200: suggestResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await suggest(app.db, request.body, request.lang, request.ip)),
    }),
  });

  r.post('/companies/info', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary:
        "A company's public page by its reqId, with its ratings newest first; proposals = chosen out of proposalsSent. Unknown reqId: NFD001",
      body: companyInfoBody,
      response: { 200: companyInfoResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await companyInfo(app.db, request.body.req_id, request.lang),
    }),
  });
}
