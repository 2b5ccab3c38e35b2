import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../shared/messages/translate';
import { tokenField } from '../../../shared/schemas/common';
import { messageResponse } from '../../../shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { turnDigestOff } from './insights-digest';

/**
 * Turning the monthly insights e-mail off without logging in (issue 35 item 3): the web page
 * /insights_digest_off/{token} (the e-mail's link) calls the first route after a click, mail
 * programs call the second (its List-Unsubscribe header, RFC 8058's one-click form post).
 */
export default async function insightsDigestOffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST carries `List-Unsubscribe=One-Click` as a form: only the token counts.
  const ignoreForm = (_request: unknown, _body: unknown, done: (err: null, body: object) => void) =>
    done(null, {});
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignoreForm);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, ignoreForm);

  const off = async (token: string, lang: Parameters<typeof translate>[0]) => {
    if (!(await turnDigestOff(app.db, token))) throw new AppError('INS001');
    return { response: true as const, message: translate(lang, 'company.insightsDigestOff') };
  };

  r.post('/insights/digest_off', {
    config: { access: 'public' },
    schema: {
      tags: ['company'],
      summary:
        "Turns a company's monthly insights e-mail off by the signed token of its link; no login, a repeated call answers the same. A token that is not one: INS001",
      body: z.object({ token: tokenField }),
      response: { 200: messageResponse },
    },
    handler: (request) => off(request.body.token, request.lang),
  });

  r.post('/insights/digest_off/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['company'],
      summary:
        'One-click (RFC 8058) off for the monthly insights e-mail, named in its List-Unsubscribe header. A token that is not one: INS001',
      params: z.object({ token: tokenField }),
      response: { 200: messageResponse },
    },
    handler: (request) => off(request.params.token, request.lang),
  });

  // A mail program without RFC 8058 opens the List-Unsubscribe address in a browser (GET): it is
  // sent to the page that asks first, since a GET must not turn anything off (mail scanners).
  r.get('/insights/digest_off/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['company'],
      summary:
        'The List-Unsubscribe address opened in a browser: redirects (303) to the page /insights_digest_off/{token}, which asks before turning the e-mail off',
      params: z.object({ token: tokenField }),
    },
    handler: (request, reply) =>
      reply.redirect(`/insights_digest_off/${encodeURIComponent(request.params.token)}`, 303),
  });
}
