import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/count-statements';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { flushCounts } from './insights-counter';

/* Issue 35 items 1 and 6: what is counted, what is not, and that counts are written in batches. */

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0 A',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
];

let t: TestApp;
let visitor: SessionHeaders;
let company: TestCompanyUser;
let other: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t, 'Counting');
  company = await createCompanyUser(t, { categoryIds: [category] });
  other = await createCompanyUser(t, { categoryIds: [category] });
  visitor = await openSession(t.app);
});
afterAll(async () => {
  await t.close();
});

const report = (
  headers: SessionHeaders,
  userAgent: string | undefined,
  events: { company: string; kind: string }[],
) =>
  api(t, 'POST', '/insights/count', userAgent ? { ...headers, 'user-agent': userAgent } : headers, {
    events,
  });

async function countsOf(companyId: number) {
  await flushCounts(t.db.db);
  const rows = await t.db.db.execute<{
    views: number;
    appearances: number;
    website_clicks: number;
    phone_clicks: number;
    whatsapp_clicks: number;
    email_clicks: number;
  }>(
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(appearances), 0)::int as appearances,
      coalesce(sum(website_clicks), 0)::int as website_clicks, coalesce(sum(phone_clicks), 0)::int as phone_clicks,
      coalesce(sum(whatsapp_clicks), 0)::int as whatsapp_clicks, coalesce(sum(email_clicks), 0)::int as email_clicks
      from company_daily_counts where company_id = ${companyId}`,
  );
  return rows.rows[0];
}

describe('POST /insights/count', () => {
  it('counts a browser’s view, appearance and each contact link', async () => {
    const before = await countsOf(company.company.id);
    const kinds = ['view', 'appearance', 'website', 'phone', 'whatsapp', 'email'];
    const res = await report(
      visitor,
      BROWSER,
      kinds.map((kind) => ({ company: company.company.reqId, kind })),
    );
    expect(res.body.response).toBe(true);
    const after = await countsOf(company.company.id);
    expect(after).toEqual({
      views: before.views + 1,
      appearances: before.appearances + 1,
      website_clicks: before.website_clicks + 1,
      phone_clicks: before.phone_clicks + 1,
      whatsapp_clicks: before.whatsapp_clicks + 1,
      email_clicks: before.email_clicks + 1,
    });
  });

  it('does not count crawlers, link previewers or a request without a user agent', async () => {
    const before = await countsOf(company.company.id);
    for (const agent of [...CRAWLERS, undefined]) {
      const res = await report(visitor, agent, [{ company: company.company.reqId, kind: 'view' }]);
      expect(res.body.response).toBe(true);
    }
    expect(await countsOf(company.company.id)).toEqual(before);
  });

  it('does not count the company’s own owner, but counts another company’s owner', async () => {
    const mine = await countsOf(company.company.id);
    const theirs = await countsOf(other.company.id);
    await report(company.headers, BROWSER, [
      { company: company.company.reqId, kind: 'view' },
      { company: other.company.reqId, kind: 'view' },
    ]);
    expect((await countsOf(company.company.id)).views).toBe(mine.views);
    expect((await countsOf(other.company.id)).views).toBe(theirs.views + 1);
  });

  it('skips an unknown company with the same answer, and refuses a kind it does not know', async () => {
    const res = await report(visitor, BROWSER, [{ company: 'no-such-company', kind: 'view' }]);
    expect(res.body.response).toBe(true);
    const bad = await report(visitor, BROWSER, [{ company: company.company.reqId, kind: 'ip' }]);
    expect(bad.body).toMatchObject({ response: false, error: 'VAL001' });
    const nul = await report(visitor, BROWSER, [{ company: 'a\u0000b', kind: 'view' }]);
    expect(nul.status).toBe(200);
  });

  it('adds a burst of parallel reports in memory and writes them in one statement', async () => {
    const before = await countsOf(company.company.id);
    await Promise.all(
      Array.from({ length: 60 }, () =>
        report(visitor, BROWSER, [{ company: company.company.reqId, kind: 'view' }]),
      ),
    );
    const statements = await countStatements(t.db, () => flushCounts(t.db.db));
    expect(statements).toBe(1);
    expect((await countsOf(company.company.id)).views).toBe(before.views + 60);
  });

  it(`counts at most ${LIMITS.insightsAddress.max} reports from one client address under a parallel burst, answering the same`, async () => {
    const before = await countsOf(other.company.id);
    const send = (remoteAddress: string) =>
      call<{ response: boolean }>(t.app, {
        method: 'POST',
        url: '/app/insights/count',
        headers: { ...visitor, 'user-agent': BROWSER },
        payload: { events: [{ company: other.company.reqId, kind: 'view' }] },
        remoteAddress,
      });
    const burst = (n: number, address: string) => Promise.all(Array.from({ length: n }, () => send(address)));
    // All but the last 20 in batches the test database's pool takes, then one burst across the limit.
    for (let sent = 0; sent < LIMITS.insightsAddress.max - 20; sent += 20) await burst(20, '10.35.0.1');
    const last = await burst(40, '10.35.0.1');
    expect(last.every((answer) => answer.status === 200 && answer.body.response === true)).toBe(true);
    expect((await countsOf(other.company.id)).views).toBe(before.views + LIMITS.insightsAddress.max);
    // Another address is still counted.
    await send('10.35.0.2');
    expect((await countsOf(other.company.id)).views).toBe(before.views + LIMITS.insightsAddress.max + 1);
    // Each address has its counter row (so the cap holds across processes), keyed by a keyed
    // digest: no address is stored in clear.
    const rows = await t.db.db.execute<{ key: string; count: number }>(
      sql`select key, count from rate_limits where key like 'insights:address:%'`,
    );
    expect(rows.rows.filter((r) => r.key.includes('10.35.'))).toEqual([]);
    expect(rows.rows.find((r) => r.key === limitKey('insights:address', '10.35.0.2'))?.count).toBe(1);
  }, 120_000);

  it('needs an app session', async () => {
    const res = await report({}, BROWSER, [{ company: company.company.reqId, kind: 'view' }]);
    expect(res.body.response).toBe(false);
  });
});
