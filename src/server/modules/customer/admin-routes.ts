import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlockBody,
  adminCustomerBody,
  adminCustomersBody,
  adminCustomersResponse,
} from '../../../shared/schemas/admin-people';
import { messageResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { adminCustomers, setCustomerBlocked } from './admin-customers-service';

/**
 * The back office's customers (issue 15 item 4): the list, blocking and unblocking. Every route here
 * is `admin`, declared once below (issue 31 item 4); the newsletter's subscribers are in
 * modules/newsletter.
 */
export default async function customerAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.post('/admin/customers/list', {
    config,
    schema: {
      tags,
      summary:
        'Customers (every account), newest first: search (name, e-mail, or CPF formatted or digits), status all|active|blocked, page; each with its quotes by status and its company. No password hash, token or recovery code',
      body: adminCustomersBody,
      response: { 200: adminCustomersResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminCustomers(app.db, request.body)),
    }),
  });

  r.post('/admin/customers/block', {
    config,
    schema: {
      tags,
      summary:
        "Block an account with a reason: its logins end at once (sessions SES003, saved logins and recovery codes revoked), it cannot log in (BLK001) or request quotes (BLK001). Already blocked, or one's own account: BLK002",
      body: adminBlockBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await setCustomerBlocked(app.db, await actor(request), {
        ...request.body,
        lang: request.lang,
      }),
    }),
  });

  r.post('/admin/customers/unblock', {
    config,
    schema: {
      tags,
      summary: 'Lift a block: the person can log in again. Not blocked: BLK002',
      body: adminCustomerBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await setCustomerBlocked(app.db, await actor(request), {
        id: request.body.id,
        reason: null,
        lang: request.lang,
      }),
    }),
  });
}
