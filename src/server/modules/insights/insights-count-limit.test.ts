import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../shared/time';
import { type Db, openDb } from '../../db/client';
import { countStatements } from '../../test/count-statements';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { limitKey } from '../rate-limit/rate-limit-service';
import { pruneCounters } from './insights-count-repository';
import { ADDRESS_SCOPE } from './insights-count-service';
import { flushCounts, InsightsCounter, type ReportCall } from './insights-counter';

/*
 * Issue 35 item 1: a report costs no database work; the per-address limit is taken at the flush,
 * on the counters every process shares, so it holds across processes (two counters here, as two
 * server processes, on one database).
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const RULE = { max: 10, windowMs: 10 * MINUTE_MS, lockMs: 10 * MINUTE_MS };
const DAY = '2026-11-30';

let t: TestApp;
let visitor: SessionHeaders;
let company: TestCompanyUser;
let unclaimed: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t, 'Limits');
  company = await createCompanyUser(t, { categoryIds: [category] });
  unclaimed = await createCompanyUser(t, { categoryIds: [category] });
  await t.db.db.execute(
    sql`update companies set owner_id = null, accepts_quotes = false where id = ${unclaimed.company.id}`,
  );
  visitor = await openSession(t.app);
});
afterAll(async () => {
  await t.close();
});

async function viewsOf(companyId: number, day = DAY): Promise<number> {
  const rows = await t.db.db.execute<{ views: number }>(
    sql`select coalesce(sum(views), 0)::int as views from company_daily_counts
      where company_id = ${companyId} and day = ${day}::date`,
  );
  return rows.rows[0].views;
}

const silent = { warn: () => undefined } as never;
const counter = (db: Db = t.db.db) => new InsightsCounter(db, silent, RULE);
const view = (key: string, userId: number | null = null): ReportCall => ({
  key,
  userId,
  day: DAY,
  events: [{ company: company.company.reqId, kind: 'view' }],
});

describe('the per-address limit, taken at the flush', () => {
  it('holds across two processes flushing at once: max calls of an address count, no more', async () => {
    const key = limitKey('insights:address', '10.99.0.1');
    const [a, b] = [counter(), counter()];
    const before = await viewsOf(company.company.id);
    for (let i = 0; i < 8; i++) expect(a.add(view(key))).toBe(true);
    for (let i = 0; i < 8; i++) expect(b.add(view(key))).toBe(true);
    await Promise.all([a.flush(), b.flush()]);
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
    // The flush that reached max learnt the lock: that process drops the address's calls at once.
    const lockedHere = [a, b].filter((c) => !c.add(view(key)));
    expect(lockedHere).toHaveLength(1);
    // The other still takes them, and its flush counts none of them.
    for (const c of [a, b]) c.add(view(key));
    await Promise.all([a.flush(), b.flush()]);
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
    expect([a, b].every((c) => !c.add(view(key)))).toBe(true);
  });

  it('counts an address’s calls across flushes up to max, and keeps at most max of them waiting', async () => {
    const key = limitKey('insights:address', '10.99.0.2');
    const c = counter();
    const before = await viewsOf(company.company.id);
    for (let i = 0; i < 4; i++) c.add(view(key));
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(before + 4);
    const kept = Array.from({ length: 12 }, () => c.add(view(key)));
    expect(kept.filter(Boolean)).toHaveLength(RULE.max);
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
  });

  it('keeps a batch the database refused, its calls ranked before the later ones', async () => {
    const key = limitKey('insights:address', '10.99.0.3');
    let refuse = true;
    const flaky = new Proxy(t.db.db, {
      get(target, name, receiver) {
        if (name === 'execute' && refuse) {
          return () => {
            refuse = false;
            return new Promise((_, reject) => setTimeout(() => reject(new Error('database away')), 100));
          };
        }
        return Reflect.get(target, name, receiver);
      },
    });
    const c = counter(flaky);
    const before = await viewsOf(company.company.id);
    const beforeUnclaimed = await viewsOf(unclaimed.company.id);
    for (let i = 0; i < 9; i++) c.add(view(key));
    const refused = c.flush();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Two more while that flush waits: the 10th counts (on the unclaimed listing), the 11th is past max.
    c.add({ ...view(key), events: [{ company: unclaimed.company.reqId, kind: 'view' }] });
    c.add({ ...view(key), events: [{ company: unclaimed.company.reqId, kind: 'view' }] });
    await refused;
    expect(await viewsOf(company.company.id)).toBe(before);
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(before + 9);
    expect(await viewsOf(unclaimed.company.id)).toBe(beforeUnclaimed + 1);
  });

  it('counts an unclaimed listing’s views, and not an owner’s views of their own company', async () => {
    const key = limitKey('insights:address', '10.99.0.4');
    const c = counter();
    const [mine, theirs] = [await viewsOf(company.company.id), await viewsOf(unclaimed.company.id)];
    c.add({ ...view(key, company.id) });
    c.add({ ...view(key), events: [{ company: unclaimed.company.reqId, kind: 'view' }] });
    c.add({ ...view(key, company.id), events: [{ company: unclaimed.company.reqId, kind: 'view' }] });
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(mine);
    expect(await viewsOf(unclaimed.company.id)).toBe(theirs + 2);
  });
});

describe('exact across processes: every address has its counter row, pruned after its window', () => {
  const rowOf = async (key: string) =>
    (await t.db.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key}`)).rows[0]
      ?.count;

  it('caps an address at max under a burst from three processes, each with its own connections', async () => {
    // Three server processes: their own memory (counters) and their own pools on one database.
    const pools = await Promise.all(
      [0, 1, 2].map(() => openDb({ databaseUrl: t.db.url, maxConnections: 2 })),
    );
    try {
      const processes = pools.map((p) => counter(p.db));
      const key = limitKey('insights:address', '10.99.1.1');
      const before = await viewsOf(company.company.id);
      // A few calls in each first (under what any process alone would notice), then a burst of
      // flushes from all three at once, round after round.
      for (const c of processes) for (let i = 0; i < 3; i++) c.add(view(key));
      await Promise.all(processes.map((c) => c.flush()));
      expect(await rowOf(key)).toBe(9);
      for (let round = 0; round < 4; round++) {
        for (const c of processes) for (let i = 0; i < 3; i++) c.add(view(key));
        await Promise.all(processes.map((c) => c.flush()));
      }
      expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
      // Every process learnt the lock at its flush and drops the address's calls at once.
      expect(processes.every((c) => !c.add(view(key)))).toBe(true);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  });

  it('writes a one-off visitor’s row with its calls, in the flush’s one statement', async () => {
    const [one, two] = [limitKey('insights:address', '10.99.1.2'), limitKey('insights:address', '10.99.1.3')];
    const c = counter();
    c.add(view(one));
    for (let i = 0; i < 2; i++) c.add(view(two));
    expect(await countStatements(t.db, () => c.flush())).toBe(1);
    expect([await rowOf(one), await rowOf(two)]).toEqual([1, 2]);
  });

  it('deletes the rows whose window ended (not a locked one), and the next call starts anew', async () => {
    const key = limitKey('insights:address', '10.99.1.4');
    const locked = limitKey('insights:address', '10.99.1.5');
    const other = limitKey('login:address', '10.99.1.4');
    const start = new Date(Date.now() - RULE.windowMs - MINUTE_MS);
    await t.db.db.execute(sql`insert into rate_limits (key, count, window_start, locked_until) values
      (${key}, 3, ${start.toISOString()}::timestamptz, null),
      (${locked}, 12, ${start.toISOString()}::timestamptz, ${new Date(Date.now() + MINUTE_MS).toISOString()}::timestamptz),
      (${other}, 1, ${start.toISOString()}::timestamptz, null)`);
    const fresh = limitKey('insights:address', '10.99.1.6');
    const c = counter();
    c.add(view(fresh));
    await c.flush();
    expect(await pruneCounters(t.db.db, ADDRESS_SCOPE, RULE, new Date())).toBe(1);
    expect([await rowOf(key), await rowOf(locked), await rowOf(other), await rowOf(fresh)]).toEqual([
      undefined,
      12,
      1,
      1,
    ]);
    const before = await viewsOf(company.company.id);
    for (let i = 0; i < RULE.max + 2; i++) c.add(view(key));
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
  });
});

describe('a report’s cost', () => {
  it('is the same database work as a crawler’s report, which is dropped first', async () => {
    const send = (agent: string) =>
      countStatements(t.db, () =>
        api(
          t,
          'POST',
          '/insights/count',
          { ...visitor, 'user-agent': agent },
          {
            events: [{ company: company.company.reqId, kind: 'view' }],
          },
        ),
      );
    await send(BROWSER); // the session's first use may touch it
    expect(await send(BROWSER)).toBe(await send(CRAWLER));
    const statements = await countStatements(t.db, () => flushCounts(t.db.db));
    expect(statements).toBe(1);
  });
});
