import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
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
  // Every call but a public one runs this first: built once (db/prepared.ts).
  const rows = await preparedOnce(db, 'session_by_auth', (db) =>
    db
      .select(columns)
      .from(appSessions)
      .where(eq(appSessions.authHash, sql.placeholder('authHash')))
      .limit(1)
      .prepare('session_by_auth'),
  ).execute({ authHash });
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

/**
 * Ends every login of a user (password change or reset), optionally sparing one app session. The
 * logins are expired rather than erased, so each of those sessions is told SES003 ("your login has
 * ended") on its next call that needs the user, as after 12 idle hours, instead of a bare SES006.
 */
export async function unbindUserSessions(
  db: Db,
  userId: number,
  exceptSessionId?: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(appSessions)
    .set({ loginExpiresAt: now })
    .where(
      and(
        eq(appSessions.userId, userId),
        exceptSessionId === undefined ? undefined : ne(appSessions.id, exceptSessionId),
      ),
    );
}
