import pg from 'pg';
import type { AppConfig } from '../config';
import { type EmbeddedOptions, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

/** The database the application uses on the embedded server. */
export const EMBEDDED_DATABASE = 'catalogo';

export interface AppDatabase {
  url: string;
  /** The embedded server when it is the one in use; null with DATABASE_URL. */
  embedded: EmbeddedPostgres | null;
}

/**
 * DATABASE_URL, or the embedded server under DATA_DIR: started (initialised the first time) unless
 * it is running already, with the application's database created when missing.
 */
export async function locateDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'embeddedDir'>,
  opts: Omit<EmbeddedOptions, 'dir'> = {},
): Promise<AppDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  if (!config.embeddedDir) throw new Error('Neither DATABASE_URL nor an embedded directory is configured');
  const embedded = await startEmbeddedPostgres({ ...opts, dir: config.embeddedDir });
  try {
    await createDatabaseIfMissing(embedded.url('postgres'), EMBEDDED_DATABASE);
  } catch (error) {
    if (embedded.started) await embedded.stop();
    throw error;
  }
  return { url: embedded.url(EMBEDDED_DATABASE), embedded };
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client
      .query(`create database ${client.escapeIdentifier(name)}`)
      .catch((error: { code?: string }) => {
        // Another process created it at the same moment.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
  } finally {
    await client.end();
  }
}
