import cluster from 'node:cluster';
import type pg from 'pg';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/*
 * What GET /app/metrics reports, for the whole process (every app it builds, in tests): requests
 * and latency per route, the database pools, the catalogue cache, and prom-client's process
 * metrics (event-loop lag, memory, CPU, GC). With WORKERS > 1 the primary sums every worker's.
 */

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const labelNames = ['method', 'route', 'status_code'] as const;

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern',
  labelNames,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to response, by route pattern',
  labelNames,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const catalogueCacheLookups = new Counter({
  name: 'catalogue_cache_lookups_total',
  help: 'Public catalogue answers served from memory (hit) or computed (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

const pools = new Set<pg.Pool>();

/** Reports `pool` until the returned function is called. */
export function watchPool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of the pools, by state',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let idle = 0;
    let total = 0;
    for (const pool of pools) {
      idle += pool.idleCount;
      total += pool.totalCount;
    }
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'busy' }, total - idle);
  },
});

new Gauge({
  name: 'db_pool_waiting_requests',
  help: 'Queries waiting for a free connection',
  registers: [registry],
  collect() {
    let waiting = 0;
    for (const pool of pools) waiting += pool.waitingCount;
    this.set(waiting);
  },
});

type JobCountsReader = () => Promise<{ queue: string; waiting: number; running: number; failed: number }[]>;
const jobReaders = new Set<JobCountsReader>();

/** Reports the job queues' counts (plugins/jobs.ts) until the returned function is called. */
export function watchJobs(read: JobCountsReader): () => void {
  jobReaders.add(read);
  return () => jobReaders.delete(read);
}

new Gauge({
  name: 'jobs',
  help: 'Background jobs by queue and state: waiting (ready to run), running, failed (kept until pg-boss deletes finished jobs, 7 days)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  // The workers read the same tables: summed over them the counts would be multiplied.
  aggregator: 'first',
  async collect() {
    this.reset();
    // A failed read reports nothing; apps of one process (tests) may each know other queues.
    const read = await Promise.all([...jobReaders].map((r) => r().catch(() => [])));
    const counts = new Map(read.flat().map((c) => [c.queue, c]));
    for (const c of counts.values()) {
      this.set({ queue: c.queue, state: 'waiting' }, c.waiting);
      this.set({ queue: c.queue, state: 'running' }, c.running);
      this.set({ queue: c.queue, state: 'failed' }, c.failed);
    }
  },
});

const REQUEST = 'catalogo:metrics-request';
const ANSWER = 'catalogo:metrics-answer';
let asked = 0;

if (cluster.isWorker) {
  // prom-client answers the primary's requests with this registry's metrics.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In the primary of WORKERS > 1: answers a worker's request with every worker's metrics summed. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/** The metrics text: this process's, or in a worker every worker's, gathered by the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

export const metricsContentType = registry.contentType;
