// `npm run db:backup [file]`: dump the embedded database to SQL that psql restores into PostgreSQL.
// The server must be stopped (PGlite serves one process); with DATABASE_URL, use pg_dump instead.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { dumpPglite } from './backup';
import { driverOf, openDb } from './client';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump.');
  process.exit(1);
}
const out = resolve(process.argv[2] ?? `backup-${new Date().toISOString().slice(0, 10)}.sql`);
const unlock = lockDataDir(config.dataDir);
try {
  const handle = await openDb({ dataDir: config.pgliteDir ?? undefined });
  const driver = driverOf(handle);
  if (driver.kind !== 'pglite') throw new Error('expected the embedded database');
  await writeFile(out, await dumpPglite(driver.client));
  await handle.close();
  console.log(`backup written to ${out}; restore with: psql "$DATABASE_URL" -f ${out}`);
} finally {
  unlock();
}
