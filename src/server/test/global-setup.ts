import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/client';
import { seedReferenceData } from '../db/demo/seed';
import { startEmbeddedPostgres, stopWithProcess } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch-database';

/**
 * One PostgreSQL server per test run — the embedded one in a temporary directory, or DATABASE_URL's
 * — and one migrated template database on it; each test file then works in a copy of its own,
 * made in milliseconds (harness.ts, databases.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let dir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    dir = await mkdtemp(join(tmpdir(), 'catalogo-test-pg-'));
    // Run as root, the server runs as `postgres`, which must enter this directory.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres({
      dir: join(dir, 'pg'),
      throwaway: true,
      maxConnections: 300,
    });
    stopWithProcess(server);
    serverUrl = server.url('postgres');
    stopServer = () => server.stop();
  }
  try {
    const template = await createScratchDatabase(serverUrl, 'test_template');
    const handle = await openDb({ databaseUrl: template.url });
    try {
      await migrate(handle);
      await seedReferenceData(handle);
    } finally {
      // A template is copied only while nobody is connected to it.
      await handle.close();
    }
    project.provide('testDatabaseServer', { serverUrl, template: template.name });
    return async () => {
      await template.drop();
      await stopServer();
      if (dir) await rm(dir, { recursive: true, force: true });
    };
  } catch (error) {
    await stopServer();
    throw error;
  }
}
