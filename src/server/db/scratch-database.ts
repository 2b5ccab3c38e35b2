import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for a test file or a benchmark run. */
export interface ScratchDatabase {
  name: string;
  /** The server URL with this database in its path. */
  url: string;
  /** Drops it, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * Creates a database named `{prefix}_{time}_{random}` on the server of `serverUrl` (any database
 * of that server may be in the URL), so parallel runs never meet: empty, or a copy of `template`
 * (which nobody may be connected to meanwhile).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * One statement on a connection of its own. Not kept open between create and drop: a connection
 * idle for the length of a run would die with a server restart (`npm run load` does one) and its
 * 'error' event would end the process.
 */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
