import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOk } from '../../../shared/schemas/envelope';
import {
  companyInsightsResponse,
  insightsCountBody,
  insightsDigestBody,
} from '../../../shared/schemas/insights';
import { MINUTE_MS } from '../../../shared/time';
import { sessionOf, userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { countReports } from './insights-count-service';
import { counterOf } from './insights-counter';
import { changeDigest, ownInsights } from './insights-service';

/** Issue 35: the browser's reports of views, appearances and contact clicks; the owner's insights. */
export default async function insightsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counter = counterOf(app.db, app.log);
  counter.start();
  app.addHook('onClose', () => counter.stop());

  r.post('/insights/count', {
    config: { access: 'session' },
    schema: {
      tags: ['catalogue'],
      summary: `The browser's reports of company page views, appearances in the catalogue's lists and searches, and clicks on a company's website, phone, WhatsApp and e-mail links (the browser sends each company and kind at most once every 30 minutes of its session). Added up per company and day and written in batches; nothing about the sender is kept. Crawlers and link previewers (by user agent) and a company's own owner are not counted, unknown companies are skipped, and past ${LIMITS.insightsAddress.max} calls from one client address in ${LIMITS.insightsAddress.windowMs / MINUTE_MS} minutes its reports are dropped for ${LIMITS.insightsAddress.lockMs / MINUTE_MS} minutes: the answer is the same`,
      body: insightsCountBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      countReports(
        counter,
        {
          userId: sessionOf(request).userId,
          userAgent: request.headers['user-agent'],
          address: request.ip,
        },
        request.body,
      );
      return { response: true as const };
    },
  });

  r.post('/company/insights', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "The caller's company's insights: the last 30 days and the 12 months as series and totals, each beside the period before; the 12 months' quote funnel beside the medians of the companies in its categories; tooLittleData below 10 views and appearances in 30 days with no request. None: CMP003",
      response: { 200: companyInsightsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await ownInsights(app.db, userIdOf(request)),
    }),
  });

  r.post('/company/insights_digest', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: "Turns the caller's company's monthly insights e-mail on or off. None: CMP003",
      body: insightsDigestBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await changeDigest(app.db, userIdOf(request), request.body.on);
      return { response: true as const };
    },
  });
}
