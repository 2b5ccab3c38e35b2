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
import { DEFAULT_PG_URL, filledBench } from './bench-backends';
import { benchApp } from './bench-server';
import { DEFAULT_SIZES } from './fill-catalogue';
import { listVariants } from './list-variants';

const CALLS = Number(process.argv[2] ?? 20);
const companies = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const { bench } = await filledBench(
  'postgres',
  { ...DEFAULT_SIZES, companies },
  { pgUrl: process.env.BENCH_PG_URL ?? DEFAULT_PG_URL, reuse: true },
);
const app = await benchApp(bench.url, 'off');
await app.ready();
try {
  const opened = (await app.inject({ method: 'GET', url: '/app/session/open' })).json<{
    appAuth: string;
    token: { name: string; value: string };
  }>();
  const headers = { 'app-auth': opened.appAuth, [opened.token.name]: opened.token.value };
  const info = (await app.inject({ method: 'GET', url: '/app/companies/list_info', headers })).json<{
    categories: { id: number }[];
  }>();
  const calls = [
    ...listVariants(info.categories[0].id).map(({ name, body }) => ({
      name,
      request: () => app.inject({ method: 'POST', url: '/app/companies/list', headers, payload: body }),
    })),
    {
      name: 'list_info',
      request: () => app.inject({ method: 'GET', url: '/app/companies/list_info', headers }),
    },
  ];
  const only = process.env.BENCH_ONLY?.split(',');
  // Sequential calls: the pool hands out its most recently used connection, so one connection
  // runs them all (and answers the question below).
  for (const { name, request } of calls) {
    if (only && !only.some((part) => name.includes(part))) continue;
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
  await app.close();
  await bench.drop();
}
