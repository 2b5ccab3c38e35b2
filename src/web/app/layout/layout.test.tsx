import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

describe('header', () => {
  it('has the main links and a search link to /companies', async () => {
    renderApp({ entries: ['/about-us'] });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/companies', '/quotes', '/about-us']);
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Search companies' }).getAttribute('href')).toBe('/companies');
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    renderApp();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the login modal from the account item when logged out; Esc and the icon close it', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to your account' });
    // The page's scrolling locks once the dialog has been painted (modal.tsx).
    await waitFor(() => expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the short name, the shortened company name and the bell when logged in', async () => {
    renderApp({
      user: { id: 1, shortName: 'Ana', company: 9, companyName: 'Metalúrgica Piracicabana Ltda' },
    });
    const account = await screen.findByRole('link', { name: 'Account of Ana' });
    expect(account.getAttribute('href')).toBe('/profile');
    expect(account.textContent).toContain('Ana');
    expect(account.textContent).toContain('Metalúrgica Pir…');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('forgets the user and shows the login item when the store is cleared (SES003)', async () => {
    const { services } = renderApp({ user: { id: 1, shortName: 'Ana', company: 0, companyName: '' } });
    await screen.findByRole('link', { name: 'Account of Ana' });
    services.user.clear();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('opens the login modal on /profile when logged out', async () => {
    renderApp({ entries: ['/profile'] });
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    expect(screen.getByText('Log in to see and update your account.')).toBeTruthy();
  });
});

describe('footer', () => {
  // With the API down: the CNPJ and contact data come from /data/info/contact (footer.test.tsx).
  it('links the institutional pages and shows the organisation and the year', async () => {
    renderApp();
    const pages = await screen.findByRole('navigation', { name: 'Institutional' });
    const hrefs = within(pages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about-us',
      '/contact',
      '/frequent-asked-questions',
      '/magazines',
      '/terms/privacy-policy',
      '/terms/terms-of-use',
    ]);
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).not.toContain('CNPJ');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    const email = await within(footer).findByRole('textbox', { name: 'Your e-mail' });
    expect(email.getAttribute('maxlength')).toBe('50');
  });

  it('switches every visible string, <html lang> and the stored language', async () => {
    const { storage } = renderApp({ entries: ['/companies'] });
    await screen.findByRole('heading', { level: 1, name: 'Companies' });
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Português' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Português' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(storage.getItem('lang')).toBe('pt-BR');
    await waitFor(() => expect(document.title).toBe('Catálogo Industrial | Empresas'));
  });
});

describe('session', () => {
  it('renders the shell although the API cannot be reached', async () => {
    const { services } = renderApp({ entries: ['/'] });
    expect(await services.api.start()).toBe(false);
    expect(await services.api.get('/data/index')).toBe(false);
    // The home page's code may still be loading: the shell waits for it, it does not fail.
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('on SES006 forgets the user, goes home and opens the login modal', async () => {
    const json = (body: object) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const fakeServer: typeof fetch = async (input) =>
      String(input).endsWith('/session/open')
        ? json({ response: true, appAuth: 'auth-1', token: { name: 'app-token', value: 'tok-1' } })
        : json({ response: false, error: 'SES006', message: 'You must log in to continue.' });
    const { services, router, storage } = renderApp({
      entries: ['/quotes'],
      user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
      fetch: fakeServer,
    });
    await screen.findByRole('link', { name: 'Account of Ana' });

    const answer = await services.api.get('/customer/info');

    expect(answer).toMatchObject({ response: false, error: 'SES006' });
    expect(storage.getItem('user')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
