import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const contact = (lang: string) => ({
  email: 'contato@catalogo.example',
  phone: '19 3422-1978',
  address: 'Av. Independência, 1978',
  instagram: 'catalogoindustrial',
  facebook: 'catalogoindustrial',
  linkedin: 'associacao-industrial',
  youtube: 'catalogoindustrial',
  x: 'catalogoind',
  fantasyName: lang === 'en' ? 'Regional Industrial Association' : 'Associação Industrial Regional',
  doc: '54870431000199',
});

function contactServer() {
  return scriptedServer({
    'GET /app/data/info/contact': (call) =>
      json({ response: true, contact: contact(call.headers['app-language'] ?? '') }),
  });
}

describe('footer contact data', () => {
  it('shows the association with its CNPJ and the year, its contacts and social links', async () => {
    const api = contactServer();
    renderApp({ entries: ['/404-not-found'], fetch: api.fetchFn });
    const footer = within(await screen.findByRole('contentinfo'));

    expect(await footer.findByText('Regional Industrial Association')).toBeTruthy();
    const text = screen.getByRole('contentinfo').textContent ?? '';
    expect(text).toContain('CNPJ 54.870.431/0001-99');
    expect(text).toContain(`© ${new Date().getFullYear()} Regional Industrial Association`);

    expect(footer.getByRole('link', { name: 'contato@catalogo.example' }).getAttribute('href')).toBe(
      'mailto:contato@catalogo.example',
    );
    expect(footer.getByRole('link', { name: '19 3422-1978' }).getAttribute('href')).toBe('tel:+551934221978');
    const social = within(footer.getByRole('list', { name: 'Follow us' }))
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(social).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/catalogoindustrial'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/catalogoindustrial'],
      ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/company/associacao-industrial'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/@catalogoindustrial'],
      ['X (Twitter) (opens in a new tab)', 'https://x.com/catalogoind'],
    ]);
    // Public call: no session is opened for it.
    expect(api.to('GET', '/app/session/open')).toHaveLength(0);
  });

  it('reloads the contact data in the new language', async () => {
    renderApp({ entries: ['/404-not-found'], fetch: contactServer().fetchFn });
    const footer = within(await screen.findByRole('contentinfo'));
    await footer.findByText('Regional Industrial Association');
    fireEvent.click(footer.getByRole('button', { name: 'Português' }));
    expect(await footer.findByText('Associação Industrial Regional')).toBeTruthy();
  });

  it('leaves out the contact block and the CNPJ, never a placeholder, when the API is down', async () => {
    renderApp({ entries: ['/404-not-found'] });
    const footer = await screen.findByRole('contentinfo');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(footer.textContent).not.toContain('CNPJ');
    expect(within(footer).queryByRole('list', { name: 'Follow us' })).toBeNull();
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
  });
});
