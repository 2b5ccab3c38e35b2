import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { CompanyInsights } from '../../../shared/schemas/insights';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { chooseAndRate } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  type QuoteScenario,
  quoteScenario,
} from '../../test/quote-fixtures';
import { flushSearchLog } from '../search-log/search-log-service';
import { dailyInsightsPass, refreshRecentQuoteCounts } from './insights-jobs';
import { rollUpDays } from './insights-jobs-repository';
import { monthStart } from './insights-service';

/* Issue 35 items 1, 2, 5 and 6: quote columns from the quote tables, the roll-up, the owner's read, no personal data. */

let t: TestApp;
let s: QuoteScenario;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, number | string>;
const COUNTS = [
  'views',
  'appearances',
  'website_clicks',
  'phone_clicks',
  'whatsapp_clicks',
  'email_clicks',
  'quotes_received',
  'quotes_answered',
  'quotes_won',
  'ratings',
];

async function insertDays(companyId: number, days: string[], seed: number) {
  for (const [i, day] of days.entries()) {
    const v = COUNTS.map((_, c) => 1 + ((seed + i * 7 + c * 3) % 11));
    await t.db.db.execute(sql`insert into company_daily_counts (company_id, day, ${sql.raw(COUNTS.join(', '))})
      values (${companyId}, ${day}::date, ${sql.join(
        v.map((n) => sql`${n}`),
        sql`, `,
      )})`);
  }
}

describe('quote columns', () => {
  it('counts received, answered, won and ratings on their São Paulo days', async () => {
    await chooseAndRate(t, s, 'Gears', 5, 'Fine work');
    await refreshRecentQuoteCounts(t.db.db);
    const today = saoPauloDay();
    const rows = await t.db.db.execute<Row>(sql`select quotes_received, quotes_answered, quotes_won, ratings
      from company_daily_counts where company_id = ${s.first.company.id} and day = ${today}::date`);
    expect(rows.rows[0]).toEqual({ quotes_received: 1, quotes_answered: 1, quotes_won: 1, ratings: 1 });
    const second =
      await t.db.db.execute<Row>(sql`select quotes_received, quotes_answered from company_daily_counts
      where company_id = ${s.second.company.id} and day = ${today}::date`);
    expect(second.rows[0]).toEqual({ quotes_received: 1, quotes_answered: 0 });
    // Again: set, not added.
    await refreshRecentQuoteCounts(t.db.db);
    const again = await t.db.db.execute<Row>(sql`select quotes_received from company_daily_counts
      where company_id = ${s.first.company.id} and day = ${today}::date`);
    expect(again.rows[0]).toEqual({ quotes_received: 1 });
  });
});

describe('roll-up', () => {
  it('moves days older than 13 months into months whose sums equal their days', async () => {
    const category = await createCategory(t, 'Rollup');
    const company = await createCompanyUser(t, { categoryIds: [category] });
    const today = saoPauloDay();
    const cutoff = monthStart(today, 13);
    const old = Array.from({ length: 70 }, (_, i) => addDays(cutoff, -1 - i * 3));
    const recent = [cutoff, addDays(today, -3), today];
    await insertDays(company.company.id, [...old, ...recent], 5);
    const sumsBefore = await t.db.db.execute<Row>(sql`
      select to_char(date_trunc('month', day), 'YYYY-MM-DD') as month, ${sql.raw(COUNTS.map((c) => `sum(${c})::int as ${c}`).join(', '))}
      from company_daily_counts where company_id = ${company.company.id} and day < ${cutoff}::date group by 1 order by 1`);
    expect(sumsBefore.rows.length).toBeGreaterThan(5);

    const moved = await dailyInsightsPass(t.db.db);
    expect(moved).toBeGreaterThanOrEqual(old.length);
    const months = await t.db.db.execute<Row>(sql`
      select to_char(month, 'YYYY-MM-DD') as month, ${sql.raw(COUNTS.join(', '))}
      from company_monthly_counts where company_id = ${company.company.id} order by 1`);
    expect(months.rows).toEqual(sumsBefore.rows);
    const left = await t.db.db.execute<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day
      from company_daily_counts where company_id = ${company.company.id} order by 1`);
    expect(left.rows.map((r) => r.day)).toEqual(recent);
    // A second pass has nothing to move and changes no month.
    expect(await rollUpDays(t.db.db, cutoff)).toBe(0);
  });
});

describe('POST /company/insights', () => {
  it('answers 30 days and 12 months beside the periods before, and the funnel beside its peers', async () => {
    const today = saoPauloDay();
    await insertDays(
      s.second.company.id,
      [addDays(today, -1), addDays(today, -40), addDays(today, -200), addDays(today, -380)],
      1,
    );
    const res = await api(t, 'POST', '/company/insights', s.second.headers);
    expect(res.body.response).toBe(true);
    const data = res.body.data as CompanyInsights;
    expect(data.days.points).toHaveLength(30);
    expect(data.days.points[29]?.period).toBe(today);
    expect(data.months.points).toHaveLength(12);
    expect(data.days.previous.views).toBeGreaterThan(0);
    expect(data.months.previous.views).toBeGreaterThan(0);
    expect(data.funnel.peers).toBeGreaterThanOrEqual(1);
    expect(data.digest).toBe(true);
  });

  it('shows the funnel beside the other companies’ median of its categories, and too little when so', async () => {
    const category = await createCategory(t, 'Funnel peers');
    const [me, ...others] = await Promise.all(
      Array.from({ length: 4 }, () => createCompanyUser(t, { categoryIds: [category] })),
    );
    const day = addDays(saoPauloDay(), -3);
    const quotes = async (companyId: number, received: number, answered: number, won: number) =>
      t.db.db.execute(sql`insert into company_daily_counts
        (company_id, day, quotes_received, quotes_answered, quotes_won)
        values (${companyId}, ${day}::date, ${received}, ${answered}, ${won})`);
    const read = async () =>
      ((await api(t, 'POST', '/company/insights', me.headers)).body.data as CompanyInsights).funnel;
    // Two requests, and only two other companies with any: no shares said, no median shown.
    await quotes(me.company.id, 2, 2, 1);
    await quotes(others[0].company.id, 10, 10, 10);
    await quotes(others[1].company.id, 10, 5, 0);
    expect(await read()).toMatchObject({
      received: 2,
      tooLittleData: true,
      peers: 2,
      peerAnsweredRate: null,
    });
    // A third company elsewhere (its medians are read once an hour per company: a fresh owner reads).
    const third = await createCompanyUser(t, { categoryIds: [category] });
    await quotes(others[2].company.id, 10, 8, 2);
    await quotes(third.company.id, 10, 10, 0);
    const funnel = ((await api(t, 'POST', '/company/insights', third.headers)).body.data as CompanyInsights)
      .funnel;
    // Third's peers: me (1, 0.5), others (1, 1), (0.5, 0), (0.8, 0.2); itself left out.
    expect(funnel).toMatchObject({ received: 10, answered: 10, won: 0, tooLittleData: false, peers: 4 });
    expect(funnel.peerAnsweredRate).toBeCloseTo(0.9);
    expect(funnel.peerWonRate).toBeCloseTo(0.35);
  });

  it('names the searches that opened the company, only those made by three sessions or more', async () => {
    const buyers = [s.visitor, await openSession(t.app, 'pt-BR'), await openSession(t.app, 'en')];
    const list = (headers: SessionHeaders, search: string) =>
      api(t, 'POST', '/companies/list', headers, { search });
    const open = (headers: SessionHeaders, search: string) =>
      api(t, 'POST', '/companies/search_opened', headers, { search, company: s.second.company.reqId });
    // Three sessions search "usinagem de eixos" and open the company; two search "eixo raro".
    for (const headers of buyers) {
      await list(headers, 'Usinagem de eixos');
      await open(headers, 'Usinagem de eixos');
    }
    for (const headers of buyers.slice(0, 2)) {
      await list(headers, 'eixo raro');
      await open(headers, 'eixo raro');
    }
    await flushSearchLog(t.db.db);
    const res = await api(t, 'POST', '/company/insights', s.second.headers);
    expect((res.body.data as CompanyInsights).searches).toEqual([{ words: 'usinagem de eixos', opened: 3 }]);
    // Another company sees none of them.
    const other = await api(t, 'POST', '/company/insights', s.first.headers);
    expect((other.body.data as CompanyInsights).searches).toEqual([]);
  });

  it('does not name a search made by one buyer on three days (three session-days, one session each day)', async () => {
    const today = saoPauloDay();
    for (const back of [1, 2, 3]) {
      const day = addDays(today, -back);
      await t.db.db.execute(sql`insert into search_log (day, lang, words, searches, sessions, found_nothing, results)
        values (${day}::date, 'pt-BR', 'flange sob medida', 1, 1, 0, 1)`);
      await t.db.db.execute(sql`insert into search_log_opens (day, lang, words, company_id, opens, sessions)
        values (${day}::date, 'pt-BR', 'flange sob medida', ${s.second.company.id}, 1, 1)`);
    }
    const res = await api(t, 'POST', '/company/insights', s.second.headers);
    const words = ((res.body.data as CompanyInsights).searches ?? []).map((x) => x.words);
    expect(words).not.toContain('flange sob medida');
    expect(words).toContain('usinagem de eixos');
  });

  it('says too little data for a new company, and refuses a caller without one', async () => {
    const res = await api(t, 'POST', '/company/insights', s.otherCompany.headers);
    expect((res.body.data as CompanyInsights).tooLittleData).toBe(true);
    const none = await api(t, 'POST', '/company/insights', s.otherCustomer.headers);
    expect(none.body).toMatchObject({ response: false, error: 'CMP003' });
    const visitor = await api(t, 'POST', '/company/insights', s.visitor);
    expect(visitor.body.response).toBe(false);
  });
});

describe('no personal data in the counting tables', () => {
  it('every column of every counting table is a company, a period or a count', async () => {
    const columns = await t.db.db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public'
        and table_name in ('company_daily_counts', 'company_monthly_counts', 'company_period_counts')
      order by table_name, ordinal_position`);
    const seen = new Set(columns.rows.map((c) => c.table_name));
    expect(seen).toEqual(
      new Set(['company_daily_counts', 'company_monthly_counts', 'company_period_counts']),
    );
    const periods: Record<string, string[]> = {
      company_daily_counts: ['day'],
      company_monthly_counts: ['month'],
      company_period_counts: ['first_day', 'last_day'],
    };
    for (const c of columns.rows) {
      if (c.column_name === 'company_id') expect(c.data_type).toBe('integer');
      else if (periods[c.table_name]?.includes(c.column_name)) expect(c.data_type).toBe('date');
      else {
        expect(COUNTS).toContain(c.column_name);
        expect(c.data_type).toBe('integer');
      }
    }
    // And the values: every company_id is a company's, never an account's.
    const owners = await t.db.db.execute<{
      n: number;
    }>(sql`select count(*)::int as n from company_daily_counts d
      where not exists (select 1 from companies c where c.id = d.company_id)`);
    expect(owners.rows[0]?.n).toBe(0);
  });
});
