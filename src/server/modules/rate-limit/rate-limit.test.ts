import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { rateLimits } from '../../db/schema/sessions';
import { AppError } from '../../lib/app-error';
import { envelopeOf } from '../../plugins/errors';
import { openTestDb } from '../../test/harness';
import {
  consumeAttempt,
  countInWindow,
  giveBack,
  limitKey,
  recordHit,
  resetLimit,
  SLOWDOWN,
  slowDown,
  slowDownMs,
  takeAttempts,
  tooManyAttempts,
} from './rate-limit-service';

const MIN = 60_000;
const rule = { max: 3, windowMs: 10 * MIN, lockMs: 5 * MIN };
let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDb());
});
afterAll(async () => {
  await drop();
});

async function lockError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rate limits', () => {
  it('hashes the value in the key', () => {
    const key = limitKey('login:cpf', '52998224725');
    expect(key.startsWith('login:cpf:')).toBe(true);
    expect(key).not.toContain('52998224725');
    expect(limitKey('login:cpf', '52998224725')).toBe(key);
  });

  it('locks on the max-th hit within the window and tells the minutes left', async () => {
    const db = handle.db;
    const t0 = new Date('2030-01-01T10:00:00Z');
    const key = 'test:lock';
    expect((await recordHit(db, key, rule, t0)).lockedUntil).toBeNull();
    expect((await recordHit(db, key, rule, new Date(t0.getTime() + MIN))).count).toBe(2);
    const third = await recordHit(db, key, rule, new Date(t0.getTime() + 2 * MIN));
    expect(third.count).toBe(3);
    expect(third.lockedUntil?.toISOString()).toBe('2030-01-01T10:07:00.000Z');
    const attempts = [
      { key: 'test:lock-other', rule },
      { key, rule },
    ];
    const error = await lockError(takeAttempts(db, attempts, new Date(t0.getTime() + 3 * MIN)));
    expect(error.code).toBe('AUT002');
    expect(error.params).toEqual({ count: 4 });
    // The refused attempt did not move the lock, and the other key's attempt was given back.
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.lockedUntil?.toISOString()).toBe('2030-01-01T10:07:00.000Z');
    const [other] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:lock-other'));
    expect(other.count).toBe(0);
    // After the lock a new window starts.
    const after = await recordHit(db, key, rule, new Date(t0.getTime() + 8 * MIN));
    expect(after).toEqual({ count: 1, lockedUntil: null });
  });

  it('starts a new window when the old one has passed', async () => {
    const db = handle.db;
    const t0 = new Date('2030-02-01T10:00:00Z');
    const key = 'test:window';
    await recordHit(db, key, rule, t0);
    await recordHit(db, key, rule, new Date(t0.getTime() + MIN));
    const late = await recordHit(db, key, rule, new Date(t0.getTime() + 11 * MIN));
    expect(late).toEqual({ count: 1, lockedUntil: null });
  });

  it('keeps a lock to its end when the window that set it passes first', async () => {
    const db = handle.db;
    const t0 = new Date('2030-02-02T10:00:00Z');
    const key = 'test:lock-outlives-window';
    await recordHit(db, key, rule, t0);
    await recordHit(db, key, rule, new Date(t0.getTime() + 8 * MIN));
    // The third, at 9 min, locks until 14 min; at 11 min the window has passed, the lock has not.
    await recordHit(db, key, rule, new Date(t0.getTime() + 9 * MIN));
    expect((await lockError(consumeAttempt(db, key, rule, new Date(t0.getTime() + 11 * MIN)))).code).toBe(
      'AUT002',
    );
    await consumeAttempt(db, key, rule, new Date(t0.getTime() + 14 * MIN));
  });

  it('consumeAttempt counts every attempt and refuses once locked; reset clears', async () => {
    const db = handle.db;
    const now = new Date();
    const key = 'test:consume';
    await consumeAttempt(db, key, rule, now);
    await consumeAttempt(db, key, rule, now);
    await consumeAttempt(db, key, rule, now);
    expect((await lockError(consumeAttempt(db, key, rule, now))).code).toBe('AUT002');
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    // The refused attempt is counted past max; the lock set by the third stays as it was.
    expect(row.count).toBe(rule.max + 1);
    await resetLimit(db, key);
    await consumeAttempt(db, key, rule, now);
  });

  it('a rule without max never locks, only counts within its window', async () => {
    const db = handle.db;
    const t0 = new Date('2030-04-01T10:00:00Z');
    const key = 'test:slow-only';
    const slowOnly = { windowMs: 10 * MIN, slowAfter: 2 };
    for (let i = 0; i < 50; i++) expect((await recordHit(db, key, slowOnly, t0)).lockedUntil).toBeNull();
    expect(await takeAttempts(db, [{ key, rule: slowOnly }], t0)).toEqual([
      { key, rule: slowOnly, count: 51 },
    ]);
    expect(await countInWindow(db, key, slowOnly, new Date(t0.getTime() + 9 * MIN))).toBe(51);
    expect(await countInWindow(db, key, slowOnly, new Date(t0.getTime() + 10 * MIN))).toBe(0);
    expect(await countInWindow(db, 'test:never-hit', slowOnly, t0)).toBe(0);
    expect(slowDownMs(50, slowOnly)).toBe(SLOWDOWN.maxMs);
  });

  it('agrees across concurrent hits', async () => {
    const db = handle.db;
    const now = new Date();
    const key = 'test:concurrent';
    await Promise.all(Array.from({ length: 8 }, () => recordHit(db, key, { ...rule, max: 100 }, now)));
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    expect(row.count).toBe(8);
  });

  it('of a burst of parallel attempts, lets exactly max go on, however many there are', async () => {
    const db = handle.db;
    const now = new Date();
    const key = 'test:burst';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => takeAttempts(db, [{ key, rule }], now)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(rule.max);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as AppError).code).toBe('AUT002');
    }
  });

  it('giveBack uncounts an attempt and ends the lock the max-th one set', async () => {
    const db = handle.db;
    const now = new Date();
    const key = 'test:give-back';
    for (let i = 0; i < rule.max; i++) await consumeAttempt(db, key, rule, now);
    await giveBack(db, key, rule);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row).toMatchObject({ count: rule.max - 1, lockedUntil: null });
    await consumeAttempt(db, key, rule, now);
    expect((await lockError(consumeAttempt(db, key, rule, now))).code).toBe('AUT002');
    // Past max, a given-back attempt leaves the lock: the others were refused under it.
    await giveBack(db, key, rule);
    expect((await lockError(consumeAttempt(db, key, rule, now))).code).toBe('AUT002');
  });

  it('says "1 minute", not "1 minutes", when the lock is about to end', async () => {
    const db = handle.db;
    const t0 = new Date('2030-03-01T10:00:00Z');
    const key = 'test:one-minute';
    for (let i = 0; i < rule.max; i++) await recordHit(db, key, rule, t0);
    const nearEnd = new Date(t0.getTime() + rule.lockMs - 30_000);
    const error = await lockError(consumeAttempt(db, key, rule, nearEnd));
    expect(envelopeOf(error, 'en').message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(envelopeOf(error, 'pt-BR').message).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    const early = await lockError(consumeAttempt(db, key, rule, t0));
    expect(envelopeOf(early, 'en').message).toBe('Too many attempts. Please try again in 5 minutes.');
  });
});

describe('slowing down', () => {
  const slow = { ...rule, max: 10, slowAfter: 2 };

  it('says "1 minute" in the singular for the limits that count on their own (newsletter, company mail)', () => {
    expect(envelopeOf(tooManyAttempts(30_000), 'en').message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(envelopeOf(tooManyAttempts(60_000), 'pt-BR').message).toBe(
      'Muitas tentativas. Tente novamente em 1 minuto.',
    );
    expect(envelopeOf(tooManyAttempts(61_000), 'en').message).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it('answers the first failures at once, then a step more per failure, up to a cap', () => {
    expect([1, 2, 3, 4].map((count) => slowDownMs(count, slow))).toEqual([
      0,
      0,
      SLOWDOWN.stepMs,
      2 * SLOWDOWN.stepMs,
    ]);
    expect(slowDownMs(1000, slow)).toBe(SLOWDOWN.maxMs);
    expect(slowDownMs(1000, rule)).toBe(0);
  });

  it('waits for the slowest of the counters', async () => {
    const started = performance.now();
    await slowDown([
      { count: 1, rule: slow },
      { count: 5, rule: slow },
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * SLOWDOWN.stepMs - 5);
  });
});
