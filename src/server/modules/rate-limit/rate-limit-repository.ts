import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/sessions';
import type { LimitRule } from './rate-limit-service';

/**
 * Counts one hit in one statement (safe with several processes). A hit after the window or after
 * a lock ended starts a new window; the hit that reaches `max` sets the lock. A hit while the key
 * is locked is counted past `max` and leaves the lock as it is (so its end never moves).
 */
export async function recordHit(
  db: Db,
  key: string,
  rule: LimitRule,
  now = new Date(),
): Promise<{ count: number; lockedUntil: Date | null }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, lockedUntil: firstLock(rule, 1, now) })
    .onConflictDoUpdate({ target: rateLimits.key, set: hitsSet(rule, sql`1`, now) })
    .returning({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil });
  return row;
}

/** A new counter's lock after its first `hits` hits: set when they reach `max`. */
export function firstLock(rule: LimitRule, hits: number, now: Date): Date | null {
  return rule.max !== undefined && hits >= rule.max ? new Date(now.getTime() + rule.lockMs) : null;
}

/**
 * The columns of a counter row after `hits` more hits at `now` (an ON CONFLICT DO UPDATE's set,
 * `hits` may be `excluded.count` for a batch): recordHit's rules for one hit or many at once.
 */
export function hitsSet(rule: LimitRule, hits: SQL, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEdge = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const locked = sql`coalesce(${rateLimits.lockedUntil} > ${at}, false)`;
  const restart = sql`(not ${locked} and (${rateLimits.windowStart} <= ${windowEdge} or ${rateLimits.lockedUntil} <= ${at}))`;
  const nextCount = sql`(case when ${restart} then ${hits} else ${rateLimits.count} + ${hits} end)`;
  const lockedUntil =
    rule.max === undefined
      ? sql`null`
      : sql`case when ${locked} then ${rateLimits.lockedUntil} when ${nextCount} >= ${rule.max} then ${new Date(now.getTime() + rule.lockMs).toISOString()}::timestamptz else null end`;
  return {
    count: nextCount,
    windowStart: sql`case when ${restart} then ${at} else ${rateLimits.windowStart} end`,
    lockedUntil,
  };
}

/**
 * Uncounts an attempt takeAttempts admitted that turned out not to be a failure (a right
 * password, a refusal by another key). A lock that attempt set, as the `max`-th, ends with it.
 */
export async function giveBack(db: Db, key: string, rule: LimitRule): Promise<void> {
  const unlock =
    rule.max === undefined
      ? sql`${rateLimits.lockedUntil}`
      : sql`case when ${rateLimits.count} - 1 < ${rule.max} then null else ${rateLimits.lockedUntil} end`;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)`, lockedUntil: unlock })
    .where(eq(rateLimits.key, key));
}

/** The hits a key holds in its current window (0 when it has none or the window has passed). */
export async function countInWindow(db: Db, key: string, rule: LimitRule, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, new Date(now.getTime() - rule.windowMs))));
  return row?.count ?? 0;
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
