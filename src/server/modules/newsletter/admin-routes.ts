import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import { actorOf } from '../admin/staff-service';
import {
  adminSubscribers,
  newsletterIssues,
  sendTestIssue,
  startIssue,
  subscribersCsv,
} from './newsletter-admin-service';
import { newsletterSendJob } from './newsletter-sender';

/**
 * The newsletter's back office (issue 15 item 5): its subscribers, a test issue, sending an issue
 * (by a job, newsletter-sender.ts, queued when it starts) and the issues sent. Every route here is
 * `admin`, declared once below (issue 31 item 4).
 */
export default async function newsletterAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.post('/admin/newsletter/subscribers', {
    config,
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
    config,
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
    config,
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
    config,
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
    config,
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
