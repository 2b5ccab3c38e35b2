import { DAY_MS, HOUR_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import { type SessionContext, TOKEN_HEADER } from '../../plugins/session';
import {
  deleteSession,
  findSessionByAuthHash,
  insertSession,
  type SessionRow,
  unbindUserSessions,
  updateSession,
} from './session-repository';

export const TOKEN_TTL_MS = HOUR_MS;
export const APP_SESSION_TTL_MS = 30 * DAY_MS;
export const LOGIN_IDLE_TTL_MS = 12 * HOUR_MS;
// Writing last-use on every request would turn every read into a write; a minute of slack is harmless.
const TOUCH_EVERY_MS = 60 * 1000;

export interface OpenedSession {
  appAuth: string;
  token: { name: string; value: string };
}

export async function openSession(db: Db, now = new Date()): Promise<OpenedSession> {
  const appAuth = newSecret();
  const { token, columns } = freshToken(now);
  await insertSession(db, { authHash: hashSecret(appAuth), ...columns });
  return { appAuth, token };
}

export interface ResolveOptions {
  appAuth: string | undefined;
  token: string | undefined;
  /** /session/info renews an expired token, so it accepts one. */
  allowExpiredToken?: boolean;
  /**
   * The call needs the user: an ended login is reported (loginEnded) and cleared. Other calls see
   * no user but leave it in place, so the first call that needs the user still says why (SES003).
   */
  forUser?: boolean;
  now?: Date;
}

/**
 * Checks the headers of a call that needs an app session. Throws the session codes of DECISIONS.md 4.
 * A login idle for too long is ended here and reported as `loginEnded`.
 */
export async function resolveSession(
  db: Db,
  opts: ResolveOptions,
): Promise<{ session: SessionContext; loginEnded: boolean }> {
  const now = opts.now ?? new Date();
  if (!opts.appAuth) throw new AppError('SES001');
  const row = await findSessionByAuthHash(db, hashSecret(opts.appAuth));
  if (!row) throw new AppError('SES001');
  if (now.getTime() - row.lastUsedAt.getTime() > APP_SESSION_TTL_MS) {
    await deleteSession(db, row.id);
    throw new AppError('SES001');
  }
  if (!opts.token || hashSecret(opts.token) !== row.tokenHash) throw new AppError('SES002');
  if (!opts.allowExpiredToken && row.tokenExpiresAt.getTime() <= now.getTime()) throw new AppError('ATA002');

  let loginEnded = false;
  const changes: Parameters<typeof updateSession>[2] = {};
  const ended =
    row.userId !== null && row.loginExpiresAt !== null && row.loginExpiresAt.getTime() <= now.getTime();
  if (ended && opts.forUser) {
    loginEnded = true;
    Object.assign(changes, { userId: null, loginExpiresAt: null, device: null });
  }
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    changes.lastUsedAt = now;
    if (row.userId !== null && !ended) changes.loginExpiresAt = new Date(now.getTime() + LOGIN_IDLE_TTL_MS);
  }
  if (Object.keys(changes).length > 0) await updateSession(db, row.id, changes);
  return {
    session: { id: row.id, userId: ended ? null : row.userId, device: ended ? null : row.device },
    loginEnded,
  };
}

/** A new token for the session, and the columns that make it its only valid one. */
function freshToken(now: Date) {
  const value = newSecret();
  return {
    token: { name: TOKEN_HEADER, value },
    columns: { tokenHash: hashSecret(value), tokenExpiresAt: new Date(now.getTime() + TOKEN_TTL_MS) },
  };
}

/** Replaces the session's token (the old one stops working at once) and answers the new one. */
export async function renewToken(
  db: Db,
  sessionId: number,
  now = new Date(),
): Promise<OpenedSession['token']> {
  const { token, columns } = freshToken(now);
  await updateSession(db, sessionId, columns);
  return token;
}

/**
 * Binds a user to the app session (login) under a new token, which it answers: a token known
 * before the login (planted in the browser, or seen) does not reach the logged-in session
 * (session fixation).
 */
export async function bindUser(
  db: Db,
  sessionId: number,
  userId: number,
  device: string | null,
  now = new Date(),
): Promise<OpenedSession['token']> {
  const { token, columns } = freshToken(now);
  await updateSession(db, sessionId, {
    userId,
    device,
    loginExpiresAt: new Date(now.getTime() + LOGIN_IDLE_TTL_MS),
    lastUsedAt: now,
    ...columns,
  });
  return token;
}

export async function unbindUser(db: Db, sessionId: number): Promise<void> {
  await updateSession(db, sessionId, { userId: null, loginExpiresAt: null, device: null });
}

/**
 * After a password change or reset: every app session logged in as the user, but `keepSessionId`,
 * is told SES003 on its next call that needs the user (unbindUserSessions).
 */
export async function endUserLogins(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await unbindUserSessions(db, userId, keepSessionId);
}

export type { SessionRow };
