import type { QuoteInfo } from '../../shared/schemas/quote-read';

/** An open quote as POST /quotes/info_* answers it, with `changes` on top. */
export function quoteFixture(changes: Partial<QuoteInfo> = {}): QuoteInfo {
  return {
    id: 'q-1',
    reqId: 'q-1',
    title: 'Steel brackets',
    description: 'Five hundred units.',
    categoryId: 3,
    categoryName: 'Metalwork',
    status: 'a',
    statusDesc: 'Open',
    dateOpen: '2026-03-02T12:00:00.000Z',
    dateUpdate: null,
    dateClose: null,
    allCompanies: true,
    companies: [],
    exclude: [],
    attachments: [],
    questions: [],
    proposals: [],
    proposalChosen: false,
    rate: null,
    ...changes,
  };
}
