import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginResponse,
  loginTokenBody,
  loginTokenResponse,
  recoverBody,
  recoverStatusResponse,
  saveNewPasswordBody,
  validateRecoveryTokenBody,
} from '../../../shared/schemas/auth';
import { emptyOk, messageResponse } from '../../../shared/schemas/envelope';
import { MINUTE_MS } from '../../../shared/time';
import { sessionOf } from '../../plugins/session';
import { LIMITS, SLOWDOWN } from '../rate-limit/rate-limit-service';
import { login, loginWithToken, logout, PERSISTENT_LOGIN_DAYS } from './auth-service';
import {
  hasPendingRecovery,
  RECOVERY_CODE_MINUTES,
  requestRecovery,
  saveNewPassword,
  validateRecoveryCode,
} from './recovery-service';

const minutes = (ms: number) => ms / MINUTE_MS;

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/login', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary: `Logs the app session in. Wrong CPF or password: AUT001 (one message for both). ${LIMITS.loginCpfAddress.max} failures for a CPF from one client, or ${LIMITS.loginAddress.max} from one client whatever the CPF, within ${minutes(LIMITS.loginCpfAddress.windowMs)} min lock that CPF from that client, or that client, for ${minutes(LIMITS.loginCpfAddress.lockMs)} min: AUT002; after ${LIMITS.loginCpfAddress.slowAfter} (${LIMITS.loginAddress.slowAfter}) failures each further one is answered up to ${SLOWDOWN.maxMs / 1000} s later. A CPF alone is never locked (anyone may type it): past ${LIMITS.loginCpf.slowAfter} failures for it from anywhere within ${minutes(LIMITS.loginCpf.windowMs)} min, every login to it, the right one too, waits ${SLOWDOWN.stepMs} ms more per failure, up to ${SLOWDOWN.maxMs / 1000} s. The session gets a new token, answered as token: the one used before the login stops working. With device (a UUID) also answers persistent, a token for /auth/login_token valid ${PERSISTENT_LOGIN_DAYS} days`,
      body: loginBody,
      response: { 200: loginResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await login(app.db, sessionOf(request), { ...request.body, ip: request.ip, lang: request.lang })),
    }),
  });

  r.post('/auth/login_token', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary:
        "Logs in again with the persistent token of this device. Unknown, expired, revoked or other device: AUT003. Like /auth/login, answers the session's new token",
      body: loginTokenBody,
      response: { 200: loginTokenResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await loginWithToken(app.db, sessionOf(request), request.body)),
    }),
  });

  r.delete('/auth/logout', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'],
      summary: "Ends the login and revokes this device's persistent token",
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await logout(app.db, sessionOf(request));
      return { response: true as const };
    },
  });

  r.post('/auth/recover', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary: `Same answer, in the same time, whether or not the CPF is registered; when it is, e-mails an 8-digit code valid ${RECOVERY_CODE_MINUTES} min that works only in this app session, replacing any earlier code for the CPF (of any session). ${LIMITS.recoverCpf.max} requests per CPF or ${LIMITS.recoverAddress.max} per client per hour: AUT002; past ${LIMITS.recoverCpf.slowAfter} for a CPF (${LIMITS.recoverAddress.slowAfter} for a client) each is answered up to ${SLOWDOWN.maxMs / 1000} s later`,
      body: recoverBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await requestRecovery(app, sessionOf(request), {
        document: request.body.document,
        ip: request.ip,
        lang: request.lang,
      }),
    }),
  });

  r.get('/auth/recover_status', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary:
        'pending: whether this app session asked for a recovery code (/auth/recover) that it can still use: not expired, used, replaced by a later request for the CPF or dead after 5 wrong tries. Says the same whether or not the CPF is registered',
      response: { 200: recoverStatusResponse },
    },
    handler: async (request) => ({
      response: true as const,
      pending: await hasPendingRecovery(app, sessionOf(request)),
    }),
  });

  r.post('/auth/validate_recv_token', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary: `Whether the recovery code is live for this app session (the one that called /auth/recover). Wrong, used, expired or asked for by another session: AUT004. Wrong codes count against the live code of the CPF this session asked for, whoever holds it (dead after 5), and the client (${LIMITS.recoveryCodeAddress.max} per ${minutes(LIMITS.recoveryCodeAddress.windowMs)} min, then AUT002)`,
      body: validateRecoveryTokenBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await validateRecoveryCode(app, sessionOf(request), { code: request.body.token, ip: request.ip });
      return { response: true as const };
    },
  });

  r.post('/auth/save_new_pswd', {
    config: { access: 'session' },
    schema: {
      tags: ['auth'],
      summary:
        'Sets a new password with the live recovery code of this app session (AUT004 otherwise, counted like validate_recv_token), spends the code and ends every other login of the account',
      body: saveNewPasswordBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await saveNewPassword(app, sessionOf(request), {
        code: request.body.token,
        password: request.body.pswd,
        ip: request.ip,
        lang: request.lang,
      }),
    }),
  });
}
