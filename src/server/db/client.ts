import { createHash } from 'node:crypto';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { bindLargeParametersInParts } from './bind-in-parts';
import { PacedSocket } from './paced-socket';
import * as catalogueContent from './schema/catalogue-content';
import * as categories from './schema/categories';
import * as companies from './schema/companies';
import * as companyCertifications from './schema/company-certifications';
import * as companyProducts from './schema/company-products';
import * as companySearch from './schema/company-search';
import * as consents from './schema/consents';
import * as customers from './schema/customers';
import * as files from './schema/files';
import * as insights from './schema/insights';
import * as listingClaims from './schema/listing-claims';
import * as newsletter from './schema/newsletter';
import * as newsletterIssues from './schema/newsletter-issues';
import * as notifications from './schema/notifications';
import * as places from './schema/places';
import * as quoteItems from './schema/quote-items';
import * as quoteMessages from './schema/quote-messages';
import * as quoteOutsideInvites from './schema/quote-outside-invites';
import * as quoteShareLinks from './schema/quote-share-links';
import * as quotes from './schema/quotes';
import * as ratings from './schema/ratings';
import * as responsiveness from './schema/responsiveness';
import * as searchLog from './schema/search-log';
import * as sessions from './schema/sessions';
import * as staff from './schema/staff';
import * as tokens from './schema/tokens';
import * as vocabulary from './schema/vocabulary';

export const schema = {
  ...places,
  ...files,
  ...categories,
  ...customers,
  ...consents,
  ...companies,
  ...companyProducts,
  ...companySearch,
  ...listingClaims,
  ...vocabulary,
  ...companyCertifications,
  ...quotes,
  ...quoteItems,
  ...quoteMessages,
  ...quoteOutsideInvites,
  ...quoteShareLinks,
  ...ratings,
  ...responsiveness,
  ...insights,
  ...searchLog,
  ...notifications,
  ...newsletter,
  ...newsletterIssues,
  ...tokens,
  ...catalogueContent,
  ...sessions,
  ...staff,
};
export type Schema = typeof schema;
// Also what a transaction is, so helpers take either.
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /** The database's URL, for connections of its own (migrations, LISTEN, backups). */
  url: string;
  pool: pg.Pool;
  /**
   * Resolves when the database answers `select 1`, on a connection of its own: a health check
   * must not queue behind requests that hold every connection of the pool (50 uploads at once).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** @deprecated the handle itself has `db`, `pool` and `url` now; kept for callers written before. */
export function driverOf(handle: DbHandle): { kind: 'postgres'; db: Db; client: pg.Pool; url: string } {
  return { kind: 'postgres', db: handle.db, client: handle.pool, url: handle.url };
}

/**
 * Planning is most of the cost of the catalogue's short queries (a five-table page: 1 ms to plan,
 * 0.1 ms to run), so every statement run through the pool is prepared once per connection under a
 * name derived from its text, as postgres.js does by default: PostgreSQL then skips the parse and,
 * once a generic plan proves as good, the planning. Statements of transactions run on a checked-out
 * client and stay unnamed.
 */
function prepareEveryStatement(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  // Names by text, so a statement run again is not hashed again (bounded: the filters of the
  // catalogue make a few hundred shapes, not more).
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `s${createHash('sha1').update(text).digest('base64url')}`;
      if (names.size >= 5_000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const named = (config: unknown) => {
    if (typeof config !== 'object' || config === null || !('text' in config)) return config;
    const { name, text } = config as { name?: string; text: string };
    return name ? config : { ...config, name: nameOf(text) };
  };
  Object.assign(pool, { query: (config: unknown, values?: unknown) => query(named(config), values) });
}

/**
 * A pool that outlives the database server: when PostgreSQL restarts, the calls in flight fail
 * (the request answers 500), the broken connections are dropped and the next calls open new ones.
 * node-postgres rather than postgres.js, which can throw from a timer when a connection closes
 * under load and take the whole process down (porsager/postgres#1154, #1208).
 */
function openPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // Large messages (a file's bytes) go out in pieces (paced-socket.ts).
    stream: () => new PacedSocket(),
  });
  prepareEveryStatement(pool);
  // A connection the server kills emits 'error': on the pool while idle, on the client while
  // checked out (between two statements of a transaction). Unheard, either would end the process;
  // the statement in flight fails on its own and pg-pool drops the dead client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    bindLargeParametersInParts(client);
  });
  return pool;
}

/** A pool on the database at `databaseUrl`. The caller runs migrations (migrate.ts) before use. */
export async function openDb(opts: { databaseUrl: string; maxConnections?: number }): Promise<DbHandle> {
  const pool = openPool(opts.databaseUrl, opts.maxConnections);
  // One connection, opened on the first ping and kept open (opening one costs a password exchange,
  // more than the check); a short wait, since a health check that waits longer than its caller's
  // timeout is no answer.
  const probe = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 0,
  });
  probe.on('error', () => {});
  return {
    db: drizzle({ client: pool, schema }),
    url: opts.databaseUrl,
    pool,
    ping: async () => {
      await probe.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}
