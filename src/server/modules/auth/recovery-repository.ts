import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import { TIMINGS } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { rateLimits } from '../../db/schema/sessions';
import { recoveryCodes } from '../../db/schema/tokens';

const live = (now: Date) =>
  and(
    eq(recoveryCodes.used, false),
    gt(recoveryCodes.expiresAt, now),
    lt(recoveryCodes.tries, TIMINGS.recoveryCodeTries),
  );

export async function findRecoveryTarget(
  db: Db,
  doc: string,
): Promise<{ id: number; name: string; email: string; lang: Lang } | undefined> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, lang: customers.lang })
    .from(customers)
    .where(eq(customers.doc, doc))
    .limit(1);
  return row;
}

/** Whether a live code with this hash exists, for anyone. */
export async function isCodeLive(db: Db, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.codeHash, codeHash), live(now)))
    .limit(1);
  return rows.length > 0;
}

/** One live code per account: a new one replaces whatever the account had. */
export async function replaceRecoveryCode(
  db: Db,
  values: { customerId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, values.customerId));
  await db.insert(recoveryCodes).values(values);
}

export async function findLiveCode(
  db: Db,
  codeHash: string,
  now: Date,
): Promise<{ id: number; customerId: number; doc: string } | undefined> {
  const [row] = await db
    .select({ id: recoveryCodes.id, customerId: recoveryCodes.customerId, doc: customers.doc })
    .from(recoveryCodes)
    .innerJoin(customers, eq(customers.id, recoveryCodes.customerId))
    .where(and(eq(recoveryCodes.codeHash, codeHash), live(now)))
    .limit(1);
  return row;
}

/** Spends a live code, atomically, so two calls with it cannot both pass. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used: true })
    .where(and(eq(recoveryCodes.id, id), live(now)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function deleteCodesOf(db: Db, customerId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
}

/**
 * The reset calls send the code alone, so a wrong code names no account. The app session that
 * asked for a code is remembered here (a counter row keyed by session and customer, whose count is
 * that session's wrong tries); its wrong tries are then charged to that account's live code.
 */
const sessionPrefix = (sessionId: number) => `recovery:session:${sessionId}:`;

export async function linkSessionToRecovery(db: Db, sessionId: number, customerId: number, now: Date) {
  await db
    .insert(rateLimits)
    .values({ key: `${sessionPrefix(sessionId)}${customerId}`, count: 0, windowStart: now })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now } });
}

export async function unlinkSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(rateLimits).where(like(rateLimits.key, `${sessionPrefix(sessionId)}%`));
}

/** Charges one wrong try to the live codes of the accounts this session asked codes for. */
export async function chargeWrongTry(db: Db, sessionId: number, now: Date): Promise<void> {
  const links = await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} + 1` })
    .where(like(rateLimits.key, `${sessionPrefix(sessionId)}%`))
    .returning({ key: rateLimits.key });
  for (const { key } of links) {
    const customerId = Number(key.slice(sessionPrefix(sessionId).length));
    if (!Number.isInteger(customerId)) continue;
    await db
      .update(recoveryCodes)
      .set({ tries: sql`${recoveryCodes.tries} + 1` })
      .where(and(eq(recoveryCodes.customerId, customerId), live(now)));
  }
}
