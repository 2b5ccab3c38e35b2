// `npm run db:restore FILE`: load a backup of `npm run db:backup` into the empty embedded database
// (a new DATA_DIR) or the empty database of DATABASE_URL, then apply newer migrations.
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { locateDatabase } from './app-database';
import { RestoreError, restoreDatabase } from './restore';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:restore FILE');
  process.exit(2);
}
const database = await locateDatabase(loadConfig());
try {
  const { rows } = await restoreDatabase(database.url, () => createReadStream(resolve(file)));
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  console.log(`restored ${Object.keys(rows).length} tables, ${total} rows`);
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(`restore failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (database.embedded?.started) await database.embedded.stop();
}
