import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditActionsResponse,
  adminAuditBody,
  adminAuditResponse,
  adminMeResponse,
} from '../../../shared/schemas/admin';
import { adminInsightBody, adminInsightResponse } from '../../../shared/schemas/admin-insight';
import { userIdOf } from '../../plugins/session';
import { listAuditActions } from './audit-repository';
import { auditPage } from './audit-service';
import { insight } from './insight-service';
import { rolesOf } from './staff-repository';

/**
 * The back office (issue 15), under /app/admin. Each route declares the role it needs; the session
 * plugin reads the caller's roles from the database on every call. Nothing here edits or deletes
 * the audit log.
 */
export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get('/admin/me', {
    config: { access: 'editor' },
    schema: { tags, summary: "The caller's back-office roles", response: { 200: adminMeResponse } },
    handler: async (request) => ({
      response: true as const,
      roles: await rolesOf(app.db, userIdOf(request)),
    }),
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
