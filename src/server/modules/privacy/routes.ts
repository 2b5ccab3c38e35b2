import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import {
  deleteAccountBody,
  privacyConsentsResponse,
  privacyExportResponse,
  privacyReadableExportResponse,
} from '../../../shared/schemas/privacy';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { consentViews } from './consent-view-service';
import { deleteAccount } from './deletion-service';
import { exportPersonalData } from './export-service';
import { readableExportFile } from './readable-export-service';

/** The data subject's rights of LGPD Art. 18 (docs/decisions/0007-lgpd-rights.md). */
export default async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/privacy/export', {
    config: { access: 'user' },
    schema: {
      tags: ['privacy'],
      summary:
        'Everything the catalogue holds about the logged-in person, as one JSON document (LGPD Art. 18, II and V)',
      description:
        "`data` holds the customer record, the consent records (version and date of the terms of use and privacy policy accepted), the person's company with absolute links to its images, the quotes they asked for (attachments' names, questions, proposals, rating), the quotes their company received (its own questions and proposals), ratings given and received, notifications, the newsletter entry of their e-mail, their logins (app sessions, persistent logins), the e-mail confirmation links and recovery codes sent (dates only: never a password hash, token or code). Words (statuses, yes/no) are in the request's language. The web client saves it as a file.",
      response: { 200: privacyExportResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await exportPersonalData(app, userIdOf(request), request.lang),
    }),
  });

  r.get('/privacy/export_readable', {
    config: { access: 'user' },
    schema: {
      tags: ['privacy'],
      summary:
        "The same data as /privacy/export, as one HTML page for a person to read, in the request's language (base64 in content)",
      description:
        'Every field with a label, dates and times in São Paulo time, and each consent by the title and publication date of the text accepted (its archived version), never the fingerprint. The web client saves it as a file.',
      response: { 200: privacyReadableExportResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await readableExportFile(app, userIdOf(request), request.lang)),
    }),
  });

  r.get('/privacy/consents', {
    config: { access: 'user' },
    schema: {
      tags: ['privacy'],
      summary:
        "What the logged-in person agreed to: each consent with the text's title, version, publication date and when it was accepted",
      response: { 200: privacyConsentsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await consentViews(app.db, userIdOf(request), request.lang),
    }),
  });

  r.post('/privacy/delete_account', {
    config: { access: 'user' },
    schema: {
      tags: ['privacy'],
      summary: `Deletes the logged-in person's account after the current password (LGPD Art. 18, VI). Wrong password: AUT005 (fields.password); ${LIMITS.passwordChangeUser.max} wrong in 15 min, counted with the password change: AUT002`,
      description:
        "In one transaction: the person's open quotes are cancelled (their recipients notified), their CPF, e-mail and cellphone are masked (`***`) in every free text where they were typed, their company leaves the catalogue (its logo, cover and portfolio are deleted; its questions, proposals and received ratings stay on others' quotes, named by a neutral label), and the account, its notifications, consent records, recovery codes, confirmation links, persistent logins, newsletter entry and rate-limit counters are deleted. Quotes, attachments and ratings others depend on stay without an owner. Every login of the account ends (other sessions then get SES006); this app session stays open without a user. A confirmation e-mail goes to the account's address in its language.",
      body: deleteAccountBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await deleteAccount(app, userIdOf(request), {
        password: request.body.password,
        lang: request.lang,
      }),
    }),
  });
}
