/*
 * `npm run bench:member-import` (issue 33 items 1 and 6): the demo admin previews, imports, imports
 * again and undoes a member spreadsheet of MEMBER_ROWS rows (a .xlsx written by exceljs, every row
 * valid, in the demo's city and a demo category) on the real server (src/server/main.ts, its own
 * process, demo data, the embedded PostgreSQL under a fresh DATA_DIR), while `/app/health` is
 * called every 100 ms from a thread of its own. Goals: preview < 10 s, import < 30 s, health p99
 * < 100 ms during the import.
 *
 * Environment: MEMBER_ROWS (5000), MEMBER_PORT (3921).
 */

import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN } from '../src/server/db/demo/seed';
import { callJson, loggedInSession } from './bench-backends';
import { eventLoopLag, POLLER, percentile, summary } from './health-watch';
import { startServerProcess } from './server-process';

const ROWS = Number(process.env.MEMBER_ROWS ?? 5000);
const PORT = Number(process.env.MEMBER_PORT ?? 3921);
const POLL_MS = 100;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function memberFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Associadas');
  sheet.addRow([
    'CNPJ',
    'Razão social',
    'Nome fantasia',
    'E-mail',
    'Telefone',
    'CEP',
    'Cidade',
    'UF',
    'Categorias',
  ]);
  const seen = new Set<string>();
  while (seen.size < ROWS) seen.add(generateCnpj());
  let i = 0;
  for (const cnpj of seen) {
    i += 1;
    sheet.addRow([
      cnpj,
      `Associada ${i} Indústria Ltda`,
      `Associada ${i}`,
      `contato${i}@associada.com.br`,
      '19 3421-0000',
      '13400-000',
      'Piracicaba',
      'SP',
      'Metalurgia; Usinagem',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function timed<T>(what: string, run: () => Promise<T>): Promise<{ seconds: number; answer: T }> {
  const started = performance.now();
  const answer = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${what}: ${seconds.toFixed(1)} s (load ${load()})`);
  return { seconds, answer };
}

async function main() {
  console.log(`${ROWS} member rows, load average ${load()}`);
  const server = await startServerProcess({ port: PORT, demoData: true });
  try {
    const headers = await loggedInSession(server.base, DEMO_ADMIN.doc, DEMO_ADMIN.password);
    const file = { name: 'associadas.xlsx', content: await memberFile() };
    const post = <T>(path: string, body: unknown) =>
      fetch(`${server.base}/app/admin/member-import/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(600_000),
      }).then((res) => res.json() as Promise<T & { response: boolean; message?: string }>);
    type Preview = { data: { mapping: Record<string, number | null>; counts: Record<string, number> } };
    const preview = await timed('preview', () => post<Preview>('preview', { file }));
    console.log(`  counts ${JSON.stringify(preview.answer.data.counts)}`);
    const body = { file, mapping: preview.answer.data.mapping, visibility: 'public' };

    const poller = new Worker(POLLER, {
      eval: true,
      workerData: { url: `${server.base}/app/health`, every: POLL_MS },
    });
    await new Promise((resolve) => poller.once('message', resolve));
    await eventLoopLag(server.base);
    const imported = await timed('import', () => post<{ data: { reqId: string } }>('import', body));
    const lag = await eventLoopLag(server.base);
    poller.postMessage('stop');
    const { health, failedHealth } = await new Promise<{ health: number[]; failedHealth: string[] }>(
      (resolve) => poller.once('message', resolve),
    );
    await poller.terminate();
    console.log(`  ${imported.answer.message}`);
    console.log(
      `  /app/health every ${POLL_MS} ms meanwhile: ${summary(health)}; failures ${failedHealth.length}`,
    );
    console.log(`  server event-loop delay meanwhile: ${lag}`);
    const again = await timed('the same file again', () => post('import', body));
    console.log(`  ${again.answer.message}`);
    const undo = await timed('undo', () => post('undo', { req_id: imported.answer.data.reqId }));
    console.log(`  ${undo.answer.message}`);
    await callJson(server.base, '/app/health');

    const p99 = percentile(
      [...health].sort((a, b) => a - b),
      99,
    );
    const ok =
      preview.seconds < 10 &&
      imported.seconds < 30 &&
      imported.answer.response &&
      failedHealth.length === 0 &&
      p99 < 100;
    console.log(
      ok ? 'goals (preview < 10 s, import < 30 s, health p99 < 100 ms): met' : 'goals: NOT all met',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
