/*
 * `npm run bench`: fills a database per backend with 10,000 companies, serves it with the real
 * buildApp on loopback and drives each call with autocannon (a separate process, so client and
 * server do not share one event loop). Prints requests/s, p50/p99 latency and throughput as a
 * share of the ceiling (an empty JSON route of the same server, with the same hooks), measured
 * first, halfway and last; shares are of its best run.
 *
 * Environment: BENCH_DURATION (s per call, default 6), BENCH_CONNECTIONS (default 32),
 * BENCH_COMPANIES (default 10000), BENCH_BACKENDS (default "embedded,postgres"),
 * BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/postgres), BENCH_CACHE=off (the
 * catalogue cache is bypassed: every call reads the database, the cost of a cold answer),
 * BENCH_REUSE=1 (fill a template database once, kept on the server, and copy it on later runs;
 * the embedded server's is kept in $TMPDIR/catalogo-bench-kept), BENCH_FILL_ONLY=1 (only fill).
 */
import { spawn } from 'node:child_process';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { bypassCatalogueCache } from '../src/server/db/catalogue-cache';
import { DEMO_CUSTOMER } from '../src/server/db/demo/seed';
import {
  type BenchDb,
  callJson,
  DEFAULT_PG_URL,
  filledBench,
  loggedInSession,
  openAppSession,
} from './bench-backends';
import { DEFAULT_SIZES } from './fill-catalogue';
import { listVariants } from './list-variants';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'embedded,postgres').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const CACHE = process.env.BENCH_CACHE === 'off' ? 'off' : 'on';
const REUSE = process.env.BENCH_REUSE === '1';
const FILL_ONLY = process.env.BENCH_FILL_ONLY === '1';
const CEILING_PATH = '/app/bench/empty';
const CEILING_NAME = 'ceiling (empty JSON)';
const AUTOCANNON = join(import.meta.dirname, '..', 'node_modules', 'autocannon', 'autocannon.js');

interface Scenario {
  name: string;
  path: string;
  body?: unknown;
  /** Logged in as the demo customer instead of an anonymous app session. */
  user?: boolean;
}

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
      const r = JSON.parse(out) as {
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
  const { status, body } = await callJson<{ response?: boolean; error?: string }>(base, scenario.path, {
    headers,
    body: scenario.body,
  });
  if (status !== 200 || body.response !== true)
    throw new Error(`${scenario.name}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
}

async function benchBackend(bench: BenchDb): Promise<Result[]> {
  const config = loadConfig({ DATA_DIR: join(tmpdir(), 'catalogo-bench-data'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: bench.handle, logger: false });
  // The ceiling: same server, same hooks (a public route skips the session lookup), no work.
  app.get(CEILING_PATH, { config: { access: 'public' } }, async () => ({ response: true }));
  if (CACHE === 'off') bypassCatalogueCache(bench.handle.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
    const [ceiling, ...calls] = scenarios(body.data[0].reqId, info.body.categories[0].id);
    const results: Result[] = [];
    // The ceiling runs first, halfway and last: on a shared machine it drifts with everyone's load.
    const half = Math.floor(calls.length / 2);
    for (const scenario of [ceiling, ...calls.slice(0, half), ceiling, ...calls.slice(half), ceiling]) {
      const headers = scenario.user ? user : anonymous;
      await checkAnswers(base, scenario, headers);
      results.push(await autocannon(`${base}${scenario.path}`, scenario, headers));
    }
    return results;
  } finally {
    await app.close();
  }
}

function print(kind: string, results: Result[]) {
  // Shares are of the best ceiling run, the one least disturbed by other work on the machine.
  const ceiling = Math.max(...results.filter((r) => r.name === CEILING_NAME).map((r) => r.rps));
  console.log(`\n${kind} — ${CONNECTIONS} connections, ${DURATION} s per call, catalogue cache ${CACHE}\n`);
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
