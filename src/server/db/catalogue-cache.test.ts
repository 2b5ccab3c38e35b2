import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../shared/schemas/catalogue-read';
import { addCompany } from '../test/companies-fixtures';
import { rowsOf } from '../test/databases';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../test/harness';
import { bypassCatalogueCache, CACHE_TTL_MS, cachedFor, catalogueChanged } from './catalogue-cache';
import { type Db, type DbHandle, openDb } from './client';

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
  it('serves a value for CACHE_TTL_MS, then computes again', async () => {
    const db = fakeDb();
    const c = counter([7, 9]);
    expect(await cachedFor(db, 'k', c.count, 1_000)).toBe(7);
    expect(await cachedFor(db, 'k', c.count, 1_000 + CACHE_TTL_MS - 1)).toBe(7);
    expect(c.calls).toBe(1);
    expect(await cachedFor(db, 'k', c.count, 1_000 + CACHE_TTL_MS)).toBe(9);
    expect(c.calls).toBe(2);
  });

  it('keeps values apart by key and by database', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    expect(await cachedFor(a, 'x', async () => 1, 0)).toBe(1);
    expect(await cachedFor(a, 'y', async () => 2, 0)).toBe(2);
    expect(await cachedFor(b, 'x', async () => 3, 0)).toBe(3);
    expect(await cachedFor(a, 'x', async () => 99, 1)).toBe(1);
  });

  it('shares one computation among the calls that ask while it runs', async () => {
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

  it('does not keep a failure (database down)', async () => {
    const db = fakeDb();
    await expect(cachedFor(db, 'k', async () => Promise.reject(new Error('down')), 0)).rejects.toThrow(
      'down',
    );
    expect(await cachedFor(db, 'k', async () => 4, 1)).toBe(4);
  });

  it('forgets everything of a database when its catalogue changes, and only of that one', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    await cachedFor(a, 'k', async () => 1, 0);
    await cachedFor(b, 'k', async () => 1, 0);
    catalogueChanged(a);
    expect(await cachedFor(a, 'k', async () => 2, 1)).toBe(2);
    expect(await cachedFor(b, 'k', async () => 2, 1)).toBe(1);
  });

  it('computes every call afresh for a bypassed database', async () => {
    const db = fakeDb();
    bypassCatalogueCache(db);
    const c = counter([1, 2]);
    expect(await Promise.all([cachedFor(db, 'k', c.count, 0), cachedFor(db, 'k', c.count, 0)])).toEqual([
      1, 2,
    ]);
  });

  it('does not hand a computation that started before a change to callers after it', async () => {
    const db = fakeDb();
    let release: (n: number) => void = () => {};
    const before = cachedFor(
      db,
      'k',
      () =>
        new Promise<number>((resolve) => {
          release = resolve;
        }),
      0,
    );
    catalogueChanged(db);
    const after = cachedFor(db, 'k', async () => 2, 1);
    release(1);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await cachedFor(db, 'k', async () => 3, 2)).toBe(2);
  });
});

interface ListAnswer {
  data: CompanySummary[];
}

/** Writes as another server process would: through a pool of its own, never calling catalogueChanged(). */
async function otherWriter(handle: DbHandle): Promise<{ db: Db; close(): Promise<void> }> {
  const other = await openDb({ databaseUrl: handle.url });
  return { db: other.db, close: () => other.close() };
}

// Well under CACHE_TTL_MS: an answer that changes this fast was dropped by a notification.
const NOTIFIED_WITHIN_MS = 1_500;

describe('cached catalogue answers follow changes from any process', () => {
  let t: TestApp;
  let headers: SessionHeaders;
  let company: { id: number; reqId: string };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await openSession(t.app, 'en');
    company = await addCompany(t.db, { tradeName: 'Quokka Forjados', rate: null });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const namesFound = async (search: string) =>
    (
      await call<ListAnswer>(t.app, {
        method: 'POST',
        url: '/app/companies/list',
        headers,
        payload: { page: 1, search },
      })
    ).body.data.map((c) => c.name);

  const pageName = async () =>
    (
      await call<{ data: { tradeName: string } }>(t.app, {
        method: 'POST',
        url: '/app/companies/info',
        headers,
        payload: { req_id: company.reqId },
      })
    ).body.data.tradeName;

  async function rename(name: string) {
    const writer = await otherWriter(t.db);
    try {
      await writer.db.execute(sql`update companies set trade_name = ${name} where id = ${company.id}`);
    } finally {
      await writer.close();
    }
  }

  async function eventually(read: () => Promise<unknown>, expected: unknown) {
    const deadline = Date.now() + NOTIFIED_WITHIN_MS;
    let last = await read();
    while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = await read();
    }
    expect(last).toEqual(expected);
  }

  it('drops a cached page and company page when another process renames the company', async () => {
    expect(await namesFound('quokka')).toEqual(['Quokka Forjados']);
    expect(await pageName()).toBe('Quokka Forjados');
    await rename('Quokka Fundidos');
    await eventually(() => namesFound('quokka'), ['Quokka Fundidos']);
    await eventually(pageName, 'Quokka Fundidos');
  });

  it('listens again after its connection is cut', async () => {
    const writer = await otherWriter(t.db);
    try {
      const cut = await writer.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      expect(rowsOf<{ done: boolean }>(cut)).toEqual([{ done: true }]);
    } finally {
      await writer.close();
    }
    // The listener comes back after about a second; then a change reaches the cache again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await namesFound('quokka')).toHaveLength(1);
    await rename('Quokka Laminados');
    await eventually(() => namesFound('quokka'), ['Quokka Laminados']);
  });
});
