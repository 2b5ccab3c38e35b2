import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { countStatements } from '../../test/count-statements';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { limitKey } from '../rate-limit/rate-limit-service';
import { flushCounts, InsightsCounter, QUIET_CALLS, type ReportCall } from './insights-counter';

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

describe('the counter rows written (a few calls of an address write none)', () => {
  const rowOf = async (key: string) =>
    (await t.db.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key}`)).rows[0]
      ?.count;

  it('counts an address’s first few calls in a window without a counter row', async () => {
    const key = limitKey('insights:address', '10.99.1.1');
    const c = counter();
    const before = await viewsOf(company.company.id);
    for (let i = 0; i < QUIET_CALLS - 1; i++) c.add(view(key));
    await c.flush();
    c.add(view(key));
    await c.flush();
    expect(await viewsOf(company.company.id)).toBe(before + QUIET_CALLS);
    expect(await rowOf(key)).toBeUndefined();
    // One more: the row is written with the quiet calls, and the cap counts them.
    for (let i = 0; i < RULE.max; i++) c.add(view(key));
    await c.flush();
    expect(await rowOf(key)).toBe(QUIET_CALLS + RULE.max);
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max);
    expect(c.add(view(key))).toBe(false);
  });

  it('holds across two processes once an address is past the few, up to the other’s quiet calls', async () => {
    const key = limitKey('insights:address', '10.99.1.2');
    const [a, b] = [counter(), counter()];
    const before = await viewsOf(company.company.id);
    for (let i = 0; i < 2; i++) a.add(view(key));
    for (let i = 0; i < 3; i++) b.add(view(key));
    await Promise.all([a.flush(), b.flush()]);
    expect(await rowOf(key)).toBeUndefined();
    for (let i = 0; i < RULE.max; i++) for (const c of [a, b]) c.add(view(key));
    await a.flush();
    await b.flush();
    // Both went past the few: their calls, quiet ones included, met on the counter. When a wrote,
    // the row did not know b's 3 quiet calls: those are the most the cap is exceeded by.
    expect(await rowOf(key)).toBe(5 + 2 * RULE.max);
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max + 3);
    // Past the cap, a process's calls count no more, even past the few in a new process.
    const third = counter();
    for (let i = 0; i < QUIET_CALLS + 1; i++) third.add(view(key));
    await third.flush();
    expect(await viewsOf(company.company.id)).toBe(before + RULE.max + 3);
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
