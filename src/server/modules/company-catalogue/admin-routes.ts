import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompaniesBody,
  adminCompaniesResponse,
  adminCompanyBody,
  adminCompanyResponse,
  adminSuspendBody,
  adminVerifyBody,
} from '../../../shared/schemas/admin';
import { catalogueExportBody } from '../../../shared/schemas/catalogue-export';
import { emptyOk, fileResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import {
  adminCompanies,
  adminCompany,
  setCompanySuspension,
  setCompanyVerified,
} from './admin-companies-service';
import { catalogueExport } from './catalogue-export-service';

/**
 * The companies' back office (issue 15 item 3): the list with its filters, a company's full record,
 * suspending and reinstating, the "verified" mark. Every route here is `admin`, declared once below
 * (issue 31 item 4).
 */
export default async function companiesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.post('/admin/companies/list', {
    config,
    schema: {
      tags,
      summary:
        'Companies, newest registration first, suspended ones included: search (trade or legal name, e-mail, CNPJ), status all|active|suspended, email_valid all|y|n, category, city, registered from/to (YYYY-MM-DD, to exclusive), page',
      body: adminCompaniesBody,
      response: { 200: adminCompaniesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminCompanies(app.db, request.body)),
    }),
  });

  r.post('/admin/companies/info', {
    config,
    schema: {
      tags,
      summary: "A company's full record with its owner's name, e-mail and language. Unknown reqId: NFD001",
      body: adminCompanyBody,
      response: { 200: adminCompanyResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await adminCompany(app.db, request.body.req_id, request.lang),
    }),
  });

  r.post('/admin/companies/suspend', {
    config,
    schema: {
      tags,
      summary:
        'Suspend a company with a reason: it leaves the public catalogue and receives no new quote requests (quotes it already received are unaffected); its owner is e-mailed in their language. Already suspended: STF002',
      body: adminSuspendBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      const { req_id, reason } = request.body;
      await setCompanySuspension(app, await actor(request), { reqId: req_id, reason });
      return { response: true as const };
    },
  });

  r.post('/admin/companies/reinstate', {
    config,
    schema: {
      tags,
      summary: 'Lift a suspension: the company is listed again; its owner is e-mailed. Not suspended: STF002',
      body: adminCompanyBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await setCompanySuspension(app, await actor(request), { reqId: request.body.req_id, reason: null });
      return { response: true as const };
    },
  });

  r.post('/admin/companies/verify', {
    config,
    schema: {
      tags,
      summary: 'Set or clear the "verified by the association" mark shown on the public page and card',
      body: adminVerifyBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      const { req_id, verified } = request.body;
      await setCompanyVerified(app, await actor(request), { reqId: req_id, verified });
      return { response: true as const };
    },
  });
  r.post('/admin/companies/export', {
    config,
    schema: {
      tags,
      summary:
        "Every company of the catalogue (suspended and unclaimed ones included, the oldest first) with its status, member number and date, owner's and company's e-mail, city, categories, registration and claim days, quote requests received, proposals sent and chosen, rating; format xlsx (numbers and dates as such, no formula) or csv (UTF-8, ';' and decimal comma in Portuguese, formula-safe), headers in the caller's language; audited. content: the file in base64",
      body: catalogueExportBody,
      response: { 200: fileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await catalogueExport(app.db, await actor(request), request.body, request.lang)),
    }),
  });
}
