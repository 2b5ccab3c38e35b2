import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LISTING_GRACE_DAYS,
  LISTING_IDLE_DAYS,
  LISTING_REMINDER_PAUSE_DAYS,
  LISTING_ROWS,
  listingInsightsResponse,
  listingRemindBody,
  listingRemindResponse,
} from '../../../shared/schemas/listing-insights';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { listingInsights, remindListings } from './insights-listings-service';

/**
 * The association's view of what the catalogue brings its companies (issue 35 item 4). Every route
 * here is `admin`, declared once below.
 */
export default async function insightsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  r.post('/admin/listings/insights', {
    config,
    schema: {
      tags,
      summary: `Across the listed companies: the last 30 São Paulo days beside the 30 before, the listed companies, each category's companies and 30 days; the listings that bring nothing (no page view in ${LISTING_IDLE_DAYS} days, listed ${LISTING_GRACE_DAYS} days or more) and the incomplete profiles (no logo, a short about, no products or services, an unconfirmed e-mail), the oldest ${LISTING_ROWS} of each with their total`,
      response: { 200: listingInsightsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await listingInsights(app.db, request.lang),
    }),
  });

  r.post('/admin/listings/remind', {
    config,
    schema: {
      tags,
      summary: `E-mails the owner of every listing of the kind (idle or incomplete) a reminder in their language, at most once in ${LISTING_REMINDER_PAUSE_DAYS} days per company however many calls ask; audited. sent: owners e-mailed; skipped: reminded within the pause`,
      body: listingRemindBody,
      response: { 200: listingRemindResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await remindListings(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        await actorOf(app.db, userIdOf(request)),
        request.body.kind,
        request.lang,
      )),
    }),
  });
}
