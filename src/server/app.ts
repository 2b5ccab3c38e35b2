import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppConfig, TrustProxy } from './config';
import type { DbHandle } from './db/client';
import { RequestValidationError } from './lib/app-error';
import { serializeError, serializeRequest } from './lib/log-redaction';
import { loadPersonalDataKey, setPersonalDataKey } from './lib/personal-digest';
import addressRoutes from './modules/address/routes';
import adminRoutes from './modules/admin/routes';
import { holdsRole } from './modules/admin/staff-service';
import authRoutes from './modules/auth/routes';
import categoriesAdminRoutes from './modules/categories/admin-routes';
import categoriesRoutes from './modules/categories/routes';
import approvalAdminRoutes from './modules/company-approval/admin-routes';
import approvalRoutes from './modules/company-approval/routes';
import companiesAdminRoutes from './modules/company-catalogue/admin-routes';
import companiesRoutes from './modules/company-catalogue/routes';
import contentAdminRoutes from './modules/content/admin-routes';
import contentRoutes from './modules/content/routes';
import credentialsRoutes from './modules/credentials/routes';
import customerAdminRoutes from './modules/customer/admin-routes';
import customerRoutes from './modules/customer/routes';
import faqRoutes from './modules/faq/routes';
import filesRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import insightsAdminRoutes from './modules/insights/admin-routes';
import { insightsDigestJob } from './modules/insights/insights-digest';
import {
  insightsDailyJob,
  insightsLimitsPruneJob,
  insightsQuoteCountsJob,
} from './modules/insights/insights-jobs';
import insightsRoutes from './modules/insights/routes';
import insightsDigestOffRoutes from './modules/insights/routes-digest-off';
import claimAdminRoutes from './modules/listing-claims/admin-routes';
import { invitationSendJob } from './modules/listing-claims/invitation-sender';
import claimRoutes from './modules/listing-claims/routes';
import magazinesAdminRoutes from './modules/magazines/admin-routes';
import magazinesRoutes from './modules/magazines/routes';
import memberImportAdminRoutes from './modules/member-import/admin-routes';
import certificationsAdminRoutes from './modules/my-company/admin-certifications-routes';
import { certificationExpiryJob } from './modules/my-company/admin-certifications-service';
import certificationRoutes from './modules/my-company/certifications-routes';
import companyRoutes from './modules/my-company/routes';
import newsletterAdminRoutes from './modules/newsletter/admin-routes';
import { newsletterSendJob } from './modules/newsletter/newsletter-sender';
import newsletterRoutes from './modules/newsletter/routes';
import newsletterUnsubscribeRoutes from './modules/newsletter/routes-unsubscribe';
import notificationsRoutes from './modules/notifications/routes';
import privacyRoutes from './modules/privacy/routes';
import ratingsAdminRoutes from './modules/quotes/admin-ratings-routes';
import { deadlineRemindersJob } from './modules/quotes/quote-deadline-reminders';
import { quoteListingMailsJob } from './modules/quotes/quote-listing-mails';
import { outsideInvitesJob } from './modules/quotes/quote-outside-mails';
import quoteRoutes from './modules/quotes/routes';
import { responsivenessSweepJob } from './modules/responsiveness/responsiveness-sweep';
import responsivenessRoutes from './modules/responsiveness/routes';
import searchLogRoutes from './modules/search-log/routes';
import { pageHead } from './modules/seo/page-head-service';
import seoRoutes from './modules/seo/routes';
import sessionRoutes from './modules/session/routes';
import { resolveSession } from './modules/session/session-service';
import vocabularyAdminRoutes from './modules/vocabulary/admin-routes';
import vocabularyRoutes from './modules/vocabulary/routes';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import jsonBodyPlugin from './plugins/json-body';
import langPlugin from './plugins/lang';
import largeBodiesPlugin from './plugins/large-bodies';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import pageReadsPlugin from './plugins/page-reads';
import requestFaultsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/request-faults';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import webPlugin, { readTemplate } from './plugins/web';
import { loadServerRender } from './plugins/web-ssr';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  /** An opened, migrated database. */
  db: DbHandle;
  /** Close the database when the app closes (main does; tests that share a handle don't). */
  closeDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the standard logger writes (stdout when left out); tests read what it logs. */
  logStream?: { write(line: string): void };
}

// JSON bodies are small everywhere but on upload routes, which raise it for their files.
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const REDACT = [
  'req.headers["app-auth"]',
  'req.headers["app-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
];

/**
 * The client address is the one the nearest trusted proxy saw: Fastify walks X-Forwarded-For from
 * the right and stops at the first address it does not trust, so a forged left-most entry is never
 * reached. Fastify 5 takes no hop count (a number trusts nothing), so hops are a function here.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return trust === 0 ? false : (_address: string, hop: number) => hop < trust;
  return trust;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  setPersonalDataKey(await loadPersonalDataKey(config));
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: REDACT,
      serializers: { req: serializeRequest, err: serializeError },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Faults answered before any route runs get the envelope too (plugins/request-faults.ts).
    clientErrorHandler,
    frameworkErrors,
    http: { requireHostHeader: false },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  app.decorate('config', config);

  await app.register(jsonBodyPlugin);

  // Zod validates every input before a handler runs; issues are localised by the errors plugin. A
  // body left out altogether is checked as an empty object, so each missing field is named.
  app.setValidatorCompiler<ZodType>(({ schema, httpPart }) => (data) => {
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    return { value: result.data };
  });
  app.setSerializerCompiler(serializerCompiler);

  // First, so that every answer has them, errors included.
  const template = readTemplate(config.webDir);
  await app.register(securityHeaders, { template: template ?? '', publicUrl: config.publicUrl });
  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(requestFaultsPlugin);
  await app.register(largeBodiesPlugin);
  await app.register(dbPlugin, { handle: opts.db, closeOnShutdown: opts.closeDb ?? false });
  await app.register(mailPlugin, {
    mailUrl: config.mailUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
  });
  await app.register(sessionPlugin, { resolveSession, holdsRole });
  // Before the routes: it collects those a public page reads (config.pageRead).
  await app.register(pageReadsPlugin);
  // Every background task, one line each (src/server/README.md, "Adding a job").
  await app.register(jobsPlugin, {
    definitions: [
      deadlineRemindersJob,
      responsivenessSweepJob,
      certificationExpiryJob,
      newsletterSendJob,
      invitationSendJob,
      quoteListingMailsJob,
      outsideInvitesJob,
      insightsQuoteCountsJob,
      insightsDailyJob,
      insightsDigestJob,
      insightsLimitsPruneJob,
    ],
  });
  await app.register(docsPlugin);
  await app.register(metricsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(authRoutes);
      await api.register(customerRoutes);
      await api.register(credentialsRoutes);
      await api.register(privacyRoutes);
      await api.register(notificationsRoutes);
      await api.register(contentRoutes);
      await api.register(categoriesRoutes);
      await api.register(companiesRoutes);
      await api.register(insightsRoutes);
      await api.register(insightsDigestOffRoutes);
      await api.register(searchLogRoutes);
      await api.register(companyRoutes);
      await api.register(vocabularyRoutes);
      await api.register(certificationRoutes);
      await api.register(magazinesRoutes);
      await api.register(faqRoutes);
      await api.register(addressRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterUnsubscribeRoutes);
      await api.register(quoteRoutes);
      await api.register(responsivenessRoutes);
      // The back office, under /app/admin: staff, audit and insight, then each domain's admin routes.
      await api.register(adminRoutes);
      await api.register(companiesAdminRoutes);
      await api.register(certificationsAdminRoutes);
      await api.register(magazinesAdminRoutes);
      await api.register(categoriesAdminRoutes);
      await api.register(contentAdminRoutes);
      await api.register(customerAdminRoutes);
      await api.register(newsletterAdminRoutes);
      await api.register(memberImportAdminRoutes);
      await api.register(claimAdminRoutes);
      await api.register(claimRoutes);
      await api.register(approvalAdminRoutes);
      await api.register(approvalRoutes);
      await api.register(insightsAdminRoutes);
      await api.register(ratingsAdminRoutes);
      await api.register(vocabularyAdminRoutes);
    },
    { prefix: '/app' },
  );

  // Public images and magazines: plain URLs, outside the API.
  await app.register(filesRoutes);
  // robots.txt and the sitemaps, also outside the API.
  await app.register(seoRoutes);
  await app.register(webPlugin, {
    webDir: config.webDir,
    template,
    render: template === null ? null : await loadServerRender(config.ssrEntry),
    pageHead: (request, lang) =>
      pageHead({ db: app.db, publicUrl: config.publicUrl, log: request.log }, request.url, lang),
  });
  return app;
}
