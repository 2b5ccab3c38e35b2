import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../session/session-service';

/** What the account services use of the app. */
export type AccountDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'config'>;

/** The app session of a route declared 'session' or 'user' (the session hook has attached it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.appSession) throw new AppError('SES001');
  return request.appSession;
}
