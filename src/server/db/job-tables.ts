import type pg from 'pg';
import { PgBoss } from 'pg-boss';

/** The PostgreSQL schema of the job runner's tables (pg-boss, decision 0025). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates or upgrades the job runner's tables, as a migration does ours: under pg-boss's own
 * advisory lock, so concurrent starts queue. Run by migrate.ts, so a database copied from a
 * migrated one (the test template, a restore) has them and a server's start has nothing to do.
 */
export async function installJobTables(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
    application_name: 'catalogo-migrate',
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, timeout: 1_000 });
}

export interface JobStateCounts {
  queue: string;
  /** Queued or waiting for a retry. */
  waiting: number;
  running: number;
  /** Failed for good (retries spent), kept until the queue's retention drops them. */
  failed: number;
}

/**
 * The jobs of these queues by state, read live from pg-boss's table (its own counts are refreshed
 * by a monitor pass, up to a minute late): for /app/metrics and for waiting on the queues in tests.
 */
export async function jobStateCounts(
  pool: Pick<pg.Pool, 'query'>,
  queues: string[],
): Promise<JobStateCounts[]> {
  const { rows } = await pool.query<{ name: string; waiting: number; running: number; failed: number }>(
    `select name,
            count(*) filter (where state in ('created', 'retry'))::int as waiting,
            count(*) filter (where state = 'active')::int as running,
            count(*) filter (where state = 'failed')::int as failed
       from ${JOB_SCHEMA}.job
      where name = any($1)
      group by name`,
    [queues],
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  return queues.map((queue) => {
    const r = byName.get(queue);
    return { queue, waiting: r?.waiting ?? 0, running: r?.running ?? 0, failed: r?.failed ?? 0 };
  });
}
