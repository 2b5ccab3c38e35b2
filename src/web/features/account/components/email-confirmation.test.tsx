import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/route-table';
import { createAppServices } from '../../../app/services';
import { createI18n } from '../../../lib/i18n';
import { createMemoryStorage } from '../../../lib/storage';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';

afterEach(cleanup);

/** The whole app under React StrictMode, which runs effects twice in development. */
function renderStrict(path: string, fetchFn: typeof fetch) {
  const i18n = createI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const services = createAppServices({
    storage: createMemoryStorage(),
    i18n,
    navigate: (to) => void router.navigate(to),
    fetch: fetchFn,
  });
  return render(
    <StrictMode>
      <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

function server(routes: Parameters<typeof scriptedServer>[0] = {}) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

describe('e-mail confirmation', () => {
  it('confirms a customer e-mail once on load, even under StrictMode', async () => {
    const api = server({
      'POST /app/customer_email/confirm': () =>
        json({ response: true, message: 'Your e-mail is confirmed.' }),
    });
    renderStrict('/email_confirm/customer/tok-123', api.fetchFn);
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed!' })).toBeTruthy();
    expect(screen.getByText('Your e-mail is confirmed.')).toBeTruthy();
    expect(api.to('POST', '/app/customer_email/confirm').map((c) => c.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('shows an attention heading with the server lines for a refused company link', async () => {
    const api = server({
      'POST /app/company_email/confirm': () =>
        json({ response: false, error: 'EML001', message: 'Link expired.;Ask for a new one.' }),
    });
    renderStrict('/email_confirm/company/tok-9', api.fetchFn);
    const heading = await screen.findByRole('heading', { name: 'Attention!' });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('Link expired.');
    expect(alert.textContent).toContain('Ask for a new one.');
    expect(api.to('POST', '/app/company_email/confirm')).toHaveLength(1);
  });

  it('falls back to the default failure text', async () => {
    const api = server({
      'POST /app/customer_email/confirm': () => json({ response: false, error: 'X', message: '' }),
    });
    renderStrict('/email_confirm/customer/tok-1', api.fetchFn);
    expect(await screen.findByText('Failed to validate your email!')).toBeTruthy();
  });

  it('does nothing for another type', async () => {
    const api = server();
    renderStrict('/email_confirm/newsletter/tok-1', api.fetchFn);
    expect(await screen.findByText('There is nothing to confirm at this address.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(api.calls.filter((c) => c.path.includes('_email/'))).toEqual([]));
  });
});
