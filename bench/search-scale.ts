/*
 * `npm run bench:search-scale` (issue 32 item 5): the catalogue search and the suggestions while
 * typing at the catalogue's benchmark size. bench/fill-catalogue.ts's companies (BENCH_COMPANIES,
 * default 10,000; the goals hold at 10,000, figures are recorded at 100,000:
 * `BENCH_COMPANIES=100000 npm run bench:search-scale`, a fill of several minutes), each given 10
 * products and services, processes, materials, certificates and English texts in the demo's words
 * (bench/search-scale-fill.ts), on a fresh embedded PostgreSQL (or BENCH_DB_URL's database, filled
 * so by an earlier run and kept: nothing filled or dropped). Then the real server (bench-server.ts,
 * BENCH_WORKERS processes of their own, one per core by default as `npm start` runs, catalogue cache
 * bypassed) answers over HTTP a mix of searches
 * (POST /app/companies/list: one word, several words, typing mistakes, English, a filter with
 * words, a sent order, a several-word search with too few all-word matches, nothing found) and of
 * suggestions (POST /app/companies/suggest), each call BENCH_CALLS times (default 60) one at a time,
 * then the whole mix BENCH_CONCURRENCY at once (default 32, as the list bench's connections).
 * Prints p50/p99/max per call and per kind with the load average: the figures scale with it, so
 * run it on a quiet machine for the record. Goals: every search p99 < 50 ms, suggestions < 30 ms.
 * Each call's line also gives its CPU a call (the server's processes, PostgreSQL's, this client's),
 * and their mean what the calls at once must share. SEARCH_SCALE_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each search's page statement.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type DbHandle, openDb } from '../src/server/db/client';
import { relevancePageIdsSql } from '../src/server/modules/company-catalogue/companies-relevance-repository';
import { openAppSession, openEmbeddedBench } from './bench-backends';
import { DEFAULT_SIZES, fillCatalogue } from './fill-catalogue';
import { fillSearchScale } from './search-scale-fill';
import { cpuTicks, processTree, startBenchServer } from './server-process';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const CALLS = Number(process.env.BENCH_CALLS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** Server processes, as `npm start` runs them (WORKERS: one per core). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const GOALS = { search: 50, suggest: 30 };

type Call = { name: string; kind: 'search' | 'suggest'; lang: 'pt-BR' | 'en'; body: Record<string, unknown> };

function calls(ids: { city: number; process: number }): Call[] {
  const search = (name: string, body: Record<string, unknown>, lang: Call['lang'] = 'pt-BR'): Call => ({
    name,
    kind: 'search',
    lang,
    body: { page: 1, ...body },
  });
  const suggest = (text: string, lang: Call['lang'] = 'pt-BR'): Call => ({
    name: `suggest "${text}"`,
    kind: 'suggest',
    lang,
    body: { search: text },
  });
  return [
    search('one word "usinagem"', { search: 'usinagem' }),
    search('one word "flanges"', { search: 'flanges' }),
    search('several "tratamento térmico de aço"', { search: 'tratamento térmico de aço' }),
    search('several "injeção de plástico iso 9001"', { search: 'injeção de plástico iso 9001' }),
    search('typo "usinajem"', { search: 'usinajem' }),
    search('typo "tratamento termco"', { search: 'tratamento termco' }),
    search('English "heat treatment"', { search: 'heat treatment' }, 'en'),
    search('English "stainless steel"', { search: 'stainless steel' }, 'en'),
    search('city + "usinagem"', { search: 'usinagem', city: ids.city }),
    search('ISO 9001 + "pintura"', { search: 'pintura', certification: 'iso9001' }),
    search('process + "peças"', { search: 'peças', process: ids.process }),
    search('"usinagem" by name', { search: 'usinagem', order_by: 'name', order: 'asc' }),
    search('"usinagem" page 3', { search: 'usinagem', page: 3 }),
    search('few with every word "zincagem de parafusos"', { search: 'zincagem de parafusos' }),
    search('nothing "xqzwyk"', { search: 'xqzwyk' }),
    suggest('usin'),
    suggest('trat term'),
    suggest('heat treatmnt', 'en'),
    suggest('flange'),
    suggest('aco inox'),
    suggest('pintura eletro'),
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
};
const line = (label: string, times: number[], goal?: number) => {
  const f = figures(times);
  const mark = goal !== undefined && f.p99 >= goal ? '  NOT MET' : '';
  return `${label.padEnd(52)} p50 ${f.p50.toFixed(1).padStart(6)}  p99 ${f.p99.toFixed(1).padStart(6)}  max ${f.max.toFixed(1).padStart(6)} ms${mark}`;
};
/** The postmaster of `db`'s server (the parent of a backend), whose process tree is PostgreSQL's CPU. */
async function postmasterOf(db: DbHandle['db']): Promise<number> {
  const { rows } = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  const stat = readFileSync(`/proc/${rows[0].pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** CPU ticks (10 ms) of the server's and PostgreSQL's process trees, and this process's µs. */
function cpuNow(server: number, postgres: number) {
  const ticks = (pid: number) => processTree(pid).reduce((n, p) => n + cpuTicks(p), 0);
  const own = process.cpuUsage();
  return { server: ticks(server), postgres: ticks(postgres), client: own.user + own.system };
}

/** CPU ms a call since `before`, over `calls` calls (ticks of 10 ms: a figure over 60 calls is ±0.2 ms). */
function cpuSince(before: ReturnType<typeof cpuNow>, server: number, postgres: number, calls: number) {
  const now = cpuNow(server, postgres);
  return {
    server: ((now.server - before.server) * 10) / calls,
    postgres: ((now.postgres - before.postgres) * 10) / calls,
    client: (now.client - before.client) / 1000 / calls,
  };
}

const cpuLine = (c: { server: number; postgres: number; client: number }) =>
  `CPU ms: server ${c.server.toFixed(1)}, PostgreSQL ${c.postgres.toFixed(1)}, client ${c.client.toFixed(1)}`;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/*
 * The calls go through node:http with kept-alive connections, not fetch: the client shares the two
 * cores with the server and PostgreSQL, and fetch cost it ~2 ms of CPU a call (session 47), as much
 * as the server's own work for a call that finds nothing.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function postJson(base: string, path: string, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: { response?: boolean } }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let address = 0;
async function timed(base: string, sessions: Record<Call['lang'], Record<string, string>>, c: Call) {
  address += 1;
  const headers = {
    ...sessions[c.lang],
    // Each suggestion from an address of its own (TRUST_PROXY=loopback), as from many visitors.
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  const path = c.kind === 'search' ? '/app/companies/list' : '/app/companies/suggest';
  const started = performance.now();
  const { status, body } = await postJson(base, path, headers, c.body);
  const ms = performance.now() - started;
  // A call that waited over the pool's 5 s for a connection (src/server/db/client.ts) is answered
  // GEN503, "try again in a few seconds": at 100,000 companies 32 at once reach it (session 46).
  // Counted as refused where calls run at once, not timed.
  if (status === 503) return null;
  if (status !== 200 || body.response !== true)
    throw new Error(`${c.name}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return ms;
}

async function timedAlone(base: string, sessions: Record<Call['lang'], Record<string, string>>, c: Call) {
  const ms = await timed(base, sessions, c);
  if (ms === null) throw new Error(`${c.name}: refused (503) with nothing else running`);
  return ms;
}

async function explain(db: DbHandle['db'], list: Call[]) {
  for (const c of list.filter((x) => x.kind === 'search' && x.body.order_by === undefined)) {
    const words = String(c.body.search)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const plan = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${relevancePageIdsSql(words, { search: String(c.body.search), city: c.body.city as number | undefined, process: c.body.process as number | undefined, certification: c.body.certification as 'iso9001' | undefined }, { limit: 12, offset: 0 })}`,
    );
    console.log(`\n${c.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

/** A filled database: BENCH_DB_URL's as it is, or a fresh embedded one filled now and dropped after. */
async function filledDatabase(): Promise<{ handle: DbHandle; url: string; drop: () => Promise<void> }> {
  const kept = process.env.BENCH_DB_URL;
  if (kept) {
    const handle = await openDb({ databaseUrl: kept });
    return { handle, url: kept, drop: () => handle.close() };
  }
  const bench = await openEmbeddedBench();
  const started = Date.now();
  await fillCatalogue(bench.handle, { ...DEFAULT_SIZES, companies: COMPANIES });
  await fillSearchScale(bench.handle);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s (load ${load()})`);
  return bench;
}

async function main() {
  const bench = await filledDatabase();
  try {
    const { db } = bench.handle;
    const counts = await db.execute<{ companies: number; products: number; terms: number; certs: number }>(
      sql`select (select count(*) from company_search)::int as companies, (select count(*) from company_products)::int as products,
        (select count(*) from company_terms)::int as terms, (select count(*) from company_certifications)::int as certs`,
    );
    const n = counts.rows[0];
    console.log(
      `${n.companies} listed companies, ${n.products} products, ${n.terms} processes and materials, ${n.certs} certificates`,
    );
    const ids = await db.execute<{ city: number; process: number }>(
      sql`select (select city_id from company_list_keys group by city_id order by count(*) desc limit 1) as city,
        (select term_id from company_terms group by term_id order by count(*) desc limit 1) as process`,
    );
    const list = calls(ids.rows[0]);
    if (process.env.SEARCH_SCALE_EXPLAIN === '1') await explain(db, list);
    // Each suggestion comes from an address of its own (x-forwarded-for, trusted from loopback).
    const server = await startBenchServer({
      databaseUrl: bench.url,
      workers: WORKERS,
      env: { BENCH_CACHE: 'off', TRUST_PROXY: 'loopback' },
    });
    try {
      const base = server.base;
      const sessions = { 'pt-BR': await openAppSession(base, 'pt-BR'), en: await openAppSession(base, 'en') };
      for (const c of list) for (let i = 0; i < 3; i++) await timedAlone(base, sessions, c); // warm-up
      console.log(`\none at a time, ${CALLS} calls each (load ${load()})`);
      const byKind = { search: [] as number[], suggest: [] as number[] };
      const postgres = await postmasterOf(db);
      const cpu = { server: 0, postgres: 0, client: 0 };
      for (const c of list) {
        const times: number[] = [];
        const before = cpuNow(server.pid, postgres);
        for (let i = 0; i < CALLS; i++) times.push(await timedAlone(base, sessions, c));
        const used = cpuSince(before, server.pid, postgres, CALLS);
        for (const k of ['server', 'postgres', 'client'] as const) cpu[k] += used[k] / list.length;
        byKind[c.kind].push(...times);
        console.log(`${line(c.name, times, GOALS[c.kind])}  ${cpuLine(used)}`);
      }
      console.log(line('every search', byKind.search, GOALS.search));
      console.log(line('every suggestion', byKind.suggest, GOALS.suggest));
      // What the calls at once have to share: each call's CPU, on availableParallelism() cores.
      const total = cpu.server + cpu.postgres + cpu.client;
      console.log(
        `mean CPU a call: ${cpuLine(cpu)}, ${total.toFixed(2)} ms in all: ${CONCURRENCY} calls at once need ≥ ${((CONCURRENCY * total) / availableParallelism()).toFixed(0)} ms on ${availableParallelism()} cores`,
      );
      console.log(`\n${CONCURRENCY} at once, the mix ${CALLS} times over (load ${load()})`);
      const mixed = new Map<string, number[]>(list.map((c) => [c.name, []]));
      const queue = Array.from({ length: CALLS }, () => list).flat();
      let next = 0;
      let refused = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < queue.length) {
            const c = queue[next++];
            const ms = await timed(base, sessions, c);
            if (ms === null) refused += 1;
            else mixed.get(c.name)?.push(ms);
          }
        }),
      );
      if (refused > 0)
        console.log(
          `refused with 503 (the server shedding load): ${refused} of ${queue.length} calls, not timed`,
        );
      for (const c of list) console.log(line(c.name, mixed.get(c.name) ?? [], GOALS[c.kind]));
      const all = (kind: Call['kind']) =>
        list.filter((c) => c.kind === kind).flatMap((c) => mixed.get(c.name) ?? []);
      console.log(line('every search', all('search'), GOALS.search));
      console.log(line('every suggestion', all('suggest'), GOALS.suggest));
      console.log(
        `(load ${load()}; goals: search p99 < ${GOALS.search} ms, suggestions < ${GOALS.suggest} ms)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
