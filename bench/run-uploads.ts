/*
 * `npm run bench:uploads`: idle memory, then 50 parallel 3 MB uploads while `/app/health` is
 * polled every 100 ms. Starts the real server (src/server/main.ts, a process of its own, demo
 * data) on the embedded PostgreSQL under a fresh DATA_DIR, as a fresh clone runs, or on a database
 * of its own on the PostgreSQL server. After UPLOADS_IDLE_SECONDS of rest it reads the resident
 * (RSS) and proportional (PSS) memory of the Node process(es) and of PostgreSQL's processes. Then
 * the demo customer sends UPLOADS_COUNT quote requests at once, each with one attachment of
 * UPLOADS_BYTES (a PDF: the real POST /quotes/new, base64 in JSON, stored in the database), while
 * a health call starts every 100 ms whatever the previous one is doing. Goal: health p99 < 100 ms.
 *
 * Environment: UPLOADS_BACKEND (embedded | postgres, default embedded), UPLOADS_COUNT (50),
 * UPLOADS_BYTES (3072000, the largest attachment allowed), UPLOADS_IDLE_SECONDS (20),
 * UPLOADS_PORT (3919), UPLOADS_PG_URL (postgresql://postgres@127.0.0.1:5432/postgres), WORKERS (1).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DEMO_CUSTOMER } from '../src/server/db/demo/seed';
import { createScratchDatabase, type ScratchDatabase } from '../src/server/db/scratch-database';
import { FILES } from '../src/shared/limits';
import { callJson, DEFAULT_PG_URL, loggedInSession, openAppSession } from './bench-backends';
import { eventLoopLag, POLLER, percentile, summary } from './health-watch';
import { memoryOf, processTree, type ServerProcess, sleep, startServerProcess } from './server-process';

const BACKEND = process.env.UPLOADS_BACKEND === 'postgres' ? 'postgres' : 'embedded';
const COUNT = Number(process.env.UPLOADS_COUNT ?? 50);
const BYTES = Number(process.env.UPLOADS_BYTES ?? FILES.attachmentBytes);
const IDLE_SECONDS = Number(process.env.UPLOADS_IDLE_SECONDS ?? 20);
const PORT = Number(process.env.UPLOADS_PORT ?? 3919);
const PG_URL = process.env.UPLOADS_PG_URL ?? DEFAULT_PG_URL;
const WORKERS = Number(process.env.WORKERS ?? 1);
const POLL_MS = 100;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Node's and PostgreSQL's memory: the server's process tree, plus the PostgreSQL server's processes when it is not ours. */
function idleMemory(server: ServerProcess) {
  const tree = processTree(server.child.pid ?? 0);
  const comm = (pid: number) => {
    try {
      return execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const node = tree.filter((pid) => comm(pid) !== 'postgres');
  const postgres =
    BACKEND === 'embedded'
      ? tree.filter((pid) => comm(pid) === 'postgres')
      : execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  return {
    node: { count: node.length, names: [...new Set(node.map(comm))].join(', '), ...memoryOf(node) },
    postgres: { count: postgres.length, ...memoryOf(postgres) },
  };
}

/** A quote target reached through the API: the first company of the list that accepts quotes, and its first category. */
async function target(base: string, headers: Record<string, string>) {
  const list = await callJson<{ data: { reqId: string }[] }>(base, '/app/companies/list', {
    headers,
    body: { page: 1 },
  });
  for (const { reqId } of list.body.data) {
    const info = await callJson<{ data: { quotes: string; categories: { id: number }[] } }>(
      base,
      '/app/companies/info',
      { headers, body: { req_id: reqId } },
    );
    if (info.body.data.quotes !== 'y' || info.body.data.categories.length === 0) continue;
    const picker = await callJson<{ data: { id: number } }>(base, '/app/quotes/company_get', {
      headers,
      body: { req_id: reqId },
    });
    return { companyId: picker.body.data.id, categoryId: info.body.data.categories[0].id };
  }
  throw new Error('no company of the demo data accepts quotes');
}

async function upload(base: string, headers: Record<string, string>, body: Uint8Array<ArrayBuffer>) {
  const started = performance.now();
  const res = await fetch(`${base}/app/quotes/new`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(600_000),
  });
  const answer = (await res.json()) as { response?: boolean; error?: string };
  return { ms: performance.now() - started, ok: res.status === 200 && answer.response === true, answer };
}

async function main() {
  let scratch: ScratchDatabase | undefined;
  if (BACKEND === 'postgres') scratch = await createScratchDatabase(PG_URL, 'uploads');
  console.log(`backend ${BACKEND}, WORKERS=${WORKERS}, load average ${load()}`);
  const server = await startServerProcess({
    port: PORT,
    databaseUrl: scratch?.url,
    workers: WORKERS,
    demoData: true,
  });
  try {
    await sleep(IDLE_SECONDS * 1000);
    const memory = idleMemory(server);
    console.log(
      `idle after ${IDLE_SECONDS} s (load ${load()}): Node ${memory.node.count} process(es) (${memory.node.names}) RSS ${memory.node.rssMb} MB, PSS ${memory.node.pssMb} MB; ` +
        `PostgreSQL ${memory.postgres.count} processes RSS ${memory.postgres.rssMb} MB, PSS ${memory.postgres.pssMb} MB`,
    );

    const headers = await loggedInSession(server.base, DEMO_CUSTOMER.doc, DEMO_CUSTOMER.password);
    const { companyId, categoryId } = await target(server.base, await openAppSession(server.base));
    // A PDF by its first bytes; the rest random, so nothing along the way can compress it.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(BYTES - 9)]).toString('base64');
    const bodyOf = (i: number) => ({
      category: categoryId,
      title: `Upload ${i}`,
      description: 'Peças conforme o desenho anexo.',
      companies: [companyId],
      exclude: [],
      attachments: [{ name: `desenho-${i}.pdf`, content: pdf }],
    });

    // Encoded before the clock starts, and health polled from a thread of its own: the bench's own
    // work (4 MB of JSON per upload) must not count as the server's delay.
    const bodies = Array.from({ length: COUNT }, (_, i) =>
      new TextEncoder().encode(JSON.stringify(bodyOf(i))),
    );
    const poller = new Worker(POLLER, {
      eval: true,
      workerData: { url: `${server.base}/app/health`, every: POLL_MS },
    });
    await new Promise((resolve) => poller.once('message', resolve));
    await eventLoopLag(server.base);
    const loadBefore = load();
    const started = performance.now();
    const results = await Promise.all(bodies.map((body) => upload(server.base, headers, body)));
    const wall = (performance.now() - started) / 1000;
    const lag = await eventLoopLag(server.base);
    poller.postMessage('stop');
    const { health, failedHealth } = await new Promise<{ health: number[]; failedHealth: string[] }>(
      (resolve) => poller.once('message', resolve),
    );
    await poller.terminate();
    const refused = results.filter((r) => !r.ok);
    console.log(
      `\n${COUNT} parallel uploads of ${BYTES.toLocaleString('en')} bytes (load ${loadBefore} before, ${load()} after): ` +
        `all done in ${wall.toFixed(1)} s; each ${summary(results.map((r) => r.ms))}; ` +
        `${results.length - refused.length} acknowledged, ${refused.length} not${refused.length ? ` (${JSON.stringify(refused[0].answer).slice(0, 200)})` : ''}`,
    );
    console.log(
      `/app/health every ${POLL_MS} ms meanwhile: ${summary(health)}; failures ${failedHealth.length}`,
    );
    console.log(`server event-loop delay meanwhile: ${lag}`);
    const p99 = percentile(
      [...health].sort((a, b) => a - b),
      99,
    );
    const ok = refused.length === 0 && failedHealth.length === 0 && p99 < 100;
    console.log(ok ? 'goal (health p99 < 100 ms, every upload acknowledged): met' : 'goal: NOT met');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
