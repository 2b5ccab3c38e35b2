import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

const WAIT = { timeout: 8000 };
afterEach(cleanup);

describe('/profile for a supplier (issue 30 item 30)', () => {
  it('shows the company’s own responsiveness and tips under its data, not under its ratings', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
      'GET /app/company/responsiveness': () =>
        json({
          response: true,
          data: {
            requests: 6,
            answeredPercent: 83,
            medianSeconds: 7200,
            answered: 5,
            shown: true,
            minRequests: 5,
          },
        }),
      'GET /app/company/rates': () => json({ response: true, data: [] }),
    });
    renderApp({
      entries: ['/profile'],
      user: { id: 2, shortName: 'Bia', company: 5, companyName: 'Metal Forte' },
      fetch: server.fetchFn,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Company data' }, WAIT));
    const data = screen.getByRole('tabpanel', { name: 'Company data' });
    expect(await within(data).findByRole('heading', { name: 'Responsiveness' }, WAIT)).toBeTruthy();
    expect(within(data).getByRole('heading', { name: 'How to improve' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Company ratings' }));
    const ratings = screen.getByRole('tabpanel', { name: 'Company ratings' });
    expect(within(ratings).queryByRole('heading', { name: 'Responsiveness' })).toBeNull();
  });
});
