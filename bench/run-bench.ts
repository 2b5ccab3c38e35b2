/*
 * `npm run bench`: fills a database per backend with 10,000 companies, serves it with the real
 * buildApp on loopback and drives each call with autocannon (a separate process, so client and
 * server do not share one event loop). Prints requests/s, p50/p99 latency and throughput as a
 * share of the ceiling (an empty JSON route of the same server, with the same hooks), measured
 * first, halfway and last; shares are of its best run.
 *
 * Environment: BENCH_DURATION (s per call, default 6), BENCH_WARMUP (s of the same load before each
 * call's measured seconds, left out of its figures, default 1; 0 for none), BENCH_CONNECTIONS (default 32),
 * BENCH_COMPANIES (default 10000), BENCH_BACKENDS (default "embedded,postgres"),
 * BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/postgres), BENCH_CACHE=off (the
 * catalogue cache is bypassed: every call reads the database, the cost of a cold answer),
 * BENCH_REUSE=1 (fill a template database once, kept on the server, and copy it on later runs;
 * the embedded server's is kept in $TMPDIR/catalogo-bench-kept), BENCH_FILL_ONLY=1 (only fill),
 * BENCH_WORKERS=N (serve from N processes of bench/bench-server.ts, as WORKERS=N does, instead of
 * from the bench's own process), BENCH_ONLY=part,part (only the calls whose name holds a part;
 * the ceiling always runs), SERVER_NODE_FLAGS (with BENCH_WORKERS, node flags for the server
 * processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; bench/profile-summary.ts reads the result).
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER } from '../src/server/db/demo/seed';
import {
  type BenchDb,
  callJson,
  DEFAULT_PG_URL,
  filledBench,
  loggedInSession,
  openAppSession,
} from './bench-backends';
import { benchApp, CEILING_PATH } from './bench-server';
import { DEFAULT_SIZES } from './fill-catalogue';
import { listVariants } from './list-variants';
import { startBenchServer } from './server-process';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
/*
 * Each call's first requests pay once what a server pays once per statement and connection: the
 * statement built and prepared on each pooled connection, PostgreSQL's first five custom plans,
 * V8 compiling the path. In a 5 s run at 1,000 requests/s those 32 first requests are most of the
 * slowest 1 %, and p99 measured that start rather than the steady load.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'embedded,postgres').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const CACHE = process.env.BENCH_CACHE === 'off' ? 'off' : 'on';
const REUSE = process.env.BENCH_REUSE === '1';
const FILL_ONLY = process.env.BENCH_FILL_ONLY === '1';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);
const ONLY = process.env.BENCH_ONLY?.split(',');
const CEILING_NAME = 'ceiling (empty JSON)';
const AUTOCANNON = join(import.meta.dirname, '..', 'node_modules', 'autocannon', 'autocannon.js');

interface Scenario {
  name: string;
  path: string;
  body?: unknown;
  /** Logged in as the demo customer instead of an anonymous app session. */
  user?: boolean;
  /**
   * A page's HTML as a browser asks for it (no app session, brotli accepted), rendered by the
   * server (decision 0017): needs `npm run build` (dist/web and dist/ssr) before the bench.
   */
  page?: boolean;
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function scenarios(companyReqId: string, categoryId: number): Scenario[] {
  return [
    { name: CEILING_NAME, path: CEILING_PATH },
    ...listVariants(categoryId).map(({ name, body }) => ({
      name: `companies/list ${name}`,
      path: '/app/companies/list',
      body,
    })),
    { name: 'companies/info', path: '/app/companies/info', body: { req_id: companyReqId } },
    { name: 'companies/list_info', path: '/app/companies/list_info' },
    { name: 'page HTML /company/… (server-rendered)', path: `/company/${companyReqId}/x`, page: true },
    { name: 'page HTML /companies (server-rendered)', path: '/companies', page: true },
    {
      name: 'quotes/list_customer (logged in)',
      path: '/app/quotes/list_customer',
      body: { page: 1 },
      user: true,
    },
  ];
}

function autocannon(url: string, scenario: Scenario, headers: Record<string, string>): Promise<Result> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION)];
  if (WARMUP > 0) args.push('--warmup', '[', '-c', String(CONNECTIONS), '-d', String(WARMUP), ']');
  const all = { ...headers, ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }) };
  for (const [k, v] of Object.entries(all)) args.push('-H', `${k}=${v}`);
  if (scenario.body !== undefined) args.push('-m', 'POST', '-b', JSON.stringify(scenario.body));
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      // With a warm-up autocannon prints its result first, on a line of its own: the last line is the run's.
      const last = out.trim().split('\n').at(-1) ?? '';
      const r = JSON.parse(last) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        name: scenario.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

/** One call by hand first: the figures mean nothing if the answer is an error envelope. */
async function checkAnswers(base: string, scenario: Scenario, headers: Record<string, string>) {
  if (scenario.page) {
    const res = await fetch(`${base}${scenario.path}`, { headers });
    const html = await res.text();
    // The shell instead of the page: the build is missing, and the figure would say nothing.
    if (res.status !== 200 || !html.includes('data-ssr'))
      throw new Error(`${scenario.name}: ${res.status}, not server-rendered (run npm run build first)`);
    return;
  }
  const { status, body } = await callJson<{ response?: boolean; error?: string }>(base, scenario.path, {
    headers,
    body: scenario.body,
  });
  if (status !== 200 || body.response !== true)
    throw new Error(`${scenario.name}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
}

/** The server under test: in this process, or BENCH_WORKERS processes of bench/bench-server.ts. */
async function startServer(bench: BenchDb): Promise<{ base: string; stop(): Promise<void> }> {
  if (WORKERS === 0) {
    if (process.env.SERVER_NODE_FLAGS) throw new Error('SERVER_NODE_FLAGS needs BENCH_WORKERS=N');
    const app = await benchApp(bench.url, CACHE);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return {
      base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      stop: () => app.close(),
    };
  }
  return startBenchServer({ databaseUrl: bench.url, workers: WORKERS });
}

async function benchBackend(bench: BenchDb): Promise<Result[]> {
  const server = await startServer(bench);
  const base = server.base;
  try {
    const anonymous = await openAppSession(base);
    const user = await loggedInSession(base, DEMO_CUSTOMER.doc, DEMO_CUSTOMER.password);
    const { body } = await callJson<{ data: { reqId: string }[] }>(base, '/app/companies/list', {
      headers: anonymous,
      body: { page: 3 },
    });
    const info = await callJson<{ categories: { id: number }[] }>(base, '/app/companies/list_info', {
      headers: anonymous,
    });
    const [ceiling, ...all] = scenarios(body.data[0].reqId, info.body.categories[0].id);
    const calls = ONLY ? all.filter((c) => ONLY.some((part) => c.name.includes(part))) : all;
    const results: Result[] = [];
    // The ceiling runs first, halfway and last: on a shared machine it drifts with everyone's load.
    const half = Math.floor(calls.length / 2);
    for (const scenario of [ceiling, ...calls.slice(0, half), ceiling, ...calls.slice(half), ceiling]) {
      const headers = scenario.page ? PAGE_HEADERS : scenario.user ? user : anonymous;
      await checkAnswers(base, scenario, headers);
      results.push(await autocannon(`${base}${scenario.path}`, scenario, headers));
    }
    return results;
  } finally {
    await server.stop();
  }
}

function print(kind: string, results: Result[]) {
  // Shares are of the best ceiling run, the one least disturbed by other work on the machine.
  const ceiling = Math.max(...results.filter((r) => r.name === CEILING_NAME).map((r) => r.rps));
  const processes = WORKERS === 0 ? 'server in the bench process' : `${WORKERS} server process(es)`;
  console.log(
    `\n${kind} — ${COMPANIES} companies, ${CONNECTIONS} connections, ${DURATION} s per call after ${WARMUP} s of warm-up, catalogue cache ${CACHE}, ${processes}, load average now ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| call | req/s | p50 ms | p99 ms | of ceiling | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const share = `${((100 * r.rps) / ceiling).toFixed(0)} %`;
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${share} | ${r.non2xx}/${r.errors} |`,
    );
  }
}

async function main() {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  for (const kind of BACKENDS) {
    const sizes = { ...DEFAULT_SIZES, companies: COMPANIES };
    const { bench, fillSeconds } = await filledBench(kind, sizes, { pgUrl: PG_URL, reuse: REUSE });
    console.log(
      `${kind}: ${COMPANIES} companies ${REUSE ? 'ready' : 'filled'} in ${fillSeconds.toFixed(1)} s`,
    );
    try {
      if (!FILL_ONLY) print(kind, await benchBackend(bench));
    } finally {
      await bench.drop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
