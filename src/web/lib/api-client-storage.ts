import type { z } from 'zod';
import type { SessionOpenResponse, tokenSchema } from '../../shared/schemas/envelope';

/** Local storage keys of the app session (PRODUCT.md 3). */
export const APP_AUTH_KEY = 'app-auth';
export const APP_TOKEN_KEY = 'app-token';

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionToken = z.infer<typeof tokenSchema>;

/** What GET /session/open answers (PRODUCT.md 3), as stored. */
export type AppSession = Omit<SessionOpenResponse, 'response'>;

// RFC 9110 token characters: the server chooses the header name, and a bad one would make every
// `new Headers()` throw, so it is checked before it is trusted.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function isUsableToken(token: SessionToken): boolean {
  return HEADER_NAME.test(token.name) && token.value.length > 0;
}

/**
 * The token of a session answer or of storage, checked by hand: zod stays out of the code every
 * page loads first (the page-weight budget), and the shape is the shared schema's type.
 */
export function readToken(value: unknown): SessionToken | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, value: tokenValue } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof tokenValue !== 'string') return null;
  const token = { name, value: tokenValue };
  return isUsableToken(token) ? token : null;
}

export function loadSession(storage: SessionStorageLike): AppSession | null {
  const appAuth = storage.getItem(APP_AUTH_KEY);
  const rawToken = storage.getItem(APP_TOKEN_KEY);
  if (!appAuth || !rawToken) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawToken);
  } catch {
    return null;
  }
  const token = readToken(json);
  return token ? { appAuth, token } : null;
}

export function saveSession(storage: SessionStorageLike, session: AppSession): void {
  storage.setItem(APP_AUTH_KEY, session.appAuth);
  storage.setItem(APP_TOKEN_KEY, JSON.stringify(session.token));
}

export function forgetSession(storage: SessionStorageLike): void {
  storage.removeItem(APP_AUTH_KEY);
  storage.removeItem(APP_TOKEN_KEY);
}
