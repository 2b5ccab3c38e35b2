import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createScratchDatabase } from '../src/server/db/scratch-database';

/** A database of its own for a benchmark run, thrown away afterwards. */
export interface BenchDb {
  handle: DbHandle;
  /** For a second process (the load script's server). */
  url: string;
  drop(): Promise<void>;
}

export const DEFAULT_PG_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The embedded PostgreSQL, as `npm start` runs it (fsync on), in a temporary directory. */
export async function openEmbeddedBench(): Promise<BenchDb> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogo-bench-'));
  // Run as root, the server runs as `postgres`, which must enter this directory.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  const bench = await openPostgresBench(server.url('postgres'));
  return {
    ...bench,
    async drop() {
      await bench.drop();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped afterwards. */
export async function openPostgresBench(adminUrl: string, prefix = 'bench'): Promise<BenchDb> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
  const handle = await openDb({ databaseUrl: scratch.url });
  return {
    handle,
    url: scratch.url,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** JSON POST/GET against a running server, answering the parsed body. */
export async function callJson<T>(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Opens an app session over HTTP and answers its headers. */
export async function openAppSession(base: string, lang = 'pt-BR'): Promise<Record<string, string>> {
  const { body } = await callJson<{ appAuth: string; token: { name: string; value: string } }>(
    base,
    '/app/session/open',
  );
  return { 'app-auth': body.appAuth, [body.token.name]: body.token.value, 'app-language': lang };
}

/** A session logged in as `document`; throws when the login is refused. */
export async function loggedInSession(
  base: string,
  document: string,
  password: string,
): Promise<Record<string, string>> {
  const headers = await openAppSession(base);
  const { body } = await callJson<{ response: boolean; error?: string }>(base, '/app/auth/login', {
    headers,
    body: { document, password },
  });
  if (!body.response) throw new Error(`login of ${document} refused: ${body.error}`);
  return headers;
}
