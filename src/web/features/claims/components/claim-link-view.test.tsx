import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

/* Issue 33 item 3: the page an invitation's link opens. */

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const READ = {
  response: true,
  data: {
    kind: 'invitation',
    company: { reqId: 'C1', tradeName: 'Fundição “Ñ” Ltda', slug: 'fundicao-n-ltda', city: 'Piracicaba' },
    expiresAt: '2026-12-29T15:00:00.000Z',
  },
};

function server(
  use: () => Response = () =>
    json({ response: true, message: 'ok', company: { id: 7, reqId: 'C1', tradeName: 'Fundição “Ñ” Ltda' } }),
) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'POST /app/claims/link_read': () => json(READ),
    'POST /app/claims/link_use': use,
  });
}

describe('/claim/:token', () => {
  it('asks a visitor to log in or register first (pt-BR)', async () => {
    const api = server();
    renderApp({ entries: ['/email_confirm/claim/tok123'], lang: 'pt-BR', fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Fundição “Ñ” Ltda' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/A associação convidou você a reivindicar Fundição “Ñ” Ltda/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tornar/ })).toBeNull();
    expect(api.to('POST', '/app/claims/link_read').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
  });

  it("makes the company the logged-in person's, or says why not (en)", async () => {
    const refusal = 'This link no longer works: it expired, was withdrawn or was used already.';
    const api = server(() => json({ response: false, error: 'CLM001', message: refusal }));
    renderApp({
      entries: ['/email_confirm/claim/tok123'],
      lang: 'en',
      user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
      fetch: api.fetchFn,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make Fundição “Ñ” Ltda mine' }, WAIT));
    expect(await screen.findByText(refusal, {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(api.to('POST', '/app/claims/link_use').map((c) => c.body)).toEqual([{ token: 'tok123' }]),
    );
  });
});
