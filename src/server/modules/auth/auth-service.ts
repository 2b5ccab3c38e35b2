import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { StaffRole } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import { assertNotLocked, LIMITS, limitKey, recordHit, resetLimit, slowDown } from '../../lib/rate-limit';
import { checkPasswordByDoc } from '../credentials/credentials-repository';
import { bindUser, type SessionContext, unbindUser } from '../session/session-service';
import { findSessionUser, type SessionUserRow } from './auth-repository';
import {
  deletePersistentLoginsOfDevice,
  findPersistentLogin,
  replacePersistentLogin,
} from './persistent-login-repository';

export const PERSISTENT_LOGIN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The session user record of PRODUCT.md section 3 (`register` in the login answers). */
export interface SessionUser {
  id: number;
  shortName: string;
  /** The id of the company the user owns, or 0 (DECISIONS.md 5). */
  company: number;
  companyName: string;
  /** Only for staff (optional, after the spec). */
  roles?: StaffRole[];
}

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

export interface LoginInput {
  document: string;
  password: string;
  device: string | null;
  ip: string;
  lang: Lang;
}

/**
 * POST /auth/login. A wrong password and an unknown CPF give the same AUT001 after the same work;
 * both count against the CPF and the client address, and repeated ones are answered ever later
 * until the lock (rate-limit.ts). With a device, a persistent token is issued.
 */
export async function login(
  db: Db,
  session: SessionContext,
  input: LoginInput,
  now = new Date(),
): Promise<{ message: string; register: SessionUser; persistent?: string }> {
  const cpfKey = loginCpfKey(input.document);
  const addressKey = loginAddressKey(input.ip);
  await assertNotLocked(db, [cpfKey, addressKey], now);
  const match = await checkPasswordByDoc(db, input.document, input.password);
  if (!match) {
    const cpfHit = await recordHit(db, cpfKey, LIMITS.loginCpf, now);
    const addressHit = await recordHit(db, addressKey, LIMITS.loginAddress, now);
    await slowDown([
      { count: cpfHit.count, rule: LIMITS.loginCpf },
      { count: addressHit.count, rule: LIMITS.loginAddress },
    ]);
    throw new AppError('AUT001');
  }
  await resetLimit(db, cpfKey);
  const row = await findSessionUser(db, match.id);
  if (!row) throw new AppError('AUT001');
  const register = toSessionUser(row);
  const persistent = input.device ? newSecret() : undefined;
  await db.transaction(async (tx) => {
    if (persistent && input.device) {
      await replacePersistentLogin(tx, {
        userId: match.id,
        device: input.device,
        tokenHash: hashSecret(persistent),
        expiresAt: new Date(now.getTime() + PERSISTENT_LOGIN_DAYS * DAY_MS),
      });
    }
    await bindUser(tx, session.id, match.id, input.device, now);
  });
  const message = translate(input.lang, 'auth.loggedIn', { name: register.shortName });
  return { message, register, ...(persistent ? { persistent } : {}) };
}

/** POST /auth/login_token: a live token of this device logs its user in again (90 days from issue). */
export async function loginWithToken(
  db: Db,
  session: SessionContext,
  input: { token: string; device: string },
  now = new Date(),
): Promise<{ register: SessionUser }> {
  const userId = await findPersistentLogin(db, hashSecret(input.token), input.device, now);
  const row = userId === undefined ? undefined : await findSessionUser(db, userId);
  if (!row) throw new AppError('AUT003');
  await bindUser(db, session.id, row.id, input.device, now);
  return { register: toSessionUser(row) };
}

/** DELETE /auth/logout: ends the login and revokes the persistent token of the session's device. */
export async function logout(db: Db, session: SessionContext): Promise<void> {
  const { userId, device } = session;
  await db.transaction(async (tx) => {
    await unbindUser(tx, session.id);
    if (userId !== null && device) await deletePersistentLoginsOfDevice(tx, userId, device);
  });
}
