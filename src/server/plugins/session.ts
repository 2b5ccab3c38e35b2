import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route. Every route under /app must declare it in `config.access`, or the server
 * refuses to start: a later route cannot forget it.
 * - public: no headers needed (a valid session is still attached when sent);
 * - session: an app session (`app-auth` + token headers);
 * - user: an app session with a logged-in user;
 * - editor / admin: a logged-in user holding that back-office role (admin covers editor), read
 *   from staff_roles on every call.
 */
export type Access = 'public' | 'session' | 'user' | 'editor' | 'admin';

/** The header carrying an app session's short-lived token (the other is `app-auth`). */
export const TOKEN_HEADER = 'app-token';

/** The app session a call's headers name, attached to the request by this plugin. */
export interface SessionContext {
  id: number;
  userId: number | null;
  device: string | null;
}

/**
 * What the plugin asks of the modules, handed in by app.ts (a plugin imports no module: the
 * session module checks the headers, the staff module the roles).
 */
export interface SessionPluginOptions {
  resolveSession(
    db: Db,
    opts: {
      appAuth: string | undefined;
      token: string | undefined;
      allowExpiredToken?: boolean;
      forUser?: boolean;
    },
  ): Promise<{ session: SessionContext; loginEnded: boolean }>;
  holdsRole(db: Db, customerId: number, role: 'editor' | 'admin'): Promise<boolean>;
}

/** Every route under /app with the access it declared, in registration order (the access test reads it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Only /session/info: renews an expired token. */
    allowExpiredToken?: boolean;
  }
  interface FastifyRequest {
    appSession: SessionContext | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The app session of a route declared 'session' or 'user' (the session hook has attached it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.appSession) throw new AppError('SES001');
  return request.appSession;
}

/** The logged-in user's id; routes declared `access: 'user'` always have one. */
export function userIdOf(request: FastifyRequest): number {
  const id = request.appSession?.userId;
  if (!id) throw new AppError('SES006');
  return id;
}

const UNGUARDED_PREFIXES = ['/app/docs'];

async function sessionPlugin(app: FastifyInstance, { resolveSession, holdsRole }: SessionPluginOptions) {
  app.decorateRequest('appSession', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/app')) return;
    if (UNGUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });

  // After the body is read, before it is validated: a fault of the request itself (malformed JSON
  // 400, too large 413) is answered as such whoever sends it (DECISIONS.md 3), and no handler or
  // validation runs without the session its route asks for.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config as { access?: Access; allowExpiredToken?: boolean };
    const access = config.access;
    if (!access) return;
    const appAuth = header(request, 'app-auth');
    const token = header(request, TOKEN_HEADER);
    if (access === 'public') {
      if (!appAuth || !token) return;
      try {
        request.appSession = (await resolveSession(app.db, { appAuth, token })).session;
      } catch {
        // A public call works without a session; a stale one is simply ignored.
      }
      return;
    }
    const forUser = access !== 'session';
    const { session, loginEnded } = await resolveSession(app.db, {
      appAuth,
      token,
      allowExpiredToken: config.allowExpiredToken,
      forUser,
    });
    request.appSession = session;
    if (forUser && session.userId === null) throw new AppError(loginEnded ? 'SES003' : 'SES006');
    if ((access === 'editor' || access === 'admin') && session.userId !== null) {
      if (!(await holdsRole(app.db, session.userId, access))) throw new AppError('STF001');
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'lang'] });
