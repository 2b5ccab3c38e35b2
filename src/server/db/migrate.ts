import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, type DbHandle, driverOf, type Schema, schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant shared by every process migrating the same PostgreSQL database.
const MIGRATION_LOCK_KEY = 727_145_001;

/**
 * Applies pending migrations with the migrator of the given driver. No cross-process lock: use
 * migrate(handle) when several servers may start at once on one PostgreSQL.
 */
export async function runMigrations(
  db: Db,
  kind: DbHandle['kind'],
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  const config = { migrationsFolder };
  if (kind === 'pglite') await migratePglite(db as PgliteDatabase<Schema>, config);
  else await migratePostgres(db as NodePgDatabase<Schema>, config);
}

/** Applies pending migrations; on PostgreSQL under an advisory lock, so concurrent starts queue. */
export async function migrate(handle: DbHandle): Promise<void> {
  const driver = driverOf(handle);
  if (driver.kind === 'pglite') {
    await runMigrations(driver.db, 'pglite');
    return;
  }
  // The advisory lock is per connection, so migrate on a dedicated one that holds it throughout.
  const connection = new pg.Client({ connectionString: driver.url });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await runMigrations(drizzlePostgres({ client: connection, schema }), 'postgres');
  } finally {
    // Ending the connection releases the lock even when the unlock is never reached.
    await connection.end();
  }
}
