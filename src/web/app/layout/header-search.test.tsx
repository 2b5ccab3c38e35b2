import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/companies/list_info': () => json({ response: true, states: [], cities: [], categories: [] }),
    'POST /app/companies/list': () => json({ response: true, data: [], records: 12, total: 0 }),
  });
}

describe("the header's search icon (issue 12 item 15)", () => {
  it.each([
    ['en', 'Search companies'],
    ['pt-BR', 'Buscar empresas'],
  ] as const)('opens /companies with the search box focused, in %s', async (lang, name) => {
    const { router } = renderApp({ lang, fetch: server().fetchFn });
    fireEvent.click(screen.getByRole('link', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    const box = await screen.findByRole('combobox', { name }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('does not take the focus when /companies is reached by its menu link', async () => {
    renderApp({ lang: 'en', fetch: server().fetchFn });
    fireEvent.click(screen.getAllByRole('link', { name: 'Companies' })[0]);
    const box = await screen.findByRole('combobox', { name: 'Search companies' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).not.toBe(box);
  });
});
