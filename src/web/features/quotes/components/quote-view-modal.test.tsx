import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteViewModal } from './quote-view-modal';

afterEach(cleanup);

describe('quote view modal', () => {
  it('shows the status with the same colour badge as the list', async () => {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/info_customer': () =>
        json({ response: true, quote: quoteFixture({ status: 'x', statusDesc: 'Cancelled' }) }),
    });
    renderInProviders(<QuoteViewModal side="customer" reqId="q-1" onClose={() => {}} />, {
      fetch: api.fetchFn,
    });
    const status = (await screen.findByText('Status')).parentElement as HTMLElement;
    const badge = within(status).getByText('Cancelled');
    expect(badge.getAttribute('data-status')).toBe('x');
  });

  // Issue 30: the company's view says what its list says, not the quote's own 'Open'/'Concluded'.
  for (const [lang, label, own, won] of [
    ['en', 'Status', 'Concluded', 'Won'],
    ['pt-BR', 'Situação', 'Concluído', 'Proposta escolhida'],
  ] as const) {
    it(`${lang}: shows a company its own state of the quote, with its colour`, async () => {
      const api = scriptedServer({
        'GET /app/session/open': () => opened('A1', 'T1'),
        'POST /app/quotes/info_company': () =>
          json({
            response: true,
            quote: quoteFixture({ status: 'c', statusDesc: own, supplierStatus: 'won' }),
          }),
      });
      renderInProviders(<QuoteViewModal side="company" reqId="q-1" onClose={() => {}} />, {
        fetch: api.fetchFn,
        lang,
      });
      const status = (await screen.findByText(label)).parentElement as HTMLElement;
      expect(within(status).getByText(won).getAttribute('data-status')).toBe('c');
      expect(within(status).queryByText(own)).toBeNull();
    });
  }

  // Issue 12, item 6: the server sends a recipient company empty lists, which read 'None'.
  for (const [lang, asked, leftOut] of [
    ['en', 'Companies asked', 'Companies left out'],
    ['pt-BR', 'Empresas consultadas', 'Empresas excluídas'],
  ] as const) {
    it(`${lang}: shows a company no rows for the companies asked and left out, and the customer both`, async () => {
      const quote = quoteFixture({
        allCompanies: false,
        companies: [{ id: 4, name: 'Metal Forte' }],
        exclude: [{ id: 5, name: 'Aço Norte' }],
      });
      const api = scriptedServer({
        'GET /app/session/open': () => opened('A1', 'T1'),
        'POST /app/quotes/info_company': () =>
          json({ response: true, quote: { ...quote, companies: [], exclude: [] } }),
        'POST /app/quotes/info_customer': () => json({ response: true, quote }),
      });
      const company = renderInProviders(<QuoteViewModal side="company" reqId="q-1" onClose={() => {}} />, {
        fetch: api.fetchFn,
        lang,
      });
      expect(await screen.findByText('Metalwork')).toBeTruthy();
      expect(screen.queryByText(asked)).toBeNull();
      expect(screen.queryByText(leftOut)).toBeNull();
      company.unmount();

      renderInProviders(<QuoteViewModal side="customer" reqId="q-1" onClose={() => {}} />, {
        fetch: api.fetchFn,
        lang,
      });
      const row = (await screen.findByText(asked)).parentElement as HTMLElement;
      expect(within(row).getByText('Metal Forte')).toBeTruthy();
      expect(
        within(screen.getByText(leftOut).parentElement as HTMLElement).getByText('Aço Norte'),
      ).toBeTruthy();
    });
  }
});
