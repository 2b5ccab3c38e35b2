/*
 * The server of `BENCH_WORKERS=N npm run bench`: N processes on one port (node:cluster, as
 * src/server/workers.ts runs `npm start`), each the real buildApp on the database of
 * BENCH_DB_URL with the bench's ceiling route, and the catalogue cache bypassed when
 * BENCH_CACHE=off. Prints "listening" once every process listens.
 */
import cluster from 'node:cluster';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { bypassCatalogueCache } from '../src/server/db/catalogue-cache';
import { openDb } from '../src/server/db/client';
import { poolSize } from '../src/server/db/pool-size';

export const CEILING_PATH = '/app/bench/empty';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 0);

/** The bench's server in this process: the ceiling route added, the cache bypassed if asked. */
export async function benchApp(databaseUrl: string, cache: 'on' | 'off') {
  // Sized as `npm start` sizes it (db/pool-size.ts): the bench's databases are on this machine.
  const db = await openDb({ databaseUrl, maxConnections: poolSize({ databaseUrl, workers: WORKERS }) });
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'catalogo-bench-data'),
    LOG_LEVEL: 'silent',
    // bench/insights-overhead.ts sends each report from an address of its own, as many visitors do.
    TRUST_PROXY: process.env.TRUST_PROXY,
  });
  const app = await buildApp({ config, db, logger: false, closeDb: true });
  // The ceiling: same server, same hooks (a public route skips the session lookup), no work.
  app.get(CEILING_PATH, { config: { access: 'public' } }, async () => ({ response: true }));
  if (cache === 'off') bypassCatalogueCache(db.db);
  return app;
}

async function worker() {
  const app = await benchApp(
    process.env.BENCH_DB_URL ?? '',
    process.env.BENCH_CACHE === 'off' ? 'off' : 'on',
  );
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function primary() {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === WORKERS) console.log('listening');
  });
  cluster.on('exit', (w, code) => {
    console.error(`bench server process ${w.process.pid} ended (${code})`);
    process.exit(1);
  });
  process.on('SIGTERM', () => {
    cluster.removeAllListeners('exit');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2_000);
  });
  for (let i = 0; i < WORKERS; i++) cluster.fork();
}

if (process.argv[1]?.endsWith('bench-server.ts')) {
  if (cluster.isPrimary) primary();
  else
    worker().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
