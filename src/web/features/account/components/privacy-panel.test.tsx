import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';
import { spyOnSave } from '../../../test/save-file-spy';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const user = { id: 1, shortName: 'Ana', company: 0, companyName: '' };
const data = { generatedAt: '2026-11-24T10:00:00.000Z', customer: { name: 'Ana Souza' }, quotes: [] };
// Published and accepted at 01:21 UTC on 29 November: still 28 November in São Paulo.
const consents = (title: string) => [
  {
    document: 'terms-of-use',
    title,
    version: '632cd3904b70ed29',
    publishedAt: '2026-11-29T01:21:00.000Z',
    lang: 'pt-BR',
    source: 'registration',
    acceptedAt: '2026-11-29T01:21:00.000Z',
  },
];

function server(routes: Parameters<typeof scriptedServer>[0] = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/privacy/consents': () => json({ response: true, data: consents('Terms of Use') }),
    ...routes,
  });
}

async function openPrivacy(api: ReturnType<typeof server>, lang: 'en' | 'pt-BR' = 'en') {
  const rendered = renderApp({ entries: ['/profile'], user, fetch: api.fetchFn, lang });
  fireEvent.click(await screen.findByRole('tab', { name: lang === 'en' ? 'Privacy' : 'Privacidade' }));
  return { ...rendered, panel: screen.getByRole('tabpanel') };
}

describe('privacy tab', () => {
  it('saves everything the server holds as one JSON file named in the language shown', async () => {
    const { saved, name } = spyOnSave();
    const api = server({ 'GET /app/privacy/export': () => json({ response: true, data }) });
    const { panel } = await openPrivacy(api, 'pt-BR');

    fireEvent.click(within(panel).getByRole('button', { name: 'Baixar meus dados' }));
    expect(await within(panel).findByText('O arquivo com os seus dados foi baixado.')).toBeTruthy();
    expect(name()).toBe('meus-dados-catalogo-industrial-2026-11-24.json');
    expect(saved[0].type).toBe('application/json');
    expect(JSON.parse(await saved[0].text())).toEqual(data);
  });

  it('shows why the file could not be made', async () => {
    const api = server({
      'GET /app/privacy/export': () => json({ response: false, error: 'GEN500', message: 'Server fault.' }),
    });
    const { panel } = await openPrivacy(api);
    fireEvent.click(within(panel).getByRole('button', { name: 'Download my data' }));
    expect(await within(panel).findByText('Server fault.')).toBeTruthy();
  });

  it('deletes the account after the password, then forgets the login and goes home with a toast', async () => {
    const api = server({
      'POST /app/privacy/delete_account': [
        () => json({ response: false, error: 'AUT005', message: 'The current password is wrong.' }),
        () => json({ response: true, message: 'Your account has been deleted.' }),
      ],
    });
    const { panel, storage, router } = await openPrivacy(api);
    storage.setItem('user-token', JSON.stringify({ device: 'd', token: 't' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();

    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Required field!')).toBeTruthy();
    expect(api.to('POST', '/app/privacy/delete_account')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Type your password to confirm'), {
      target: { value: 'Wrong#1' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy();
    expect(storage.getItem('user')).not.toBeNull();

    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST', '/app/privacy/delete_account')[1].body).toEqual({ password: 'Wrong#1' });
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('user-token')).toBeNull();
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    // No logout call (the server already ended the login) and no login modal reopening.
    expect(api.to('DELETE', '/app/auth/logout')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the account when the modal is closed', async () => {
    const api = server();
    const { panel } = await openPrivacy(api);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/privacy/delete_account')).toHaveLength(0);
  });

  it('shows what the person agreed to, by title and date in São Paulo time, never the fingerprint', async () => {
    const { panel } = await openPrivacy(server());
    const section = within(panel).getByRole('region', { name: 'What you agreed to' });
    expect(await within(section).findByText('Terms of Use')).toBeTruthy();
    expect(section.textContent).toContain('version published on November 28, 2026');
    expect(section.textContent).toContain('Accepted on Nov 28, 2026, 10:21 PM (São Paulo time)');
    expect(section.textContent).not.toContain('632cd390');
  });

  it('shows them in Portuguese on a Portuguese page', async () => {
    const api = server({
      'GET /app/privacy/consents': () => json({ response: true, data: consents('Termos de Uso') }),
    });
    const { panel } = await openPrivacy(api, 'pt-BR');
    const section = within(panel).getByRole('region', { name: 'O que você aceitou' });
    expect(await within(section).findByText('Termos de Uso')).toBeTruthy();
    expect(section.textContent).toContain('versão publicada em 28 de novembro de 2026');
    expect(section.textContent).toContain('Aceito em 28 de nov. de 2026, 22:21 (horário de São Paulo)');
  });

  it('saves the readable copy the server writes, as an HTML file', async () => {
    const { saved, name } = spyOnSave();
    const html = '<!doctype html><html lang="en"><body><h1>Your data</h1></body></html>';
    const api = server({
      'GET /app/privacy/export_readable': () =>
        json({
          response: true,
          name: 'my-data-industrial-catalogue-2026-11-28.html',
          mime: 'text/html; charset=utf-8',
          content: btoa(html),
        }),
    });
    const { panel } = await openPrivacy(api);
    fireEvent.click(within(panel).getByRole('button', { name: 'Download a readable copy (HTML)' }));
    expect(await within(panel).findByText('Your readable copy was downloaded.')).toBeTruthy();
    expect(name()).toBe('my-data-industrial-catalogue-2026-11-28.html');
    expect(await saved[0].text()).toBe(html);
  });
});
