import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persistentLogins } from '../../db/schema/sessions';

/** One token per user and device: logging in again on a device replaces its token. */
export async function replacePersistentLogin(
  db: Db,
  values: { userId: number; device: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(persistentLogins)
    .where(and(eq(persistentLogins.userId, values.userId), eq(persistentLogins.device, values.device)));
  await db.insert(persistentLogins).values(values);
}

/** The user of a live token bound to this device. */
export async function findPersistentLogin(
  db: Db,
  tokenHash: string,
  device: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: persistentLogins.userId })
    .from(persistentLogins)
    .where(
      and(
        eq(persistentLogins.tokenHash, tokenHash),
        eq(persistentLogins.device, device),
        gt(persistentLogins.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId;
}

export async function deletePersistentLoginsOfDevice(db: Db, userId: number, device: string): Promise<void> {
  await db
    .delete(persistentLogins)
    .where(and(eq(persistentLogins.userId, userId), eq(persistentLogins.device, device)));
}

/** Every device's token of a user, but the one of `exceptDevice` when given. */
export async function deletePersistentLogins(
  db: Db,
  userId: number,
  exceptDevice?: string | null,
): Promise<void> {
  await db
    .delete(persistentLogins)
    .where(
      and(
        eq(persistentLogins.userId, userId),
        exceptDevice ? ne(persistentLogins.device, exceptDevice) : undefined,
      ),
    );
}
