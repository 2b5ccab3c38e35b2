import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type Db, type DbHandle, driverOf, type Schema, schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant shared by every process migrating the same PostgreSQL database.
const MIGRATION_LOCK_KEY = 727_145_001;

/**
 * Applies pending migrations with the migrator of the given driver. No cross-process lock: use
 * migrate(handle) when several servers may start at once on one PostgreSQL.
 */
export async function runMigrations(db: Db, kind: DbHandle['kind']): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (kind === 'pglite') await migratePglite(db as PgliteDatabase<Schema>, config);
  else await migratePostgres(db as PostgresJsDatabase<Schema>, config);
}

/** Applies pending migrations; on PostgreSQL under an advisory lock, so concurrent starts queue. */
export async function migrate(handle: DbHandle): Promise<void> {
  const driver = driverOf(handle);
  if (driver.kind === 'pglite') {
    await runMigrations(driver.db, 'pglite');
    return;
  }
  // The advisory lock is per connection, so migrate on a dedicated one that holds it throughout.
  const connection = postgres(driver.url, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await runMigrations(drizzlePostgres({ client: connection, schema }), 'postgres');
  } finally {
    // Ending the connection releases the lock even when the unlock is never reached.
    await connection.end({ timeout: 5 });
  }
}
