import type { AppConfig } from './config';
import { locateDatabase } from './db/app-database';
import { openDb } from './db/client';
import { seedDemoData, seedReferenceData } from './db/demo/seed';
import { stopWithProcess } from './db/embedded-postgres';
import { keepRunning } from './db/embedded-watch';
import { migrate } from './db/migrate';
import { poolSize } from './db/pool-size';
import { loadPersonalDataKey } from './lib/personal-digest';
import { serve } from './serve';
import { runWorkers } from './workers';

// Connections of one process besides its pool: its catalogue listener and its health probe.
const CONNECTIONS_BESIDES_POOL = 2;

/** Starts the database, migrates and seeds it, then serves: here, or from config.workers processes. */
export async function primary(config: AppConfig) {
  const pool = poolSize({
    databaseUrl: config.databaseUrl,
    workers: config.workers,
    configured: config.databasePool,
  });
  const database = await locateDatabase(config, {
    // Room for every process, plus backups and psql sessions.
    maxConnections: Math.max(100, config.workers * (pool + CONNECTIONS_BESIDES_POOL) + 20),
  });
  // The embedded server lives as long as this process: started again if it goes, stopped on
  // shutdown and on a failed start.
  const embedded = database.embedded && keepRunning(database.embedded);
  if (embedded) stopWithProcess(embedded);
  const stopDatabase = async () => {
    await embedded?.stop();
  };
  try {
    const db = await openDb({ databaseUrl: database.url, maxConnections: pool });
    await migrate(db);
    await seedReferenceData(db);
    if (config.demoData) await seedDemoData(db);
    // Made here, once, for the processes that all read it (lib/personal-digest.ts).
    await loadPersonalDataKey(config);
    if (config.workers === 1) {
      await serve(config, db, stopDatabase);
      return;
    }
    await db.close();
    runWorkers(config.workers, { DATABASE_URL: database.url, DATABASE_POOL: String(pool) }, stopDatabase);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

/** A process of `runWorkers`: the primary gave it the database, migrated and seeded. */
export async function worker(config: AppConfig) {
  if (!config.databaseUrl) throw new Error('a server process needs DATABASE_URL from its primary');
  const db = await openDb({ databaseUrl: config.databaseUrl, maxConnections: config.databasePool });
  await serve(config, db, async () => {});
}
