import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import type { QuoteListItem, SupplierQuoteStatus } from '../../../../shared/schemas/quote-read';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(cleanup);

/* Issue 30 item 14: the Received quotes list says each quote's state for the company. */

const owner = { id: 1, shortName: 'Ana', company: 7, companyName: 'Metal Forte' };
const past = new Date(Date.now() - 3_600_000).toISOString();

function item(title: string, status: 'a' | 'c' | 'x', supplierStatus: SupplierQuoteStatus): QuoteListItem {
  const desc = { a: 'Open', c: 'Concluded', x: 'Cancelled' }[status];
  return {
    id: `q-${title}`,
    reqId: `q-${title}`,
    title,
    dateOpen: '2026-11-01T12:00:00.000Z',
    dateClose: status === 'a' ? null : '2026-11-10T12:00:00.000Z',
    status,
    statusDesc: desc,
    deadline: supplierStatus === 'deadlinePassed' ? past : null,
    declined: supplierStatus === 'declined',
    supplierStatus,
  };
}

const ROWS = [
  item('Brackets', 'a', 'toAnswer'),
  { ...item('Flanges', 'a', 'proposed'), fromInvitation: true },
  item('Shafts', 'a', 'declined'),
  item('Gears', 'a', 'deadlinePassed'),
  item('Bolts', 'c', 'won'),
  item('Nuts', 'c', 'notChosen'),
  item('Pins', 'x', 'cancelled'),
];

function renderReceived(lang: Lang) {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/list_company': () =>
      json({ response: true, data: ROWS, records: 20, total: ROWS.length }),
  });
  renderApp({ entries: ['/quotes?tab=received'], user: owner, fetch: api.fetchFn, lang });
}

/** The status column's text of each row, in the list's order. */
async function statuses(label: string): Promise<string[]> {
  await screen.findByText('Pins');
  const header = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const column = header.indexOf(label);
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column].textContent?.replace(label, '') ?? '');
}

const EXPECTED: [Lang, string, string[]][] = [
  [
    'en',
    'Status',
    ['To answer', 'Proposal sent', 'Declined', 'Deadline passed', 'Won', 'Not chosen', 'Cancelled'],
  ],
  [
    'pt-BR',
    'Situação',
    [
      'A responder',
      'Proposta enviada',
      'Recusada',
      'Prazo encerrado',
      'Proposta escolhida',
      'Outra proposta escolhida',
      'Cancelada',
    ],
  ],
];

describe('Received quotes: one status per quote, the company’s', () => {
  // Never "Open" past the deadline, nor "Concluded" for won and lost alike.
  it.each(EXPECTED)('%s', async (lang, column, texts) => {
    renderReceived(lang);
    expect(await statuses(column)).toEqual(texts);
  });
});

describe('Received quotes: a request from an invitation sent before the company listed (decision 0048)', () => {
  it.each([
    ['en', 'Invited by e-mail before you listed'],
    ['pt-BR', 'Convite por e-mail antes do cadastro'],
  ] as const)('is marked on its row only (%s)', async (lang, mark) => {
    renderReceived(lang);
    await screen.findByText('Pins');
    const marked = screen.getAllByText(mark);
    expect(marked).toHaveLength(1);
    expect(marked[0].closest('tr')?.textContent).toContain('Flanges');
  });
});
