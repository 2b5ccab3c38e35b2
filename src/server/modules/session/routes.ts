import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionInfoResponse, sessionOpenResponse } from '../../../shared/schemas/envelope';
import { openSession, renewToken } from './session-service';

export default async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/session/open', {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'Open an app session', response: { 200: sessionOpenResponse } },
    handler: async () => ({ response: true as const, ...(await openSession(app.db)) }),
  });

  r.get('/session/info', {
    config: { access: 'session', allowExpiredToken: true },
    schema: {
      tags: ['session'],
      summary: 'Renew the token of the app session (accepts an expired one)',
      response: { 200: sessionInfoResponse },
    },
    handler: async (request) => {
      // The session hook guarantees appSession for access 'session'.
      const session = request.appSession as NonNullable<typeof request.appSession>;
      return { response: true as const, token: await renewToken(app.db, session.id) };
    },
  });
}
