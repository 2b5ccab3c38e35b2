import type { DbHandle } from '../db/client';

/**
 * How many statements `run` sends through the handle's pool (a session lookup included): for tests
 * of calls whose cost is their round trips to PostgreSQL (issue 13 item 6).
 */
export async function countStatements(handle: DbHandle, run: () => Promise<unknown>): Promise<number> {
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  let statements = 0;
  pool.query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return statements;
}
