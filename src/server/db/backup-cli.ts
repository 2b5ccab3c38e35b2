// `npm run db:backup [FILE]`: a consistent backup of the embedded database or DATABASE_URL's, taken
// while the server goes on serving. `npm run db:restore FILE` loads it into an empty database.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { loadConfig } from '../config';
import { locateDatabase } from './app-database';
import { backupDatabase } from './backup';

const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const out = resolve(process.argv[2] ?? `catalogo-${stamp}.backup`);
const partial = `${out}.partial`;
const database = await locateDatabase(loadConfig());
try {
  // Personal data: readable by its owner only. Named as the backup once it is complete.
  const file = createWriteStream(partial, { mode: 0o600 });
  const { rows } = await backupDatabase(database.url, file);
  file.end();
  await finished(file);
  await rename(partial, out);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  console.log(`backup written to ${out} (${Object.keys(rows).length} tables, ${total} rows)`);
  console.log(`restore it into an empty database with: npm run db:restore ${out}`);
} catch (error) {
  await rm(partial, { force: true });
  throw error;
} finally {
  // A server this command started is stopped again; one already running (npm start) is left alone.
  if (database.embedded?.started) await database.embedded.stop();
}
