import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import { serveClusterMetrics } from './metrics';

const WORKER_ENTRY = join(import.meta.dirname, '..', '..', 'scripts', 'worker.mjs');
const RESPAWN_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Runs `count` server processes on one port (node:cluster: this process accepts the connections
 * and hands them out in turn). Each worker serves with the database of `database` (its URL and its
 * pool's size, as environment variables); sessions, rate
 * limits and files live in the database and the catalogue cache hears every process's changes, so
 * any worker may answer any call. A worker that dies is replaced; one that dies before it ever
 * listened ends the whole server (a port in use, a bad setting). On SIGTERM or SIGINT every worker
 * finishes its requests, then `afterStop` runs and this process exits.
 */
export function runWorkers(
  count: number,
  database: { DATABASE_URL: string; DATABASE_POOL: string },
  afterStop: () => Promise<void>,
): void {
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  serveClusterMetrics();
  let stopping = false;
  const listened = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork(database);
    worker.on('listening', () => listened.add(worker));
  };

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = Promise.all(
      workers.map((w) => (w.isDead() ? null : new Promise((r) => w.once('exit', r)))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    try {
      await afterStop();
    } finally {
      process.exit(code);
    }
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      console.error(`a server process could not start (exit ${code ?? signal}); stopping`);
      void stopAll(1);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${code ?? signal}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESPAWN_DELAY_MS);
  });
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGINT', () => void stopAll(0));
  for (let i = 0; i < count; i++) fork();
}
