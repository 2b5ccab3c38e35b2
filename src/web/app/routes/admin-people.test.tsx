import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../lib/api-client-test-kit';
import { renderApp } from '../../test/render-app';

const WAIT = { timeout: 8000 };
const page = (data: unknown[] = []) => json({ response: true, data, total: data.length, pageSize: 25 });

afterEach(cleanup);

describe('/admin customers and newsletter tabs', () => {
  it('shows the customers list and the newsletter composer with its preview', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
      'POST /app/admin/companies/list': () => page(),
      'POST /app/admin/audit/list': () => page(),
      'POST /app/admin/customers/list': () =>
        page([
          {
            id: 7,
            name: 'Bruno Cliente',
            doc: '529.982.247-25',
            email: 'bruno@example.com',
            emailValid: true,
            lang: 'pt-BR',
            createdAt: '2026-01-02T10:00:00Z',
            blockedAt: null,
            blockedReason: null,
            company: null,
            quotes: { total: 3, open: 1, concluded: 1, cancelled: 1 },
          },
        ]),
      'POST /app/admin/newsletter/subscribers': () =>
        page([{ email: 'ana@example.com', lang: 'en', confirmedAt: '2026-01-02T10:00:00Z' }]),
      'POST /app/admin/newsletter/issues': () => page(),
    });
    const open = (tab: string) =>
      renderApp({
        entries: [`/admin?tab=${tab}`],
        lang: 'en',
        user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
        fetch: server.fetchFn,
      });
    open('customers');
    expect(await screen.findByText('Bruno Cliente', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('3 in all · 1 open · 1 concluded · 1 cancelled')).toBeTruthy();
    cleanup();
    open('newsletter');
    expect(await screen.findByLabelText('Subject (Portuguese)', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('ana@example.com', {}, WAIT)).toBeTruthy();
  });
});
