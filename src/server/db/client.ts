import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as catalogueContent from './schema/catalogue-content';
import * as categories from './schema/categories';
import * as companies from './schema/companies';
import * as consents from './schema/consents';
import * as customers from './schema/customers';
import * as files from './schema/files';
import * as newsletter from './schema/newsletter';
import * as notifications from './schema/notifications';
import * as places from './schema/places';
import * as quotes from './schema/quotes';
import * as ratings from './schema/ratings';
import * as sessions from './schema/sessions';
import * as staff from './schema/staff';
import * as tokens from './schema/tokens';

export const schema = {
  ...places,
  ...files,
  ...categories,
  ...customers,
  ...consents,
  ...companies,
  ...quotes,
  ...ratings,
  ...notifications,
  ...newsletter,
  ...tokens,
  ...catalogueContent,
  ...sessions,
  ...staff,
};
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The driver behind a handle, for the few callers that need it (migrations, backup). */
export type DriverOf =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; client: pg.Pool; url: string };

const drivers = new WeakMap<DbHandle, DriverOf>();

export function driverOf(handle: DbHandle): DriverOf {
  const driver = drivers.get(handle);
  if (!driver) throw new Error('Not a handle made by openDb');
  return driver;
}

/** Extensions the migrations create; PGlite must be given them at construction. */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Planning is most of the cost of the catalogue's short queries (a five-table page: 1 ms to plan,
 * 0.1 ms to run), so every statement run through the pool is prepared once per connection under a
 * name derived from its text, as postgres.js does by default: PostgreSQL then skips the parse and,
 * once a generic plan proves as good, the planning. Statements of transactions run on a checked-out
 * client and stay unnamed.
 */
function prepareEveryStatement(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const named = (config: unknown) => {
    if (typeof config !== 'object' || config === null || !('text' in config)) return config;
    const { name, text } = config as { name?: string; text: string };
    return name ? config : { ...config, name: `s${createHash('sha1').update(text).digest('base64url')}` };
  };
  Object.assign(pool, { query: (config: unknown, values?: unknown) => query(named(config), values) });
}

/**
 * A pool that outlives the database server: when PostgreSQL restarts, the calls in flight fail
 * (the request answers 500), the broken connections are dropped and the next calls open new ones.
 * node-postgres rather than postgres.js, which can throw from a timer when a connection closes
 * under load and take the whole process down (porsager/postgres#1154, #1208).
 */
function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  prepareEveryStatement(pool);
  // A connection the server kills emits 'error': on the pool while idle, on the client while
  // checked out (between two statements of a transaction). Unheard, either would end the process;
  // the statement in flight fails on its own and pg-pool drops the dead client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * PostgreSQL when databaseUrl is set, otherwise embedded PGlite in dataDir (in memory when
 * dataDir is undefined). The caller runs migrations (migrate.ts) before use.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const client = openPool(opts.databaseUrl);
    const db = drizzlePostgres({ client, schema });
    const handle: DbHandle = { db, kind: 'postgres', close: () => client.end() };
    drivers.set(handle, { kind: 'postgres', db, client, url: opts.databaseUrl });
    return handle;
  }
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema });
  const handle: DbHandle = {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
  drivers.set(handle, { kind: 'pglite', db, client });
  return handle;
}
