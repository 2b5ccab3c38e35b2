import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, testBackends } from '../test/databases';
import { type DbHandle, driverOf } from './client';

/*
 * What `npm run load` found with PostgreSQL stopped mid-run, kept as a test: connections the
 * database server kills must fail only the statement that was using them, never end the process
 * (an 'error' event nobody listens to does), and the pool must serve the next calls by itself.
 */

const postgresBackend = testBackends().find((b) => b.name === 'postgresql');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresBackend)('PostgreSQL pool when the server kills its connections', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let killer: pg.Client;

  beforeAll(async () => {
    ({ handle, drop } = await (postgresBackend as NonNullable<typeof postgresBackend>).open());
    const driver = driverOf(handle);
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    killer = new pg.Client({ connectionString: driver.url });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await drop();
  });

  const backendPid = async (db: DbHandle['db']) =>
    rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0].pid;

  /** Terminates every other connection to this database, as a restart does. */
  const killAll = () =>
    killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );

  it('serves calls again after its idle connections are killed', async () => {
    await Promise.all([backendPid(handle.db), backendPid(handle.db), backendPid(handle.db)]);
    await killAll();
    // Let the pool hear the terminations; a call racing them may fail, the next ones must not.
    await sleep(300);
    const pids = await Promise.all([backendPid(handle.db), backendPid(handle.db)]);
    expect(pids.every((pid) => pid > 0)).toBe(true);
  });

  it('fails only the transaction whose connection is killed, and the process lives on', async () => {
    const outcome = handle.db.transaction(async (tx) => {
      const pid = await backendPid(tx);
      await killer.query('select pg_terminate_backend($1)', [pid]);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    expect(await backendPid(handle.db)).toBeGreaterThan(0);
  });
});
