import type { FastifyInstance } from 'fastify';
import type { CompanySummary } from '../../shared/schemas/catalogue-read';
import { call, type SessionHeaders } from './harness';

/** A catalogue list answer as a search test reads it. */
export interface SearchAnswer {
  response: boolean;
  data: (CompanySummary & { match?: { parts: { text: string; mark: boolean }[] } })[];
  total: number;
  didYouMean?: string;
}

/** POST /companies/list as a visitor of `headers`' language, and the names it lists. */
export function catalogueSearchCalls(app: () => FastifyInstance, headers: () => SessionHeaders) {
  const list = (body: Record<string, unknown>, as = headers()) =>
    call<SearchAnswer>(app(), { method: 'POST', url: '/app/companies/list', headers: as, payload: body });
  const names = async (body: Record<string, unknown>, as = headers()) =>
    (await list(body, as)).body.data.map((c) => c.name);
  return { list, names };
}
