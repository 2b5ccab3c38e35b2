import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import type { MailMessage } from '../lib/mail-template';
import { testDatabaseServer } from './test-database-server';

/**
 * A real database for a test file: a fresh copy, made for this caller and dropped afterwards, of the
 * run's migrated template (global-setup.ts) on the embedded PostgreSQL or DATABASE_URL's server.
 */
export async function openTestDb(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const { serverUrl, template } = testDatabaseServer();
  const scratch = await createScratchDatabase(serverUrl, 'test', template);
  const handle = await openDb({ databaseUrl: scratch.url });
  return {
    handle,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  config: AppConfig;
  outboxDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => Promise<void>,
): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogo-test-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIR: join(dir, 'no-web'),
    PUBLIC_URL: 'http://catalogo.test',
    ...env,
  });
  const { handle, drop } = await openTestDb();
  const app = await buildApp({ config, db: handle, logger: false });
  if (beforeReady) await beforeReady(app);
  await app.ready();
  return {
    app,
    db: handle,
    config,
    outboxDir: config.outboxDir,
    async close() {
      await app.close();
      await drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** app-auth, app-token and app-language. */
export type SessionHeaders = Record<string, string>;

export async function openSession(app: FastifyInstance, lang = 'en'): Promise<SessionHeaders> {
  const res = await app.inject({ method: 'GET', url: '/app/session/open' });
  const body = res.json() as { appAuth: string; token: { name: string; value: string } };
  return { 'app-auth': body.appAuth, [body.token.name]: body.token.value, 'app-language': lang };
}

/** inject() with JSON in and out. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  opts: InjectOptions & { headers?: Record<string, string> },
): Promise<{ status: number; body: T; res: LightMyRequestResponse }> {
  const res = await app.inject(opts);
  return { status: res.statusCode, body: res.json() as T, res };
}

export async function readOutbox(outboxDir: string): Promise<MailMessage[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(outboxDir, n), 'utf8')) as MailMessage),
  );
}
