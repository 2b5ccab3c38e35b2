import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { json, opened, scriptedServer } from '../test/api-client-kit';
import { renderApp } from '../test/render-app';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

/*
 * Issue 12 item 7: the account's language was fixed at registration, so e-mails stayed in it while
 * the person used the site in the other language. Now the site's language is saved as the
 * account's, and My data shows it.
 */
const user = { id: 1, shortName: 'Ana', company: 0, companyName: '' };
const customer = {
  id: 1,
  name: 'Ana Souza',
  doc: '529.982.247-25',
  email: 'ana@example.com',
  emailValid: true,
  cellphone: '19 98765-4321',
  state: 26,
  city: 9896,
  cityName: 'Piracicaba',
  terms: true,
};

function server() {
  let accountLang: Lang = 'pt-BR';
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'POST /app/address/data': () =>
      json({ response: true, data: [{ id: 9896, cityName: 'Piracicaba', state: 26 }] }),
    'GET /app/customer/info': () => json({ response: true, customer: { ...customer, lang: accountLang } }),
    'PUT /app/customer/language': (call) => {
      accountLang = (call.body as { lang: Lang }).lang;
      return json({ response: true, lang: accountLang });
    },
  });
  return api;
}

const saved = (api: ReturnType<typeof server>) =>
  api.to('PUT', '/app/customer/language').map((c) => (c.body as { lang: string }).lang);

describe("the account's language", () => {
  it('is saved as the language the logged-in person uses, and again when switched', async () => {
    const api = server();
    renderApp({ lang: 'en', user, fetch: api.fetchFn });
    await waitFor(() => expect(saved(api)).toEqual(['en']));
    fireEvent.click(screen.getByRole('button', { name: 'Português' }));
    await waitFor(() => expect(saved(api)).toEqual(['en', 'pt-BR']));
  });

  it('is not sent for a visitor', async () => {
    const api = server();
    renderApp({ lang: 'en', fetch: api.fetchFn });
    await screen.findByRole('button', { name: 'Português' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved(api)).toEqual([]);
  });

  it.each([
    ['en', 'My data', 'Language of the site and of your e-mails', 'English'],
    ['pt-BR', 'Meus dados', 'Idioma do site e dos seus e-mails', 'Português'],
  ] as const)('shows in My data, in %s, and can be changed there', async (lang, tab, label, shown) => {
    const api = server();
    renderApp({ entries: ['/profile'], lang, user, fetch: api.fetchFn });
    const panel = await screen.findByRole('tabpanel', { name: tab });
    const select = (await within(panel).findByLabelText(label)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(lang));
    expect(select.selectedOptions[0].textContent).toBe(shown);
    const other: Lang = lang === 'en' ? 'pt-BR' : 'en';
    fireEvent.change(select, { target: { value: other } });
    await waitFor(() => expect(saved(api).at(-1)).toBe(other));
    await waitFor(() => expect(document.documentElement.lang).toBe(other));
  });
});
