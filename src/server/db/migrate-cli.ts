// `npm run db:migrate`: apply the migrations to DATABASE_URL or the embedded database, then stop.
import { loadConfig } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDb } from './client';
import { migrate } from './migrate';

const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
try {
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir ?? undefined });
  await migrate(handle);
  await handle.close();
  console.log(`migrations applied (${handle.kind})`);
} finally {
  unlock();
}
