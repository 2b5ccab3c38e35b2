import type { Db } from '../../db/client';

/*
 * Totals of /companies/list by filter, kept a few seconds. Counting every match is the costly half
 * of a catalogue page (the rows come from an index range), and the same few filters are asked
 * again and again. Each server process keeps its own entries and nothing tells it that another
 * process changed the catalogue, so an entry lives COUNT_TTL_MS and no longer: a new or removed
 * company shows in a total at most that late. The rows of a page are always read live, and a page
 * shorter than the page size gives the exact total by itself (companies-service).
 */

export const COUNT_TTL_MS = 5_000;
// Bounds memory whatever people search for; the oldest entry goes first.
const MAX_ENTRIES = 500;

interface Entry {
  total: Promise<number>;
  expiresAt: number;
}

// Per database, so test apps (or two catalogues in one process) never see each other's totals.
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The cached total for `key`, or `count()`'s, shared by the calls that ask while it runs. */
export function cachedCount(
  db: Db,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.total;
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const total = count();
  cache.set(key, { total, expiresAt: now + COUNT_TTL_MS });
  // A failed count (database down) must not be served from the cache afterwards.
  total.catch(() => {
    if (cache.get(key)?.total === total) cache.delete(key);
  });
  return total;
}
