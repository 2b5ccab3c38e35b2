import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlockBody,
  adminCustomerBody,
  adminCustomersBody,
  adminCustomersResponse,
  adminSubscribersBody,
  adminSubscribersCsvResponse,
  adminSubscribersResponse,
  newsletterIssueBody,
  newsletterIssuesBody,
  newsletterIssuesResponse,
  newsletterSendBody,
  newsletterSendResponse,
} from '../../../shared/schemas/admin-people';
import { messageResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { adminCustomers, setCustomerBlocked } from './admin-customers-service';
import {
  adminSubscribers,
  newsletterIssues,
  sendTestIssue,
  startIssue,
  subscribersCsv,
} from './admin-newsletter-service';
import { newsletterSendJob } from './newsletter-sender';
import { actorOf } from './staff-repository';

/**
 * The back office's customers and newsletter (issue 15 items 4 and 5), all `admin`. An issue is
 * sent by a job (newsletter-sender.ts), queued when it starts.
 */
export default async function adminPeopleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.post('/admin/customers/list', {
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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
    config: { access: 'admin' },
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

  r.post('/admin/newsletter/subscribers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Confirmed newsletter subscribers, newest first: search (part of the address), page',
      body: adminSubscribersBody,
      response: { 200: adminSubscribersResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminSubscribers(app.db, request.body)),
    }),
  });

  r.post('/admin/newsletter/export', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        "Every confirmed subscriber as a CSV file (`content`: UTF-8 text with a byte-order mark, CRLF; separator ';' in pt-BR, ',' in en), for a download",
      response: { 200: adminSubscribersCsvResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await subscribersCsv(app.db, request.lang)),
    }),
  });

  r.post('/admin/newsletter/test', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        "Send an issue (subject and markdown body in both languages) to the caller's own e-mail, both languages, marked [Test]",
      body: newsletterIssueBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await sendTestIssue(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        await actor(request),
        request.body,
        request.lang,
      ),
    }),
  });

  r.post('/admin/newsletter/send', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Send an issue to every confirmed subscriber in their language, in batches, each with an unsubscribe link and List-Unsubscribe (one-click) headers. Stored first: an interrupted send resumes when a server starts, and nobody receives it twice. draft_key (optional, a UUID per draft): a second send of the same draft answers NWS004 and sends nothing',
      body: newsletterSendBody,
      response: { 200: newsletterSendResponse },
    },
    handler: async (request) => {
      const started = await startIssue(app.db, await actor(request), request.body, request.lang);
      await app.jobs.send(newsletterSendJob.name);
      return { response: true as const, ...started };
    },
  });

  r.post('/admin/newsletter/issues', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Issues sent or being sent, newest first, with their recipients by delivery state (sent, pending, skipped: unsubscribed meanwhile, uncertain: in flight when a server stopped, failed)',
      body: newsletterIssuesBody,
      response: { 200: newsletterIssuesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await newsletterIssues(app.db, request.body.page)),
    }),
  });
}
