/*
 * `npx tsx bench/company-insights.ts` (issue 35 item 5): what a year of counting costs at the
 * catalogue's benchmark size. bench/fill-catalogue.ts's 10,000 companies (BENCH_COMPANIES), each
 * with a row in company_daily_counts for every one of the last 365 São Paulo days (the most the
 * counting can write: every company viewed every day; the quote columns from the filled catalogue's
 * requests, as the insights-quote-counts job sets them), then:
 * - the storage: company_daily_counts with its indexes, in total and per company-year;
 * - the owner's insights call (insightsOf: 30 days, 12 months, peers' medians, opened searches) for
 *   300 random companies one at a time, then 300 others 8 at once, p50/p99 (goal p99 < 100 ms),
 *   none met before (so the peers' medians, cached an hour per company, are read each call), on a
 *   pool warmed to 8 connections as a running server's is (COLD_POOL=1: the first 8 open theirs);
 * - the association's view (listingInsights) 20 times, after the sums of its windows' past days
 *   were stored as the insights jobs store them once a day (that store timed on its own).
 * Prints the load average: the figures scale with it. Figures in BENCHMARKS.md.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import {
  listingInsights,
  storeListingWindows,
} from '../src/server/modules/insights/insights-listings-service';
import { insightsOf } from '../src/server/modules/insights/insights-service';
import { openEmbeddedBench } from './bench-backends';
import { DEFAULT_SIZES, fillCatalogue } from './fill-catalogue';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const CALLS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const bench = await openEmbeddedBench();
  try {
    const started = Date.now();
    await fillCatalogue(bench.handle, { ...DEFAULT_SIZES, companies: COMPANIES });
    const { db } = bench.handle;
    console.log(
      `filled ${COMPANIES} companies in ${((Date.now() - started) / 1000).toFixed(0)} s (load ${load()})`,
    );
    const t0 = Date.now();
    // Views, appearances and clicks that vary by company and day (so no page or index is unusually
    // compressible); the quote columns from the catalogue's real quote requests, as the job sets them.
    await db.execute(sql`insert into company_daily_counts (company_id, day, views, appearances, website_clicks,
        phone_clicks, whatsapp_clicks, email_clicks)
      select c.id, d::date, (c.id * 7 + i) % 40, (c.id * 13 + i) % 120, (c.id + i) % 5, (c.id + i) % 3,
        (c.id + i) % 4, (c.id + i) % 2
      from companies c, generate_series(0, 364) as i,
        lateral (select (now() at time zone 'America/Sao_Paulo')::date - i as d) days
      on conflict do nothing`);
    await db.execute(sql`select refresh_company_quote_counts(
      (now() at time zone 'America/Sao_Paulo')::date - 364, (now() at time zone 'America/Sao_Paulo')::date)`);
    await db.execute(sql`vacuum analyze company_daily_counts`);
    const size = await db.execute<{ rows: number; bytes: number }>(sql`select count(*)::int as rows,
      pg_total_relation_size('company_daily_counts')::float8 as bytes from company_daily_counts`);
    const { rows, bytes } = size.rows[0] ?? { rows: 0, bytes: 0 };
    console.log(
      `company_daily_counts: ${rows} rows written in ${((Date.now() - t0) / 1000).toFixed(0)} s; ` +
        `${(bytes / 1024 / 1024).toFixed(0)} MB with its indexes, ${(bytes / COMPANIES / 1024).toFixed(1)} KB per company-year`,
    );
    // Three sets of companies, none repeated: the peers' medians are cached an hour per company, and
    // an owner who opens the tab usually meets no cached value.
    const random = (
      await db.execute<{ id: number }>(
        sql`select id from companies order by random() limit ${2 * CALLS + 28}`,
      )
    ).rows.map((r) => r.id);
    const ids = random.slice(0, CALLS);
    const others = random.slice(CALLS, 2 * CALLS);
    const warm = random.slice(2 * CALLS);
    // A running server's warm state: its caches, and its pool's 8 connections open, with the
    // statements prepared on each (opening and preparing 7 more cost ~170 ms in the first batch).
    for (const id of warm.slice(0, 20)) await insightsOf(db, id, true);
    if (!process.env.COLD_POOL) await Promise.all(warm.slice(20).map((id) => insightsOf(db, id, true)));
    const one: number[] = [];
    for (const id of ids) {
      const s = performance.now();
      await insightsOf(db, id, true);
      one.push(performance.now() - s);
    }
    console.log(`owner's insights, one at a time (${CALLS} companies): ${summary(one)} (load ${load()})`);
    const eight: number[] = [];
    for (let i = 0; i < others.length; i += 8)
      await Promise.all(
        others.slice(i, i + 8).map(async (id) => {
          const s = performance.now();
          await insightsOf(db, id, true);
          eight.push(performance.now() - s);
        }),
      );
    console.log(`owner's insights, 8 at once: ${summary(eight)} (load ${load()})`);
    const stored = performance.now();
    await storeListingWindows(db, new Date(), true);
    console.log(
      `association's view, its windows' past days stored (once a day, by the insights jobs): ${(performance.now() - stored).toFixed(0)} ms (load ${load()})`,
    );
    const view: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const s = performance.now();
      await listingInsights(db, 'pt-BR');
      view.push(performance.now() - s);
    }
    console.log(`association's listings view, 20 calls: ${summary(view)} (load ${load()})`);
  } finally {
    await bench.drop();
  }
}

await main();
