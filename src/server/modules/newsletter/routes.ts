import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import { newsletterRegisterBody, tokenBody } from '../../../shared/schemas/newsletter';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { confirmNewsletter, registerNewsletter } from './newsletter-service';

export default async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/newsletter/register', {
    config: { access: 'session' },
    schema: {
      tags: ['newsletter'],
      summary: `E-mails a confirmation link (/newsletter_confirm/{token}) in the request language; a repeated sign-up before confirming sends a new one. Already subscribed: NWS002. More than ${LIMITS.newsletterEmail.max} sign-ups of one address (or ${LIMITS.newsletterAddress.max} from one client) per hour: AUT002`,
      body: newsletterRegisterBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await registerNewsletter(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        { email: request.body.email, lang: request.lang, ip: request.ip },
      ),
    }),
  });

  r.post('/newsletter/confirm', {
    config: { access: 'session' },
    schema: {
      tags: ['newsletter'],
      summary:
        'Subscribes the address of a confirmation link, once. Unknown or expired link: NWS001; address already subscribed (link used again, or another link of it): NWS002',
      body: tokenBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await confirmNewsletter(app.db, request.body.token, request.lang),
    }),
  });
}
