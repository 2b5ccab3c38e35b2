import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(cleanup);

const CONTACT = {
  email: 'contato@catalogo.example',
  phone: '19 3422-1978',
  address: 'Av. Independência, 1978 — Piracicaba/SP',
  instagram: 'catalogoindustrial',
  facebook: 'https://www.facebook.com/catalogo.page',
  linkedin: 'associacao-industrial',
  youtube: 'catalogoindustrial',
  x: '',
  fantasyName: 'Associação Industrial Regional',
  doc: '54870431000199',
};

describe('contact page', () => {
  it('links the e-mail, the phone and each social profile with an accessible name', async () => {
    const api = scriptedServer({
      'GET /app/data/info/contact': () => json({ response: true, contact: CONTACT }),
    });
    renderApp({ entries: ['/contact'], fetch: api.fetchFn });
    const main = within(await screen.findByRole('main'));

    const email = await main.findByRole('link', { name: 'contato@catalogo.example' });
    expect(email.getAttribute('href')).toBe('mailto:contato@catalogo.example');
    expect(main.getByRole('link', { name: '19 3422-1978' }).getAttribute('href')).toBe('tel:+551934221978');
    expect(main.getByText('Av. Independência, 1978 — Piracicaba/SP').tagName).toBe('ADDRESS');

    const social = (name: string) => main.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(social('Instagram').getAttribute('href')).toBe('https://www.instagram.com/catalogoindustrial');
    expect(social('Facebook').getAttribute('href')).toBe('https://www.facebook.com/catalogo.page');
    expect(social('LinkedIn').getAttribute('href')).toBe(
      'https://www.linkedin.com/company/associacao-industrial',
    );
    expect(social('YouTube').getAttribute('href')).toBe('https://www.youtube.com/@catalogoindustrial');
    expect(social('Instagram').getAttribute('target')).toBe('_blank');
    // An empty profile is left out.
    expect(main.queryByRole('link', { name: /X \(Twitter\)/ })).toBeNull();
  });
});
