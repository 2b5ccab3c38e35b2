import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../lib/api-client-test-kit';
import { renderInProviders } from '../../../test/render-app';
import { quoteFixture } from './quote-test-kit';
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
});
