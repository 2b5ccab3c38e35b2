import type { TestApp } from '../../../test/harness';
import { api, openQuote, type QuoteScenario, type TestUser } from '../../../test/quote-fixtures';

/** Three items: 200 flanges, 1,5 t of bar, one machining service. */
export const ITEMS = [
  { description: 'Flange 4" ANSI B16.5 304', quantity: 200, unit: 'pc', specification: 'Drawing F-12' },
  { description: 'Bar 4140 Ø50', quantity: 1.5, unit: 't' },
  { description: 'Machining of shafts', quantity: 1, unit: 'servico' },
];

export function openItemQuote(t: TestApp, s: QuoteScenario, title = 'Itemised request') {
  return openQuote(t, s.owner, {
    category: s.category,
    title,
    companies: [s.first.company.id, s.second.company.id],
    items: ITEMS,
  });
}

export const sendLines = (
  t: TestApp,
  who: TestUser,
  reqId: string,
  body: Record<string, unknown>,
  lang?: string,
) =>
  api(t, 'POST', '/quotes/proposal_send', lang ? { ...who.headers, 'app-language': lang } : who.headers, {
    req_id: reqId,
    ...body,
  });
