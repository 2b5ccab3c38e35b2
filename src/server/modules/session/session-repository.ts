import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSessions } from '../../db/schema/sessions';

export interface SessionRow {
  id: number;
  tokenHash: string;
  tokenExpiresAt: Date;
  userId: number | null;
  loginExpiresAt: Date | null;
  device: string | null;
  lastUsedAt: Date;
}

const columns = {
  id: appSessions.id,
  tokenHash: appSessions.tokenHash,
  tokenExpiresAt: appSessions.tokenExpiresAt,
  userId: appSessions.userId,
  loginExpiresAt: appSessions.loginExpiresAt,
  device: appSessions.device,
  lastUsedAt: appSessions.lastUsedAt,
};

export async function insertSession(
  db: Db,
  values: { authHash: string; tokenHash: string; tokenExpiresAt: Date },
): Promise<void> {
  await db.insert(appSessions).values(values);
}

export async function findSessionByAuthHash(db: Db, authHash: string): Promise<SessionRow | undefined> {
  const rows = await db.select(columns).from(appSessions).where(eq(appSessions.authHash, authHash)).limit(1);
  return rows[0];
}

export async function updateSession(
  db: Db,
  id: number,
  values: Partial<
    Pick<SessionRow, 'tokenHash' | 'tokenExpiresAt' | 'userId' | 'loginExpiresAt' | 'device' | 'lastUsedAt'>
  >,
): Promise<void> {
  await db.update(appSessions).set(values).where(eq(appSessions.id, id));
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(appSessions).where(eq(appSessions.id, id));
}

export async function deleteSessionsIdleSince(db: Db, before: Date): Promise<void> {
  await db.delete(appSessions).where(lt(appSessions.lastUsedAt, before));
}

/** Ends every login of a user (password reset), optionally sparing one app session. */
export async function unbindUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  const rows = await db
    .select({ id: appSessions.id })
    .from(appSessions)
    .where(eq(appSessions.userId, userId));
  for (const row of rows) {
    if (row.id === exceptSessionId) continue;
    await db
      .update(appSessions)
      .set({ userId: null, loginExpiresAt: null, device: null })
      .where(and(eq(appSessions.id, row.id), eq(appSessions.userId, userId)));
  }
}
