import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { createAppRouter } from './route-table';

afterEach(cleanup);

describe('routes', () => {
  it('replaces an unknown terms name with /404-not-found in history', async () => {
    const { router } = renderApp({ entries: ['/', '/terms/cookie-policy'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404-not-found');
    expect(router.state.historyAction).toBe('REPLACE');

    // With a push, Back would land on /terms/cookie-policy (and bounce again); with replace it is '/'.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['privacy-policy', 'Privacy policy'],
    ['terms-of-use', 'Terms of use'],
  ])('shows the %s terms page', async (name, title) => {
    const { router } = renderApp({ entries: [`/terms/${name}`] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/terms/${name}`);
    // The title is set by an effect that may run just after the heading paints.
    await waitFor(() => expect(document.title).toBe(`Industrial Catalogue | ${title}`));
  });

  it.each(['/404-not-found', '/no/such/page', '/companiesx'])('shows the 404 page at %s', async (path) => {
    renderApp({ entries: [path] });
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Industrial Catalogue | Page not found'));
  });

  it('shows the 404 page in Portuguese too', async () => {
    renderApp({ entries: ['/nada'], lang: 'pt-BR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Catálogo Industrial | Página não encontrada'));
  });

  it.each([
    ['/', 'Find the right industrial supplier in the region', 'Home'],
    ['/companies', 'Companies', 'Companies'],
    ['/company/abc123/metal-forte', 'Company', 'Company'],
    ['/company/abc123/metal-forte/portfolio/2', 'Company', 'Company'],
    ['/quotes', 'Quotes', 'Quotes'],
    ['/quotes/new-quote/abc123', 'New quote', 'New quote'],
    ['/quote-rate/p1', 'Rate the supplier', 'Rate the supplier'],
    ['/about-us', 'About us', 'About us'],
    ['/contact', 'Contact', 'Contact'],
    ['/frequent-asked-questions', 'Frequently asked questions', 'Frequently asked questions'],
    ['/magazines', 'Magazines', 'Magazines'],
    ['/profile', 'My account', 'My account'],
    ['/password-recovery', 'Password recovery', 'Password recovery'],
    ['/password-create', 'Create a new password', 'Create a new password'],
    ['/email_confirm/customer/tok', 'E-mail confirmation', 'E-mail confirmation'],
    ['/newsletter_confirm/tok', 'Newsletter confirmation', 'Newsletter confirmation'],
  ])('%s renders its page with a prefixed title', async (path, heading, title) => {
    renderApp({ entries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Industrial Catalogue | ${title}`));
  });

  it('sends logged-in users from the recovery pages to their profile', async () => {
    const user = { id: 1, shortName: 'Ana', company: 0, companyName: '' };
    const { router } = renderApp({ entries: ['/password-recovery'], user });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('createAppRouter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives a fresh entry its key and index in one history call, which React Router keeps', () => {
    window.history.replaceState(null, '', '/companies');
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createAppRouter();
    expect(replace).toHaveBeenCalledTimes(1);
    const state = window.history.state as { key: string; idx: number };
    expect(state.idx).toBe(0);
    expect(state.key).toMatch(/^[0-9a-z]{1,8}$/);
    expect(router.state.location.key).toBe(state.key);
    expect(router.state.location.pathname).toBe('/companies');
    router.dispose();
  });

  it('leaves an entry that has both (Back, reload) as it is', () => {
    window.history.replaceState({ key: 'kept1234', idx: 3, usr: null }, '', '/');
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createAppRouter();
    expect(replace).not.toHaveBeenCalled();
    expect(router.state.location.key).toBe('kept1234');
    router.dispose();
  });
});
