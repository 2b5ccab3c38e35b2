import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { SessionUser } from '../../../shared/schemas/auth';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import type { SessionContext } from '../../plugins/session';
import { checkPasswordOfDocument } from '../credentials/credentials-service';
import {
  countInWindow,
  giveBack,
  LIMITS,
  limitKey,
  recordHit,
  resetLimit,
  slowDown,
  takeAttempts,
} from '../rate-limit/rate-limit-service';
import { bindUser, type OpenedSession, unbindUser } from '../session/session-service';
import { findSessionUser, type SessionUserRow } from './auth-repository';
import {
  deletePersistentLoginsOfDevice,
  findPersistentLogin,
  replacePersistentLogin,
} from './persistent-login-repository';

/** What the account services (auth, customer, privacy) use of the app. */
export type AccountDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'config'>;

type SessionToken = OpenedSession['token'];

export const PERSISTENT_LOGIN_DAYS = 90;

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    shortName: row.name.trim().split(/\s+/)[0] ?? '',
    company: row.companyId ?? 0,
    companyName: row.companyName ?? '',
    ...(row.roles.length > 0 ? { roles: row.roles } : {}),
  };
}

export const loginCpfKey = (doc: string) => limitKey('login:cpf', doc);
export const loginAddressKey = (ip: string) => limitKey('login:address', ip);
export const loginCpfAddressKey = (doc: string, ip: string) => limitKey('login:cpf-address', `${doc}@${ip}`);

export interface LoginInput {
  document: string;
  password: string;
  device: string | null;
  ip: string;
  lang: Lang;
}

/**
 * POST /auth/login. A wrong password and an unknown CPF give the same AUT001 after the same work;
 * both count against the CPF from this client address, the address and the CPF (rate-limit.ts).
 * The first two lock, and the attempt is taken on them before the password is checked (so a burst
 * checks no more than their `max`); a right password gives it back. The CPF alone only slows,
 * before the password is checked, so a guesser who stops waiting learns nothing and its owner,
 * elsewhere, still gets in.
 */
export async function login(
  db: Db,
  session: SessionContext,
  input: LoginInput,
  now = new Date(),
): Promise<{ message: string; register: SessionUser; token: SessionToken; persistent?: string }> {
  const pairKey = loginCpfAddressKey(input.document, input.ip);
  const addressKey = loginAddressKey(input.ip);
  const cpfKey = loginCpfKey(input.document);
  const taken = await takeAttempts(
    db,
    [
      { key: pairKey, rule: LIMITS.loginCpfAddress },
      { key: addressKey, rule: LIMITS.loginAddress },
    ],
    now,
  );
  await slowDown([{ count: await countInWindow(db, cpfKey, LIMITS.loginCpf, now), rule: LIMITS.loginCpf }]);
  const match = await checkPasswordOfDocument(db, input.document, input.password);
  if (!match) {
    await recordHit(db, cpfKey, LIMITS.loginCpf, now);
    await slowDown(taken);
    throw new AppError('AUT001');
  }
  await resetLimit(db, pairKey);
  await giveBack(db, addressKey, LIMITS.loginAddress);
  const row = await findSessionUser(db, match.id);
  if (!row) throw new AppError('AUT001');
  if (row.blockedAt) throw new AppError('BLK001');
  const register = toSessionUser(row);
  const persistent = input.device ? newSecret() : undefined;
  const token = await db.transaction(async (tx) => {
    if (persistent && input.device) {
      await replacePersistentLogin(tx, {
        userId: match.id,
        device: input.device,
        tokenHash: hashSecret(persistent),
        expiresAt: new Date(now.getTime() + PERSISTENT_LOGIN_DAYS * DAY_MS),
      });
    }
    return bindUser(tx, session.id, match.id, input.device, now);
  });
  const message = translate(input.lang, 'auth.loggedIn', { name: register.shortName });
  return { message, register, token, ...(persistent ? { persistent } : {}) };
}

/** POST /auth/login_token: a live token of this device logs its user in again (90 days from issue). */
export async function loginWithToken(
  db: Db,
  session: SessionContext,
  input: { token: string; device: string },
  now = new Date(),
): Promise<{ register: SessionUser; token: SessionToken }> {
  const userId = await findPersistentLogin(db, hashSecret(input.token), input.device, now);
  const row = userId === undefined ? undefined : await findSessionUser(db, userId);
  if (!row) throw new AppError('AUT003');
  if (row.blockedAt) throw new AppError('BLK001');
  const token = await bindUser(db, session.id, row.id, input.device, now);
  return { register: toSessionUser(row), token };
}

/** DELETE /auth/logout: ends the login and revokes the persistent token of the session's device. */
export async function logout(db: Db, session: SessionContext): Promise<void> {
  const { userId, device } = session;
  await db.transaction(async (tx) => {
    await unbindUser(tx, session.id);
    if (userId !== null && device) await deletePersistentLoginsOfDevice(tx, userId, device);
  });
}
