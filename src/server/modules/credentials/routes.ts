import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBody, changePasswordResponse } from '../../../shared/schemas/auth';
import { sessionOf, userIdOf } from '../../plugins/session';
import { changePassword } from './credentials-service';

export default async function credentialsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/credentials/update_access_password', {
    config: { access: 'user' },
    schema: {
      tags: ['credentials'],
      summary:
        "Changes the password. Wrong current password: AUT005 (5 in 15 min: AUT002). Ends the account's other logins and other devices' persistent tokens. This session stays logged in under a new token, answered as `token`: the old one stops working",
      body: changePasswordBody,
      response: { 200: changePasswordResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await changePassword(
        app.db,
        { ...sessionOf(request), userId: userIdOf(request) },
        { current: request.body.pswd_current, password: request.body.pswd, lang: request.lang },
      )),
    }),
  });
}
