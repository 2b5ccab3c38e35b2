import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { CACHE_TTL_MS, cachedFor } from './companies-count-cache';

// The cache only uses the handle as a key, so any distinct object stands for a database.
const fakeDb = () => ({}) as Db;

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[Math.min(calls++, values.length - 1)],
    get calls() {
      return calls;
    },
  };
}

describe('cachedFor', () => {
  it('serves a total for CACHE_TTL_MS, then counts again', async () => {
    const db = fakeDb();
    const c = counter([7, 9]);
    expect(await cachedFor(db, 'k', c.count, 1_000)).toBe(7);
    expect(await cachedFor(db, 'k', c.count, 1_000 + CACHE_TTL_MS - 1)).toBe(7);
    expect(c.calls).toBe(1);
    expect(await cachedFor(db, 'k', c.count, 1_000 + CACHE_TTL_MS)).toBe(9);
    expect(c.calls).toBe(2);
  });

  it('keeps totals apart by filter and by database', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    expect(await cachedFor(a, 'x', async () => 1, 0)).toBe(1);
    expect(await cachedFor(a, 'y', async () => 2, 0)).toBe(2);
    expect(await cachedFor(b, 'x', async () => 3, 0)).toBe(3);
    expect(await cachedFor(a, 'x', async () => 99, 1)).toBe(1);
  });

  it('shares one count among the calls that ask while it runs', async () => {
    const db = fakeDb();
    let release: (n: number) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = cachedFor(db, 'k', slow, 0);
    const second = cachedFor(db, 'k', slow, 1);
    release(5);
    expect(await Promise.all([first, second])).toEqual([5, 5]);
    expect(calls).toBe(1);
  });

  it('does not keep a failed count (database down)', async () => {
    const db = fakeDb();
    await expect(cachedFor(db, 'k', async () => Promise.reject(new Error('down')), 0)).rejects.toThrow(
      'down',
    );
    expect(await cachedFor(db, 'k', async () => 4, 1)).toBe(4);
  });
});
