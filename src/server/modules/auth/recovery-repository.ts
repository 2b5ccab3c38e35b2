import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import { TIMINGS } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
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

/**
 * Records a session's request, replacing the one it made before, and ends the other sessions'
 * requests for the same CPF (one live code per CPF). The same two statements run whether or not
 * the CPF has an account (customerId null), so their time says nothing about it.
 */
export async function openRecoveryRequest(
  db: Db,
  values: {
    sessionId: number;
    docHash: string;
    customerId: number | null;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(recoveryCodes)
    .set({ used: true })
    .where(
      and(
        eq(recoveryCodes.docHash, values.docHash),
        eq(recoveryCodes.used, false),
        ne(recoveryCodes.sessionId, values.sessionId),
      ),
    );
  const fresh = { ...values, tries: 0, used: false, createdAt: new Date() };
  await db
    .insert(recoveryCodes)
    .values(fresh)
    .onConflictDoUpdate({ target: recoveryCodes.sessionId, set: fresh });
}

export interface SessionRequest {
  id: number;
  docHash: string;
  customerId: number | null;
  codeHash: string;
  /** The customer's CPF; null when the request named no account. */
  doc: string | null;
  live: boolean;
}

/** The latest recovery request of an app session, if it made one. */
export async function findSessionRequest(
  db: Db,
  sessionId: number,
  now: Date,
): Promise<SessionRequest | undefined> {
  const [row] = await db
    .select({
      id: recoveryCodes.id,
      docHash: recoveryCodes.docHash,
      customerId: recoveryCodes.customerId,
      codeHash: recoveryCodes.codeHash,
      doc: customers.doc,
      used: recoveryCodes.used,
      expiresAt: recoveryCodes.expiresAt,
      tries: recoveryCodes.tries,
    })
    .from(recoveryCodes)
    .leftJoin(customers, eq(customers.id, recoveryCodes.customerId))
    .where(eq(recoveryCodes.sessionId, sessionId))
    .limit(1);
  if (!row) return undefined;
  const { used, expiresAt, tries, ...request } = row;
  return { ...request, live: !used && expiresAt > now && tries < TIMINGS.recoveryCodeTries };
}

/**
 * Takes one try on this session's live code before it is compared, in one statement: of any burst
 * of guesses, only the first tries left find the code (its tries are counted first, then read).
 * Undefined when the session has no live code.
 */
export async function takeCodeTry(
  db: Db,
  sessionId: number,
  now: Date,
): Promise<{ id: number; customerId: number | null; codeHash: string } | undefined> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ tries: sql`${recoveryCodes.tries} + 1` })
    .where(and(eq(recoveryCodes.sessionId, sessionId), live(now)))
    .returning({
      id: recoveryCodes.id,
      customerId: recoveryCodes.customerId,
      codeHash: recoveryCodes.codeHash,
    });
  return row;
}

/** Uncounts the try of a right code, so checking it and then using it take one try between them. */
export async function giveBackCodeTry(db: Db, id: number): Promise<void> {
  await db
    .update(recoveryCodes)
    .set({ tries: sql`greatest(${recoveryCodes.tries} - 1, 0)` })
    .where(eq(recoveryCodes.id, id));
}

/** A wrong code sent by any session that asked for this CPF counts against its live code. */
export async function chargeWrongTry(db: Db, docHash: string, now: Date): Promise<void> {
  await db
    .update(recoveryCodes)
    .set({ tries: sql`${recoveryCodes.tries} + 1` })
    .where(and(eq(recoveryCodes.docHash, docHash), live(now)));
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

/** Every request for the account, of any session: the new password ends them all. */
export async function deleteCodesOf(db: Db, customerId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
}
