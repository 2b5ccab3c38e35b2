/*
 * EXPLAIN ANALYZE of the statements one uncached `/companies/list` call runs, for every variant
 * of `npm run bench`, on a filled database (a template kept by `BENCH_REUSE=1 npm run bench`):
 *   npx tsx bench/explain-list.ts postgresql://postgres@127.0.0.1:5432/bench_tpl_10000_…  [name filter]
 * The statements are recorded from the service itself (listCompanies with the cache bypassed), so
 * the plans are those of the code as it is. EXPLAIN_RUNS (default 5) runs each statement that many
 * times and prints the fastest run's plan; EXPLAIN_FULL=1 prints whole plans, not just their shape.
 * EXPLAIN_GENERIC=1 explains the generic plans (plan_cache_mode force_generic_plan): the service's
 * prepared statements settle on those after five calls, where a one-off EXPLAIN with values plans
 * for the values (a LIKE's selectivity, a category's size) and may show another plan.
 */
import type pg from 'pg';
import { bypassCatalogueCache } from '../src/server/db/catalogue-cache';
import { openDb } from '../src/server/db/client';
import { listUsedCategories } from '../src/server/modules/categories/categories-service';
import { listCompanies } from '../src/server/modules/company-catalogue/companies-service';
import { companiesListBody } from '../src/shared/schemas/catalogue';
import { listVariants } from './list-variants';

const RUNS = Number(process.env.EXPLAIN_RUNS ?? 5);
const FULL = process.env.EXPLAIN_FULL === '1';
const GENERIC = process.env.EXPLAIN_GENERIC === '1';

/** A value written into EXECUTE's arguments (the list binds numbers and strings). */
const literal = (value: unknown): string =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** The statement as EXPLAIN runs it: with its values bound (a custom plan), or prepared and executed (generic). */
async function explained(pool: pg.Pool, statement: Statement): Promise<pg.QueryResult> {
  const options = 'explain (analyze, buffers)';
  if (!GENERIC) return pool.query(`${options} ${statement.text}`, statement.values);
  await pool.query(`prepare explained as ${statement.text}`);
  try {
    const args = statement.values.length > 0 ? `(${statement.values.map(literal).join(', ')})` : '';
    return await pool.query(`${options} execute explained${args}`);
  } finally {
    await pool.query('deallocate explained');
  }
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Records every statement sent through the pool while `run` runs. */
async function recorded(pool: pg.Pool, run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const record = (config: unknown, values?: unknown) => {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      seen.push({ text: c.text, values: c.values ?? (values as unknown[] | undefined) ?? [] });
    }
    return query(config, values);
  };
  Object.assign(pool, { query: record });
  try {
    await run();
  } finally {
    Object.assign(pool, { query });
  }
  return seen;
}

async function explain(pool: pg.Pool, statement: Statement): Promise<string> {
  let best: { plan: string; ms: number } | undefined;
  for (let i = 0; i < RUNS; i++) {
    const result = await explained(pool, statement);
    const plan = result.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    const ms =
      Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1] ?? 0) +
      Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    if (!best || ms < best.ms) best = { plan, ms };
  }
  const plan = best?.plan ?? '';
  if (FULL) return plan;
  // The shape: every node with its actual rows, and the times.
  return plan
    .split('\n')
    .filter((line) => /->|^\S|Time:|Rows Removed|Heap Blocks/.test(line) && !/^\s*Buffers/.test(line))
    .map((line) => line.replace(/\(cost=[^)]*\) /, ''))
    .join('\n');
}

async function main() {
  const [url, only] = process.argv.slice(2);
  if (!url) throw new Error('usage: npx tsx bench/explain-list.ts DATABASE_URL [name filter]');
  const handle = await openDb({ databaseUrl: url, maxConnections: 1 });
  bypassCatalogueCache(handle.db);
  // One connection: the setting holds for every EXPLAIN below.
  if (GENERIC) await handle.pool.query('set plan_cache_mode = force_generic_plan');
  try {
    const [category] = await listUsedCategories(handle.db, 'pt-BR');
    for (const variant of listVariants(category.id)) {
      if (only && !variant.name.includes(only)) continue;
      const body = companiesListBody.parse(variant.body);
      const statements = await recorded(handle.pool, () => listCompanies(handle.db, body));
      console.log(`\n## ${variant.name}: ${statements.length} statement(s)`);
      for (const statement of statements) {
        console.log(
          `\n${statement.text}\n-- ${JSON.stringify(statement.values)}\n${await explain(handle.pool, statement)}`,
        );
      }
    }
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
