import { buildApp } from './app';
import { loadConfig } from './config';
import { locateDatabase } from './db/app-database';
import { openDb } from './db/client';
import { seedDemoData, seedReferenceData } from './db/demo/seed';
import { stopWithProcess } from './db/embedded-postgres';
import { migrate } from './db/migrate';

async function main() {
  const config = loadConfig();
  const database = await locateDatabase(config);
  if (database.embedded) stopWithProcess(database.embedded);
  // The embedded server lives as long as this process: stopped on shutdown, and on a failed start.
  const stopDatabase = async () => {
    await database.embedded?.stop();
  };
  try {
    const db = await openDb({ databaseUrl: database.url });
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
        // close() stops accepting, waits for in-flight requests, then runs onClose (database pool).
        await app.close();
        await stopDatabase();
      } finally {
        process.exit(0);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
