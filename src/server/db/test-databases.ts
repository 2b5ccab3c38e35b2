import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DbHandle, openDb } from './client';

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
        const name = `db_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
        const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`create database "${name}"`);
        const url = new URL(databaseUrl);
        url.pathname = `/${name}`;
        const handle = await openDb({ databaseUrl: url.toString() });
        return {
          handle,
          async drop() {
            await handle.close();
            await admin.unsafe(`drop database if exists "${name}" with (force)`);
            await admin.end();
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
