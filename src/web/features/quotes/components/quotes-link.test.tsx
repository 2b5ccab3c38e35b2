import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderApp } from '../../../test/render-app';

afterEach(cleanup);

/* Issue 18 item 7: a quote notification's link opens that quote's view, on its side's tab. */

const owner = { id: 1, shortName: 'Ana', company: 7, companyName: 'Metal Forte' };
const emptyList = () => json({ response: true, data: [], records: 20, total: 0 });

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/list_customer': emptyList,
    'POST /app/quotes/list_company': emptyList,
    'POST /app/quotes/info_company': () =>
      json({ response: true, quote: quoteFixture({ reqId: 'q-9', title: 'Received brackets' }) }),
    'POST /app/quotes/info_customer': () =>
      json({ response: true, quote: quoteFixture({ reqId: 'q-8', title: 'My flanges' }) }),
  });
}

describe('a link to one quote', () => {
  it('opens a received quote over the Received quotes tab; closing it leaves the tab', async () => {
    const api = server();
    const { router } = renderApp({
      entries: ['/quotes?tab=received&quote=q-9'],
      user: owner,
      fetch: api.fetchFn,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Received brackets' });
    expect(api.to('POST', '/app/quotes/info_company').map((c) => c.body)).toEqual([{ req_id: 'q-9' }]);
    expect(screen.getByRole('tab', { name: 'Received quotes' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?tab=received');
    expect(screen.getByRole('tab', { name: 'Received quotes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the customer’s own quote over My quotes', async () => {
    const api = server();
    renderApp({ entries: ['/quotes?tab=mine&quote=q-8'], user: owner, fetch: api.fetchFn });
    expect(await screen.findByRole('dialog', { name: 'My flanges' })).toBeTruthy();
    expect(api.to('POST', '/app/quotes/info_customer').map((c) => c.body)).toEqual([{ req_id: 'q-8' }]);
    expect(screen.getByRole('tab', { name: 'My quotes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps an older notification’s plain /quotes link as it was: the list, no view', async () => {
    const api = server();
    renderApp({ entries: ['/quotes'], user: owner, fetch: api.fetchFn });
    expect(await screen.findByRole('tab', { name: 'My quotes' })).toBeTruthy();
    await waitFor(() => expect(api.to('POST', '/app/quotes/list_customer')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', '/app/quotes/info_customer')).toHaveLength(0);
  });
});
