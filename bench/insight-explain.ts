/*
 * `npx tsx bench/insight-explain.ts`: the back-office dashboard's queries (issue 15, item 6) on a
 * database of benchmark size (bench/fill-catalogue.ts: 10,000 companies, 20,000 quote requests,
 * 60,000 recipients, ~30,000 proposals), each run under EXPLAIN ANALYZE for a 12- and a 52-week
 * period (52 weeks holds every bulk request), plus the whole call as the route runs it. Prints the
 * execution time PostgreSQL reports per query and the wall time of the service; figures in
 * BENCHMARKS.md (the load average is printed too: the figures scale with it). INSIGHT_PLANS=1 prints the plans too. Environment as run-bench.ts: BENCH_COMPANIES.
 */
import { loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import {
  answerFigures,
  answerLeast,
  busiestCategories,
  busiestCities,
  periodStart,
  weeklyCounts,
} from '../src/server/modules/admin/insight-repository';
import { insight } from '../src/server/modules/admin/insight-service';
import { openEmbeddedBench } from './bench-backends';
import { DEFAULT_SIZES, fillCatalogue } from './fill-catalogue';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const PLANS = process.env.INSIGHT_PLANS === '1';

/** A Db whose execute() runs EXPLAIN ANALYZE of the query instead, keeping the plan's lines. */
function explaining(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const res = await target.execute(sql`explain (analyze, buffers) ${query}`);
        plans.push(...res.rows.map((r) => String(Object.values(r)[0])));
        return { rows: [] };
      };
    },
  });
}

/** The execution times of every query the function ran, added (the weekly counts run five). */
const executionMs = (plan: string[]) =>
  plan
    .map((l) => /Execution Time: ([\d.]+) ms/.exec(l)?.[1])
    .filter((ms) => ms !== undefined)
    .reduce((sum, ms) => sum + Number(ms), 0);

async function explain(db: Db, name: string, run: (db: Db) => Promise<unknown>) {
  await run(db); // warm the cache: the dashboard is read on a running server
  const times: number[] = [];
  let last: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    last = [];
    await run(explaining(db, last));
    times.push(executionMs(last));
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(22)} median ${times[2].toFixed(1)} ms, max ${times[4].toFixed(1)} ms`);
  if (PLANS) console.log(last.map((l) => `      ${l}`).join('\n'));
}

async function main() {
  const bench = await openEmbeddedBench();
  try {
    const started = Date.now();
    await fillCatalogue(bench.handle, { ...DEFAULT_SIZES, companies: COMPANIES });
    console.log(`filled ${COMPANIES} companies in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const { db } = bench.handle;
    // What autovacuum does after a bulk load on a running server: sets the visibility map, so the
    // period indexes answer from the index alone.
    await db.execute(sql`vacuum analyze`);
    const counts = await db.execute(sql`select (select count(*) from companies) as companies,
      (select count(*) from quotes) as quotes, (select count(*) from quote_recipients) as recipients,
      (select count(*) from quote_proposals) as proposals`);
    console.log(
      counts.rows[0],
      'load average',
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    );
    for (const weeks of [12, 52]) {
      const { from } = await periodStart(db, weeks);
      console.log(`${weeks} weeks (from ${from.toISOString()}):`);
      await explain(db, 'weekly counts', (d) => weeklyCounts(d, from));
      await explain(db, 'answered + median', (d) => answerFigures(d, from));
      await explain(db, 'busiest categories', (d) => busiestCategories(d, from, 'pt-BR', 10));
      await explain(db, 'busiest cities', (d) => busiestCities(d, from, 10));
      await explain(db, 'answer least', (d) => answerLeast(d, from, 3, 10));
      const walls: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const t0 = performance.now();
        await insight(db, { weeks }, 'pt-BR');
        walls.push(performance.now() - t0);
      }
      walls.sort((a, b) => a - b);
      console.log(`  whole call (parallel)  median ${walls[2].toFixed(1)} ms, max ${walls[4].toFixed(1)} ms`);
    }
  } finally {
    await bench.drop();
  }
}

await main();
