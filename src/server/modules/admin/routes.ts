import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditActionsResponse,
  adminAuditBody,
  adminAuditResponse,
  adminCompaniesBody,
  adminCompaniesResponse,
  adminCompanyBody,
  adminCompanyResponse,
  adminMeResponse,
  adminSuspendBody,
  adminVerifyBody,
} from '../../../shared/schemas/admin';
import { adminInsightBody, adminInsightResponse } from '../../../shared/schemas/admin-insight';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import {
  adminCompanies,
  adminCompany,
  setCompanySuspension,
  setCompanyVerified,
} from './admin-companies-service';
import { listAuditActions } from './audit-repository';
import { auditPage } from './audit-service';
import { insight } from './insight-service';
import { actorOf, rolesOf } from './staff-repository';

/**
 * The back office (issue 15), under /app/admin. Each route declares the role it needs; the session
 * plugin reads the caller's roles from the database on every call. Nothing here edits or deletes
 * the audit log.
 */
export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.get('/admin/me', {
    config: { access: 'editor' },
    schema: { tags, summary: "The caller's back-office roles", response: { 200: adminMeResponse } },
    handler: async (request) => ({
      response: true as const,
      roles: await rolesOf(app.db, userIdOf(request)),
    }),
  });

  r.post('/admin/companies/list', {
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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

  r.post('/admin/audit/list', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'The staff audit log, newest first: who, what, when, before/after, what it is about (`subject`: id and name, a newsletter subject in the request language) and the reason given. Filters: action (exact), actor (part of the name), from/to (YYYY-MM-DD, to exclusive), page. Read only',
      body: adminAuditBody,
      response: { 200: adminAuditResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await auditPage(app.db, request.lang, request.body)),
    }),
  });

  r.post('/admin/audit/actions', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The actions the audit log holds, alphabetically, for its action filter. Read only',
      response: { 200: adminAuditActionsResponse },
    },
    handler: async () => ({ response: true as const, data: await listAuditActions(app.db) }),
  });

  r.post('/admin/insight', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'The dashboard for the last `weeks` weeks (4-52, default 12; Monday-to-Sunday weeks, São Paulo time): companies, customers, quote requests, proposals and chosen proposals per week; the requests answered with a proposal and the median seconds to the first one; the busiest categories and cities; the companies that answer least (at least 3 requests received, cancelled ones left out)',
      body: adminInsightBody,
      response: { 200: adminInsightResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await insight(app.db, request.body, request.lang),
    }),
  });
}
