import type { Db } from '../../db/client';

/*
 * Public catalogue figures kept a few seconds: the totals of /companies/list by filter (counting
 * every match is the costly half of a page whose rows come from an index range) and the filter
 * options of /companies/list_info (three scans of the catalogue), which the same few callers ask
 * for again and again. Each server process keeps its own entries and nothing tells it that another
 * process changed the catalogue, so an entry lives CACHE_TTL_MS and no longer: a new or removed
 * company shows in a total or a filter option at most that late. The rows of a page are always read live, and a page
 * shorter than the page size gives the exact total by itself (companies-service).
 */

export const CACHE_TTL_MS = 5_000;
// Bounds memory whatever people search for; the oldest entry goes first.
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

// Per database, so test apps (or two catalogues in one process) never see each other's figures.
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The cached value of `key`, or `compute()`'s, shared by the calls that ask while it runs. */
export function cachedFor<T>(db: Db, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  // Each key is only ever filled by one kind of compute, so the entry holds a T.
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = compute();
  cache.set(key, { value, expiresAt: now + CACHE_TTL_MS });
  // A failure (database down) must not be served from the cache afterwards.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
