import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for a test file or a benchmark run. */
export interface ScratchDatabase {
  /** The server URL with this database in its path. */
  url: string;
  /** Drops it, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database named `{prefix}_{time}_{random}` on the server of `serverUrl` (any
 * database of that server may be in the URL), so parallel runs never meet.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
