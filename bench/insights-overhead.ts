/*
 * `npx tsx bench/insights-overhead.ts` (issue 35 item 1): what counting costs the company page's
 * throughput. A view of a company page is its server-rendered HTML and, from the browser, one
 * report to /app/insights/count. The real server (bench/bench-server.ts, one process, cache on,
 * TRUST_PROXY=loopback so each report comes from an address of its own, as from many visitors)
 * serves a filled catalogue; autocannon's connections each view company pages in turn, in three
 * ways, interleaved round after round so the machine's drift falls on all three:
 * - "page only": the HTML, no report (no counting at all);
 * - "page + report, not counted": the same report from a crawler's user agent, which the server
 *   drops before any counting work: the report's HTTP cost without the counting;
 * - "page + report, counted": a browser's report, counted (limit check, company lookup, batched
 *   write).
 * The goal's figure is counting's own cost: views/s counted against not counted. The report's
 * whole cost (against "page only") is printed beside it. On a machine shared with other work,
 * throughput follows the share of the cores the bench gets; the CPU time the server and
 * PostgreSQL spend per view (their processes' /proc counters over each run) follows the work
 * itself, so it is printed too. At the end the counted views in the
 * database must equal the counted reports the server acknowledged, or the figures mean nothing.
 *
 * Needs `npm run build` first (dist/web, dist/ssr). Environment: BENCH_COMPANIES (10000),
 * BENCH_DURATION (s per run, 8), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_REUSE=1;
 * BENCH_WAYS (comma-separated indexes of WAYS, all by default) and SERVER_NODE_FLAGS (as
 * bench/server-process.ts: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server) to
 * profile one way.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import { callJson, DEFAULT_PG_URL, filledBench, openAppSession } from './bench-backends';
import { DEFAULT_SIZES } from './fill-catalogue';
import { cpuTicks, processTree, sleep, startBenchServer } from './server-process';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const REUSE = process.env.BENCH_REUSE === '1';
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Way = 'page only' | 'page + report, not counted' | 'page + report, counted';
const ALL_WAYS: Way[] = ['page only', 'page + report, not counted', 'page + report, counted'];
const WAYS = process.env.BENCH_WAYS
  ? process.env.BENCH_WAYS.split(',').map((i) => ALL_WAYS[Number(i)])
  : ALL_WAYS;

interface Run {
  way: Way;
  viewsPerSecond: number;
  /** CPU ms of the server's and PostgreSQL's processes per view. */
  cpuMsPerView: number;
  p99: number;
  non2xx: number;
  errors: number;
  reports: number;
}

/** The requests one connection sends for a view of the next company in turn. */
function viewRequests(way: Way, ids: string[], session: Record<string, string>): AutocannonRequest[] {
  let page = 0;
  let report = 0;
  let address = 0;
  const html: AutocannonRequest = {
    method: 'GET',
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'user-agent': BROWSER_UA },
    setupRequest: (req) => ({ ...req, path: `/company/${ids[page++ % ids.length]}/x` }),
  };
  if (way === 'page only') return [html];
  const beacon: AutocannonRequest = {
    method: 'POST',
    path: '/app/insights/count',
    setupRequest: (req) => {
      address += 1;
      const company = ids[report++ % ids.length];
      return {
        ...req,
        headers: {
          ...session,
          'content-type': 'application/json',
          'user-agent': way === 'page + report, counted' ? BROWSER_UA : CRAWLER_UA,
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({ events: [{ company, kind: 'view' }] }),
      };
    },
  };
  return [html, beacon];
}

/** The CPU ticks of these process trees (their exited children waited for included). */
function treeTicks(roots: number[]): number {
  return roots.flatMap((root) => processTree(root)).reduce((n, pid) => n + cpuTicks(pid), 0);
}

async function run(
  base: string,
  way: Way,
  ids: string[],
  session: Record<string, string>,
  seconds: number,
  roots: number[],
) {
  const perView = way === 'page only' ? 1 : 2;
  const ticks = treeTicks(roots);
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: viewRequests(way, ids, session),
  });
  const views = r.requests.total / perView;
  return {
    way,
    viewsPerSecond: r.requests.average / perView,
    cpuMsPerView: ((treeTicks(roots) - ticks) * 10) / Math.max(1, views),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    reports: way === 'page + report, counted' ? r.requests.total / 2 : 0,
  } satisfies Run;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { bench } = await filledBench(
    'embedded',
    { ...DEFAULT_SIZES, companies: COMPANIES },
    {
      pgUrl: DEFAULT_PG_URL,
      reuse: REUSE,
    },
  );
  const runs: Run[] = [];
  try {
    const server = await startBenchServer({
      databaseUrl: bench.url,
      workers: 1,
      env: { TRUST_PROXY: 'loopback' },
    });
    try {
      const session = await openAppSession(server.base);
      const ids: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const { body } = await callJson<{ data: { reqId: string }[] }>(server.base, '/app/companies/list', {
          headers: session,
          body: { page },
        });
        ids.push(...body.data.map((c) => c.reqId));
      }
      // PostgreSQL's postmaster: the parent of any of its backends.
      const backend = await bench.handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const postmaster = Number(
        readFileSync(`/proc/${backend.rows[0].pid}/stat`, 'utf8').split(') ')[1].split(' ')[1],
      );
      const roots = [server.pid, postmaster];
      for (const way of WAYS) await run(server.base, way, ids, session, 2, roots); // warm every path once
      for (let round = 0; round < ROUNDS; round++) {
        for (const way of WAYS) runs.push(await run(server.base, way, ids, session, DURATION, roots));
      }
    } finally {
      await server.stop(); // flushes the pending counts
    }
    await sleep(200);
    const counted = await bench.handle.db.execute<{ views: number }>(
      sql`select coalesce(sum(views), 0)::int as views from company_daily_counts`,
    );
    const reports = Math.round(runs.reduce((n, r) => n + r.reports, 0));
    console.log(`counted views in the database: ${counted.rows[0].views}; counted reports sent: ~${reports}`);
  } finally {
    await bench.drop();
  }
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model}; ${COMPANIES} companies, embedded PostgreSQL, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s, load now ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    '| way | views/s per round | median | p99 ms (median) | CPU ms/view per round | median | non-2xx/errors |',
  );
  console.log('|---|---|---:|---:|---|---:|---:|');
  const cpu = new Map<Way, number>();
  const medians = new Map<Way, number>();
  for (const way of WAYS) {
    const mine = runs.filter((r) => r.way === way);
    const m = median(mine.map((r) => r.viewsPerSecond));
    medians.set(way, m);
    const bad = mine.reduce((n, r) => n + r.non2xx, 0);
    const errors = mine.reduce((n, r) => n + r.errors, 0);
    const c = median(mine.map((r) => r.cpuMsPerView));
    cpu.set(way, c);
    console.log(
      `| ${way} | ${mine.map((r) => r.viewsPerSecond.toFixed(0)).join(', ')} | ${m.toFixed(0)} | ${median(mine.map((r) => r.p99))} | ${mine.map((r) => r.cpuMsPerView.toFixed(2)).join(', ')} | ${c.toFixed(2)} | ${bad}/${errors} |`,
    );
  }
  const counted = medians.get('page + report, counted') ?? 0;
  const uncounted = medians.get('page + report, not counted') ?? 1;
  const bare = medians.get('page only') ?? 1;
  console.log(
    `\ncounting's cost (counted vs not counted): ${(100 * (1 - counted / uncounted)).toFixed(1)} %`,
  );
  console.log(`the report's whole cost (counted vs page only): ${(100 * (1 - counted / bare)).toFixed(1)} %`);
  const cpuCounted = cpu.get('page + report, counted') ?? 0;
  const cpuUncounted = cpu.get('page + report, not counted') ?? 1;
  console.log(
    `CPU per view, counted vs not counted: ${(100 * (cpuCounted / cpuUncounted - 1)).toFixed(1)} % more (throughput on CPU alone would fall ${(100 * (1 - cpuUncounted / cpuCounted)).toFixed(1)} %)`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
