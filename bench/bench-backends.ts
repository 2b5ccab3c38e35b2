import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDb } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { type FillSizes, fillCatalogue } from './fill-catalogue';

/** A database of its own for a benchmark run, thrown away afterwards. */
export interface BenchDb {
  handle: DbHandle;
  /** For a second process (the load script's server). */
  url: string;
  drop(): Promise<void>;
}

export const DEFAULT_PG_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The directory of the embedded server that keeps filled catalogues between runs (`BENCH_REUSE=1`). */
const KEPT_EMBEDDED_DIR = join(tmpdir(), 'catalogo-bench-kept');

/**
 * The embedded PostgreSQL, as `npm start` runs it (fsync on): in a temporary directory, or with
 * `keep` in one that outlives the run, so the filled templates of `filledBench` stay for the next.
 */
export async function openEmbeddedBench(opts: { keep?: boolean } = {}): Promise<BenchDb> {
  const dir = opts.keep ? KEPT_EMBEDDED_DIR : await mkdtemp(join(tmpdir(), 'catalogo-bench-'));
  await mkdir(dir, { recursive: true });
  // Run as root, the server runs as `postgres`, which must enter this directory.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  const bench = await openPostgresBench(server.url('postgres'));
  return {
    ...bench,
    async drop() {
      await bench.drop();
      await server.stop();
      if (!opts.keep) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of `adminUrl` (a copy of `template` if given), dropped afterwards. */
export async function openPostgresBench(
  adminUrl: string,
  prefix = 'bench',
  template?: string,
): Promise<BenchDb> {
  const scratch = await createScratchDatabase(adminUrl, prefix, template);
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

/** Changes when the schema or the fill changes, so a kept template is never stale. */
function fillVersion(): string {
  const root = join(import.meta.dirname, '..');
  const migrations = join(root, 'src', 'server', 'db', 'migrations');
  const hash = createHash('sha1');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(join(migrations, file)));
  hash.update(readFileSync(join(root, 'bench', 'fill-catalogue.ts')));
  return hash.digest('hex').slice(0, 8);
}

/**
 * A database of `kind` ("embedded" or "postgres") filled with `sizes`, and how long the fill took
 * (0 when copied). With `reuse`, the first run fills a template database `bench_tpl_<companies>_<version>`
 * kept on the server (the embedded one in a kept directory) and every run works on a copy of it:
 * a 100,000-company fill takes minutes, a copy seconds.
 */
export async function filledBench(
  kind: string,
  sizes: FillSizes,
  opts: { pgUrl: string; reuse: boolean },
): Promise<{ bench: BenchDb; fillSeconds: number }> {
  const started = Date.now();
  const server = kind === 'postgres' ? undefined : await openEmbeddedBench({ keep: opts.reuse });
  const serverUrl = server ? server.url : opts.pgUrl;
  if (!opts.reuse) {
    const bench = server ?? (await openPostgresBench(serverUrl));
    await fillCatalogue(bench.handle, sizes);
    return { bench, fillSeconds: (Date.now() - started) / 1000 };
  }
  const template = `bench_tpl_${sizes.companies}_${fillVersion()}`;
  const found = await onServer(serverUrl, 'select 1 from pg_database where datname = $1', [template]);
  if (found === 0) {
    const filling = await openPostgresBench(serverUrl, `${template}_filling`);
    await fillCatalogue(filling.handle, sizes);
    await filling.handle.close();
    await onServer(
      serverUrl,
      `alter database "${new URL(filling.url).pathname.slice(1)}" rename to "${template}"`,
    );
  }
  const copy = await openPostgresBench(serverUrl, 'bench', template);
  return {
    bench: {
      ...copy,
      async drop() {
        await copy.drop();
        await server?.drop();
      },
    },
    fillSeconds: (Date.now() - started) / 1000,
  };
}

/** One statement on a connection of its own; answers the number of rows. */
async function onServer(serverUrl: string, statement: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
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
  const { body } = await callJson<{
    response: boolean;
    error?: string;
    token?: { name: string; value: string };
  }>(base, '/app/auth/login', { headers, body: { document, password } });
  if (!body.response) throw new Error(`login of ${document} refused: ${body.error}`);
  // A login gives the session a new token; the one used before stops working.
  return body.token ? { ...headers, [body.token.name]: body.token.value } : headers;
}
