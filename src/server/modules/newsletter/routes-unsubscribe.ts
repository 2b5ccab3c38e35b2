import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenField } from '../../../shared/schemas/common';
import { messageResponse } from '../../../shared/schemas/envelope';
import { tokenBody } from '../../../shared/schemas/newsletter';
import { unsubscribeNewsletter } from './newsletter-service';

/**
 * Unsubscribing from the newsletter without logging in (issue 15 item 5): the web page
 * /newsletter_unsubscribe/{token} calls the first route; mail programs call the second, named in
 * each issue's List-Unsubscribe header, with the one-click form post of RFC 8058.
 */
export default async function newsletterUnsubscribeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST carries `List-Unsubscribe=One-Click` as a form; the token in the path is all
  // that counts, so the form is read and ignored. Only in this plugin: every other call is JSON only.
  const ignoreForm = (_request: unknown, _body: unknown, done: (err: null, body: object) => void) =>
    done(null, {});
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignoreForm);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, ignoreForm);

  r.post('/newsletter/unsubscribe', {
    config: { access: 'public' },
    schema: {
      tags: ['newsletter'],
      summary:
        "Unsubscribe the address a newsletter issue was sent to, by the token of that issue's link; no login needed, a repeated call answers the same. Unknown token: NWS003",
      body: tokenBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await unsubscribeNewsletter(app.db, request.body.token, request.lang),
    }),
  });

  r.post('/newsletter/unsubscribe/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['newsletter'],
      summary:
        'One-click unsubscribe (RFC 8058) named in the List-Unsubscribe header of each issue: the mail program posts `List-Unsubscribe=One-Click`. Unknown token: NWS003',
      params: z.object({ token: tokenField }),
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await unsubscribeNewsletter(app.db, request.params.token, request.lang),
    }),
  });
}
