import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DbHandle, schema } from './client';
import { installJobTables } from './job-tables';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant shared by every process migrating the same PostgreSQL database.
const MIGRATION_LOCK_KEY = 727_145_001;

/**
 * Runs `work` on a connection of its own to `url` that holds the migration lock throughout, so
 * concurrent starts (and a restore) queue behind each other.
 */
export async function withMigrationLock<T>(
  url: string,
  work: (connection: pg.Client) => Promise<T>,
): Promise<T> {
  // The advisory lock is per connection, so work on a dedicated one.
  const connection = new pg.Client({ connectionString: url });
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work(connection);
  } finally {
    // Ending the connection releases the lock even when the unlock is never reached.
    await connection.end();
  }
}

/**
 * Applies pending migrations under an advisory lock, so concurrent starts queue. Tests may give
 * another folder (the migrations as they were before a given one).
 */
export async function migrate(
  handle: Pick<DbHandle, 'url'>,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await withMigrationLock(handle.url, async (connection) => {
    await drizzleMigrate(drizzle({ client: connection, schema }), { migrationsFolder });
    await installJobTables(handle.url);
  });
}
