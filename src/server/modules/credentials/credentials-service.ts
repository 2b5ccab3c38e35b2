import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { assertNotLocked, LIMITS, limitKey, recordHit, resetLimit } from '../../lib/rate-limit';
import { deletePersistentLogins } from '../auth/persistent-login-repository';
import { unbindUserSessions } from '../session/session-repository';
import { type OpenedSession, renewToken, type SessionContext } from '../session/session-service';
import { checkPasswordById, updatePasswordHash } from './credentials-repository';

/**
 * POST /credentials/update_access_password. The current password must be right (AUT005; 5 wrong
 * in 15 min lock the change for 15 min, AUT002). Other logins of the account end, as after a
 * reset; this session and this device's persistent token stay, the session under a new token
 * (answered), so whoever had seen the old one is out too.
 */
export async function changePassword(
  db: Db,
  session: SessionContext & { userId: number },
  input: { current: string; password: string; lang: Lang },
  now = new Date(),
): Promise<{ message: string; token: OpenedSession['token'] }> {
  const key = limitKey('password-change:customer', session.userId);
  await assertNotLocked(db, [key], now);
  if (!(await checkPasswordById(db, session.userId, input.current))) {
    await recordHit(db, key, LIMITS.passwordChangeUser, now);
    throw new AppError('AUT005', {}, { pswd_current: 'error.AUT005' });
  }
  await resetLimit(db, key);
  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    await updatePasswordHash(tx, session.userId, passwordHash);
    await unbindUserSessions(tx, session.userId, session.id);
    await deletePersistentLogins(tx, session.userId, session.device);
    return renewToken(tx, session.id, now);
  });
  return { message: translate(input.lang, 'credentials.passwordChanged'), token };
}
