import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalApproveBody,
  approvalQueueBody,
  approvalQueueResponse,
  approvalRefuseBody,
  associationSettingsBody,
  associationSettingsResponse,
} from '../../../shared/schemas/company-approval';
import { messageResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import {
  approvalQueue,
  approveCompany,
  associationSettingsOf,
  refuseCompany,
  saveAssociationSettings,
} from './approval-service';

/**
 * The association's settings and its queue of new companies (issue 33 item 4, decision 0044).
 * Every route is `admin`, declared once below; every write is in the audit log.
 */
export default async function approvalAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));

  r.get('/admin/settings', {
    config,
    schema: {
      tags,
      summary:
        "The association's settings: whether new companies wait for approval (off: published at once) and whether member companies show a member mark",
      response: { 200: associationSettingsResponse },
    },
    handler: async () => ({ response: true as const, data: await associationSettingsOf(app.db) }),
  });

  r.post('/admin/settings/save', {
    config,
    schema: {
      tags,
      summary:
        'Saves both settings. Turning approval on or off changes no company already public or already waiting; the member mark shows or leaves the public pages at once',
      body: associationSettingsBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await saveAssociationSettings(app.db, await actor(request), request.body, request.lang)),
    }),
  });

  r.post('/admin/approvals/queue', {
    config,
    schema: {
      tags,
      summary:
        "Companies waiting for approval, oldest first: the company's data, its CNPJ with whether its check digits hold, its owner, its membership (null: not a member) and the reason of an earlier refusal when it was sent again",
      body: approvalQueueBody,
      response: { 200: approvalQueueResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await approvalQueue(app.db, request.lang, request.body.page)),
    }),
  });

  r.post('/admin/approvals/approve', {
    config,
    schema: {
      tags,
      summary:
        "Approves a waiting company (req_id: the company's; membership_number, optional, records it as a member): it is public at once and its owner is told by e-mail and notification in their language. Unknown: NFD001; not waiting (decided already): APR001",
      body: approvalApproveBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await approveCompany(app, await actor(request), request.body, request.lang)),
    }),
  });

  r.post('/admin/approvals/refuse', {
    config,
    schema: {
      tags,
      summary:
        'Refuses a waiting company with a reason (3–500 characters) its owner reads, by e-mail and notification in their language and in their profile, where they correct it and send it again. Unknown: NFD001; not waiting: APR001',
      body: approvalRefuseBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await refuseCompany(app, await actor(request), request.body, request.lang)),
    }),
  });
}
