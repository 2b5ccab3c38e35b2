import { type DbHandle, openDb } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { testDatabaseServer } from './test-database-server';

/** A database a test may create, fill and throw away. */
export interface TestBackend {
  name: string;
  open(): Promise<{ handle: DbHandle; drop(): Promise<void> }>;
}

/**
 * An empty database (nothing migrated yet) on the test run's PostgreSQL server, created for the
 * caller and dropped afterwards; a list for the suites written when there were two engines.
 */
export function testBackends(): TestBackend[] {
  return [
    {
      name: 'postgresql',
      async open() {
        const scratch = await createScratchDatabase(testDatabaseServer().serverUrl, 'db_test');
        const handle = await openDb({ databaseUrl: scratch.url });
        return {
          handle,
          async drop() {
            await handle.close();
            await scratch.drop();
          },
        };
      },
    },
  ];
}

/** The rows of db.execute()'s answer. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
