import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Job, PgBoss, type QueuePolicy } from 'pg-boss';
import { JOB_SCHEMA, type JobStateCounts, jobStateCounts } from '../db/job-tables';
import { watchJobs } from '../metrics';

/**
 * A background task (decision 0025): a queue of pg-boss's in the app's PostgreSQL. Each module
 * describes its own in a `*-job.ts` file; app.ts lists them once. Every server process works every
 * queue; pg-boss hands each job to one of them (SKIP LOCKED), retries a failed one with back-off,
 * and keeps what is queued across restarts.
 */
export interface JobDefinition<T extends object = Record<string, never>> {
  /** The queue's name: kebab-case, unique. */
  name: string;
  /** A cron expression in São Paulo time: one process of all queues a job at each match. */
  cron?: string;
  /** Also queue a job when a server starts (a pass at start; the work a stopped server left). */
  atStart?: boolean;
  /**
   * `stately` (the default): at most one job waiting and one running across every process, so a
   * timer's pass is never run twice at once and a burst of requests to run queues one pass.
   */
  policy?: QueuePolicy;
  /** Retries of a failed job, with exponential back-off from `retryDelaySeconds` (default 3 and 30). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * For long jobs: the worker proves it is alive this often, so a job whose process died is retried
   * after this long instead of after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** The work. `signal` aborts when the server stops: a long job stops at a safe point. */
  run(app: FastifyInstance, data: T, signal: AbortSignal): Promise<unknown>;
}

/** Any job definition, whatever its data. */
// biome-ignore lint/suspicious/noExplicitAny: a list of definitions each typed with their own data.
export type AnyJobDefinition = JobDefinition<any>;

export interface JobQueue {
  /** Queues a job of a registered queue (at once; the first free process runs it). */
  send(name: string, data?: object): Promise<void>;
  /** Resolves when no job of these queues waits or runs, in any process (tests, a graceful stop). */
  idle(timeoutMs?: number): Promise<void>;
  counts(): Promise<JobStateCounts[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const SAO_PAULO = 'America/Sao_Paulo';
/** How often each process looks for a queued job; a `send` from this process wakes it at once. */
const POLL_SECONDS = 2;

async function jobsPlugin(app: FastifyInstance, opts: { definitions: readonly AnyJobDefinition[] }) {
  const boss = new PgBoss({
    connectionString: app.dbHandle.url,
    schema: JOB_SCHEMA,
    // Its own small pool: its polls never wait behind requests, nor requests behind them.
    max: 2,
    application_name: 'catalogo-jobs',
  });
  boss.on('error', (err) => app.log.error({ err }, 'job runner error'));
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  const workers = new Map<string, string>();
  const byName = new Map(opts.definitions.map((d) => [d.name, d]));

  const handle = (def: AnyJobDefinition) => async (jobs: Job<object>[]) => {
    for (const job of jobs) {
      const work = def.run(app, job.data, AbortSignal.any([job.signal, closing.signal]));
      running.add(work);
      try {
        await work;
      } catch (err) {
        app.log.error({ err, job: def.name, attempt: job.retryCount + 1 }, 'job failed; retried later');
        throw err;
      } finally {
        running.delete(work);
      }
    }
  };

  const queue: JobQueue = {
    async send(name, data = {}) {
      if (!byName.has(name)) throw new Error(`no job queue named ${name}`);
      await boss.send(name, data);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async idle(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [counts] = await Promise.all([queue.counts(), Promise.allSettled(running)]);
        if (running.size === 0 && counts.every((c) => c.waiting === 0 && c.running === 0)) return;
        if (Date.now() > until) throw new Error(`jobs still waiting or running: ${JSON.stringify(counts)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    counts: () => jobStateCounts(app.dbHandle.pool, [...byName.keys()]),
  };
  app.decorate('jobs', queue);

  /** Starts pg-boss and works every queue; safe to run again after a failure part-way. */
  const setUp = async () => {
    await boss.start();
    for (const def of opts.definitions) {
      if (workers.has(def.name)) continue;
      const options = {
        policy: def.policy ?? 'stately',
        retryLimit: def.retryLimit ?? 3,
        retryDelay: def.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
        ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
      };
      await boss.createQueue(def.name, options);
      // A queue made by an older version of this file takes today's options.
      const { policy: _fixed, ...changeable } = options;
      await boss.updateQueue(def.name, changeable);
      if (def.cron) await boss.schedule(def.name, def.cron, null, { tz: SAO_PAULO });
      else await boss.unschedule(def.name);
      if (def.atStart) await boss.send(def.name, {});
      workers.set(
        def.name,
        await boss.work(def.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, handle(def)),
      );
    }
  };
  /**
   * A server whose database is down at start still starts (it answers GEN503 meanwhile,
   * db/unavailable.ts): the job runner then tries again, every 5 s at first and at most every minute,
   * until the database answers or the server stops.
   */
  const setUpLater = async (attempt: number): Promise<void> => {
    const wait = Math.min(60_000, 5_000 * 2 ** attempt);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      closing.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (closing.signal.aborted) return;
    try {
      await setUp();
    } catch (err) {
      app.log.warn({ err, attempt }, 'job runner not started yet: the database does not answer');
      return setUpLater(attempt + 1);
    }
  };
  let retrying: Promise<void> = Promise.resolve();
  let unwatch: () => void = () => {};
  app.addHook('onReady', async () => {
    unwatch = watchJobs(() => queue.counts());
    try {
      await setUp();
    } catch (err) {
      app.log.warn({ err }, 'job runner not started: the database does not answer; trying again');
      retrying = setUpLater(0);
    }
  });
  app.addHook('onClose', async () => {
    unwatch();
    closing.abort();
    await retrying;
    // Running jobs see the abort and stop at a safe point; what is queued stays for the next start.
    await boss.stop({ graceful: true, timeout: 10_000 });
    await Promise.allSettled(running);
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
