import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import type { SessionContext } from '../../plugins/session';
import { revokePersistentLogins } from '../auth/persistent-login-service';
import { consumeAttempt, LIMITS, limitKey, resetLimit } from '../rate-limit/rate-limit-service';
import { endUserLogins, type OpenedSession, renewToken } from '../session/session-service';
import { checkPasswordByDoc, checkPasswordById, updatePasswordHash } from './credentials-repository';

/** The customer with this CPF when the password is right (login); null otherwise, in the same time. */
export function checkPasswordOfDocument(db: Db, doc: string, password: string) {
  return checkPasswordByDoc(db, doc, password);
}

/**
 * Stores a new password hash (made before the transaction) and ends every other login of the
 * account: app sessions but `keep.sessionId`, persistent tokens but `keep.device`'s. Both the
 * password change and the recovery reset go through here, since whoever held the old password may
 * be logged in somewhere.
 */
export async function replacePassword(
  tx: Db,
  userId: number,
  passwordHash: string,
  keep: { sessionId: number; device?: string | null },
): Promise<void> {
  await updatePasswordHash(tx, userId, passwordHash);
  await endUserLogins(tx, userId, keep.sessionId);
  await revokePersistentLogins(tx, userId, keep.device);
}

/** The counter of wrong current passwords typed by a logged-in account, whatever the call. */
export const currentPasswordKey = (userId: number) => limitKey('password-change:customer', userId);

/**
 * The logged-in person's current password, asked again before a sensitive change: wrong is
 * AUT005 on `field`; 5 wrong in 15 min (password change and account deletion together) lock both
 * for 15 min, AUT002, so a session left open cannot be used to guess it.
 */
export async function assertCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  field: string,
  now = new Date(),
): Promise<void> {
  const key = currentPasswordKey(userId);
  // Counted before the check, so a burst of guesses checks no more than the limit; a right one clears.
  await consumeAttempt(db, key, LIMITS.passwordChangeUser, now);
  if (!(await checkPasswordById(db, userId, password))) {
    throw new AppError('AUT005', {}, { [field]: 'error.AUT005' });
  }
  await resetLimit(db, key);
}

/**
 * POST /credentials/update_access_password. The current password must be right
 * (assertCurrentPassword). Other logins of the account end, as after a reset; this session and
 * this device's persistent token stay, the session under a new token (answered), so whoever had
 * seen the old one is out too.
 */
export async function changePassword(
  db: Db,
  session: SessionContext & { userId: number },
  input: { current: string; password: string; lang: Lang },
  now = new Date(),
): Promise<{ message: string; token: OpenedSession['token'] }> {
  await assertCurrentPassword(db, session.userId, input.current, 'pswd_current', now);
  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    await replacePassword(tx, session.userId, passwordHash, {
      sessionId: session.id,
      device: session.device,
    });
    return renewToken(tx, session.id, now);
  });
  return { message: translate(input.lang, 'credentials.passwordChanged'), token };
}
