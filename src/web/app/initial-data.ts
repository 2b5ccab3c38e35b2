import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ID, type InitialQuery } from '../../shared/first-paint';

function isInitialQuery(value: unknown): value is InitialQuery {
  return typeof value === 'object' && value !== null && Array.isArray((value as InitialQuery).key);
}

/**
 * Puts the API answers the server sent with the page (src/server/plugins/web-page.ts) into the query
 * cache, so the first render shows them without asking again. Anything unreadable is left out: the
 * page then asks the API as usual.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  const queries = (parsed as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(queries)) return;
  for (const query of queries.filter(isInitialQuery)) queryClient.setQueryData(query.key, query.data);
}
