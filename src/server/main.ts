import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { seedDemoData, seedReferenceData } from './db/demo/seed';
import { migrate } from './db/migrate';
import { lockDataDir } from './lib/data-dir-lock';

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir ?? undefined });
  await migrate(db);
  await seedReferenceData(db);
  if (config.demoData) await seedDemoData(db);

  const app = await buildApp({ config, db, closeDb: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      // close() stops accepting, waits for in-flight requests, then runs onClose (database).
      await app.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
