import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';
import { spyOnSave } from '../../test/save-file-spy';

// Issue 33 item 5: the companies tab saves the whole catalogue in the format chosen.

const WAIT = { timeout: 30_000 };
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CSV = 'CNPJ;Razão social\r\n';

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/companies/list': () => json({ response: true, data: [], total: 0, page: 1, pages: 0 }),
    'GET /app/categories/list_full': () => json({ response: true, data: [] }),
    'GET /app/companies/list_info': () => json({ response: true, categories: [], cities: [], states: [] }),
    'POST /app/admin/companies/export': () =>
      json({
        response: true,
        name: 'catalogo-2026-11-29.csv',
        mime: 'text/csv; charset=utf-8',
        content: Buffer.from(CSV).toString('base64'),
      }),
  });
}

describe('/admin companies tab: the catalogue export', () => {
  it('asks the server for the format pressed and saves its file under its name (pt-BR)', async () => {
    const { saved, name } = spyOnSave();
    const api = server();
    renderApp({
      entries: ['/admin?tab=companies'],
      lang: 'pt-BR',
      user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
      fetch: api.fetchFn,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'CSV' }, WAIT));
    await waitFor(() => expect(name()).toBe('catalogo-2026-11-29.csv'), WAIT);
    expect(api.to('POST', '/app/admin/companies/export').map((call) => call.body)).toEqual([
      { format: 'csv' },
    ]);
    expect(await saved[0]?.text()).toBe(CSV);
    expect(screen.getByRole('button', { name: 'Planilha (.xlsx)' })).toBeTruthy();
  });
});
