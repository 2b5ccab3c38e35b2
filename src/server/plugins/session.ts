import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hasRole, rolesOf } from '../modules/admin/staff-repository';
import { resolveSession, type SessionContext, TOKEN_HEADER } from '../modules/session/session-service';

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

/** The logged-in user's id; routes declared `access: 'user'` always have one. */
export function userIdOf(request: FastifyRequest): number {
  const id = request.appSession?.userId;
  if (!id) throw new AppError('SES006');
  return id;
}

const UNGUARDED_PREFIXES = ['/app/docs'];

async function sessionPlugin(app: FastifyInstance) {
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
      if (!hasRole(await rolesOf(app.db, session.userId), access)) throw new AppError('STF001');
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'lang'] });
