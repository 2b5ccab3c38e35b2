import type { Db } from '../../db/client';
import { deletePersistentLogins } from './persistent-login-repository';

/**
 * The persistent-login tokens of a user, for other modules (credentials' password change): every
 * device's, but `keepDevice`'s when given (the device that made the change stays logged in).
 */
export async function revokePersistentLogins(
  db: Db,
  userId: number,
  keepDevice?: string | null,
): Promise<void> {
  await deletePersistentLogins(db, userId, keepDevice);
}
