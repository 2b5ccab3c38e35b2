import { type DbHandle, openDb } from './client';
import { createScratchDatabase } from './scratch-database';

/** A database a test may create, fill and throw away. */
export interface TestBackend {
  name: string;
  open(): Promise<{ handle: DbHandle; drop(): Promise<void> }>;
}

/**
 * In-memory PGlite always; PostgreSQL too when DATABASE_URL is set, in a fresh database created
 * from that URL and dropped afterwards. Nothing is migrated yet.
 */
export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDb({});
        return { handle, drop: () => handle.close() };
      },
    },
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    backends.push({
      name: 'postgresql',
      async open() {
        const scratch = await createScratchDatabase(databaseUrl, 'db_test');
        const handle = await openDb({ databaseUrl: scratch.url });
        return {
          handle,
          async drop() {
            await handle.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return backends;
}

/** execute() answers { rows } on PGlite and a row array on postgres-js. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
