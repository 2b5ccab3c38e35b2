import pg from 'pg';
import { catalogueCacheLookups } from '../metrics';
import type { Db, DbHandle } from './client';

/*
 * Public catalogue answers kept in memory: pages and totals of /companies/list, the filter options
 * of /companies/list_info and company pages, which the same few requests ask for again and again.
 *
 * An entry is dropped when the catalogue changes:
 * - in this process, at once: the services that write companies, their categories, portfolio or
 *   ratings call catalogueChanged() after their transaction commits;
 * - in any process on the same database, within milliseconds: triggers on those tables NOTIFY
 *   CATALOGUE_CHANNEL at commit (migration 0005) and every process LISTENs (watchCatalogue);
 * - in any case after CACHE_TTL_MS, which bounds how stale an answer can be while the listening
 *   connection is down (database restarting) or a notification is lost.
 */

export const CACHE_TTL_MS = 5_000;
export const CATALOGUE_CHANNEL = 'catalogue_changed';
// Bounds memory whatever people search for; the oldest entry goes first.
const MAX_ENTRIES = 1_000;
const RELISTEN_DELAY_MS = 1_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

// Per database, so test apps (or two catalogues in one process) never see each other's answers.
const caches = new WeakMap<Db, Map<string, Entry>>();
const bypassed = new WeakSet<Db>();

/** Every answer of this database computed afresh, not even shared by concurrent calls (`npm run bench` with BENCH_CACHE=off measures that cost). */
export function bypassCatalogueCache(db: Db): void {
  bypassed.add(db);
}

/** The cached value of `key`, or `compute()`'s, shared by the calls that ask while it runs. */
export function cachedFor<T>(db: Db, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  if (bypassed.has(db)) return compute();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  // Each key is only ever filled by one kind of compute, so the entry holds a T.
  if (hit && hit.expiresAt > now) {
    catalogueCacheLookups.inc({ result: 'hit' });
    return hit.value as Promise<T>;
  }
  catalogueCacheLookups.inc({ result: 'miss' });
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = compute();
  const entries = cache;
  entries.set(key, { value, expiresAt: now + CACHE_TTL_MS });
  // A failure (database down, unknown company) must not be served from the cache afterwards.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/**
 * Forgets every cached answer of this database. A computation still running keeps its callers but
 * is no longer found by later ones, who read the changed catalogue.
 */
export function catalogueChanged(db: Db): void {
  caches.delete(db);
}

interface Watcher {
  users: number;
  stop: () => Promise<void>;
}

const watchers = new WeakMap<DbHandle, Watcher>();

/** A connection of its own that listens, and listens again after the server restarts. */
function listen(handle: DbHandle, url: string, onError: (error: unknown) => void): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Told once per outage, not on every retry while the database is down.
  let failing = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      // Changes made while nobody listened are unknown: start afresh, then listen again.
      catalogueChanged(handle.db);
      if (error && !failing) onError(error);
      failing = true;
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
      void next.end().catch(() => {});
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', () => catalogueChanged(handle.db));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (stopped) await next.end();
      else {
        failing = false;
        // What changed before LISTEN took effect is unknown too.
        catalogueChanged(handle.db);
      }
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/**
 * Starts listening for catalogue changes made by any process on this database (idempotent per
 * handle); the returned function stops when its last caller has.
 */
export async function watchCatalogue(
  handle: DbHandle,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let watcher = watchers.get(handle);
  if (!watcher) {
    const stop = listen(handle, handle.url, onError);
    watcher = { users: 0, stop };
    watchers.set(handle, watcher);
  }
  watcher.users += 1;
  const current = watcher;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users > 0) return;
    watchers.delete(handle);
    await current.stop();
  };
}
