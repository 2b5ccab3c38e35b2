import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/sessions';
import { AppError } from './app-error';
import { hashSecret } from './ids';

/**
 * Brute-force brakes (DECISIONS.md 4): a counter per key in the database, so every server process
 * sharing it agrees. When `max` hits fall within `windowMs` of the window's first hit, the key is
 * locked for `lockMs` and calls on it answer AUT002 with the minutes left.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
  lockMs: number;
  /**
   * Failures answered at once; each one past this many within the window is answered later
   * (see slowDown), so a script is slowed before the lock refuses it.
   */
  slowAfter?: number;
}

const MINUTE = 60_000;

/**
 * The numbers, chosen so a person who mistypes never meets them and a script gets a handful of
 * guesses per quarter hour:
 * - login: 5 failures per CPF or 20 per client address in 15 min lock for 15 min; a successful
 *   login clears the CPF's counter (not the address's, which a shared office may fill); from the
 *   3rd failure of a CPF (16th of an address) each failure is answered more slowly;
 * - recovery: 3 requests per CPF or 10 per address in an hour lock for an hour (each one mails),
 *   slowed from the 2nd for a CPF and the 6th from an address;
 * - recovery codes: 10 wrong codes per address in 30 min lock for 30 min (per-code tries are
 *   counted on the code itself, 5 at most), slowed from the 6th;
 * - registration: 10 per address or 5 per CPF in an hour lock for an hour;
 * - confirmation resends: 5 per account in an hour;
 * - password change: 5 wrong current passwords per account in 15 min lock for 15 min.
 */
export const LIMITS = {
  loginCpf: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, slowAfter: 2 },
  loginAddress: { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, slowAfter: 15 },
  recoverCpf: { max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, slowAfter: 1 },
  recoverAddress: { max: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, slowAfter: 5 },
  recoveryCodeAddress: { max: 10, windowMs: 30 * MINUTE, lockMs: 30 * MINUTE, slowAfter: 5 },
  registerAddress: { max: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  registerCpf: { max: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  emailResendUser: { max: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  passwordChangeUser: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** A counter's key; the value (CPF, address) is hashed so the table holds no personal data. */
export function limitKey(scope: string, value: string | number): string {
  return `${scope}:${hashSecret(String(value))}`;
}

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  // "1 minutes" would read wrong in both languages.
  return new AppError('AUT002', { minutes }, undefined, minutes === 1 ? 'error.AUT002.oneMinute' : undefined);
}

/** Throws AUT002 when any of the keys is locked, naming the longest wait. */
export async function assertNotLocked(db: Db, keys: readonly string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.lockedUntil, now)));
  const until = rows.reduce<Date | null>(
    (latest, row) => (row.lockedUntil && (!latest || row.lockedUntil > latest) ? row.lockedUntil : latest),
    null,
  );
  if (until) throw lockedError(until, now);
}

/**
 * Counts one hit in one statement (safe with several processes). A hit after the window or after
 * a lock ended starts a new window; the hit that reaches `max` sets the lock.
 */
export async function recordHit(
  db: Db,
  key: string,
  rule: LimitRule,
  now = new Date(),
): Promise<{ count: number; lockedUntil: Date | null }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEdge = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  const restart = sql`(${rateLimits.windowStart} <= ${windowEdge} or ${rateLimits.lockedUntil} <= ${at})`;
  const nextCount = sql`(case when ${restart} then 1 else ${rateLimits.count} + 1 end)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, lockedUntil: rule.max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: nextCount,
        windowStart: sql`case when ${restart} then ${at} else ${rateLimits.windowStart} end`,
        lockedUntil: sql`case when ${nextCount} >= ${rule.max} then ${lockEnd.toISOString()}::timestamptz when ${restart} then null else ${rateLimits.lockedUntil} end`,
      },
    })
    .returning({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil });
  return row;
}

/** For calls where every attempt counts (recovery, registration): refuse when locked, else count. */
export async function consumeAttempt(db: Db, key: string, rule: LimitRule, now = new Date()): Promise<void> {
  await assertNotLocked(db, [key], now);
  await recordHit(db, key, rule, now);
}

/** Extra wait per failure past `slowAfter`, and the most a single answer waits. */
export const SLOWDOWN = { stepMs: 250, maxMs: 2000 } as const;

/** How long to hold back the answer to a failure that brought a counter to `count`. */
export function slowDownMs(count: number, rule: LimitRule): number {
  if (rule.slowAfter === undefined || count <= rule.slowAfter) return 0;
  return Math.min(SLOWDOWN.maxMs, (count - rule.slowAfter) * SLOWDOWN.stepMs);
}

/**
 * Holds back the answer to a failure by the longest wait any of its counters asks for. Sequential
 * guessing gets slower; parallel guessing gains nothing, since the counters (and so the lock) are
 * shared by every request in the database.
 */
export async function slowDown(hits: ReadonlyArray<{ count: number; rule: LimitRule }>): Promise<void> {
  const ms = Math.max(0, ...hits.map((hit) => slowDownMs(hit.count, hit.rule)));
  if (ms > 0) await sleep(ms);
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
