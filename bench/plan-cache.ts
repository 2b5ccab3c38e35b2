/*
 * Whether PostgreSQL reuses a generic plan for each statement of the uncached `/companies/list`
 * variants and list_info, or plans every call anew (a custom plan each time costs the planning,
 * 0.3–1 ms for the list's statements): after CALLS sequential calls per variant, the counts of
 * pg_prepared_statements (generic_plans, custom_plans) of the connection that ran them.
 *
 * Usage: npx tsx bench/plan-cache.ts [calls per variant, default 20]
 * (BENCH_PG_URL, BENCH_COMPANIES as npm run bench; a copy of the filled template, as list-cost.ts;
 * BENCH_ONLY keeps the variants whose name holds one of its parts.)
 */
import { listCalls } from './list-calls';

const CALLS = Number(process.argv[2] ?? 20);
const { app, companies, calls, close } = await listCalls();
try {
  // Sequential calls: the pool hands out its most recently used connection, so one connection
  // runs them all (and answers the question below).
  for (const { request } of calls) {
    for (let i = 0; i < CALLS; i++) await request();
  }
  const { rows } = await app.dbHandle.pool.query<{ generic: number; custom: number; statement: string }>(
    `select generic_plans::int as generic, custom_plans::int as custom,
       regexp_replace(left(statement, 200), '\\s+', ' ', 'g') as statement
     from pg_prepared_statements order by custom_plans desc`,
  );
  console.log(
    `${companies} companies, ${CALLS} calls per variant\n\n| generic | custom | statement |\n|---:|---:|---|`,
  );
  for (const row of rows) console.log(`| ${row.generic} | ${row.custom} | ${row.statement.slice(0, 160)} |`);
} finally {
  await close();
}
