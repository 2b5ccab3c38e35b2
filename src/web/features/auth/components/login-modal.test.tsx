import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../../shared/messages/translate';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const register = { id: 7, shortName: 'Ana', company: 3, companyName: 'Metal Forte' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function server(routes: Parameters<typeof scriptedServer>[0]) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

async function openLogin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in to your account' });
}

function fill(dialog: HTMLElement, cpf: string, password: string) {
  fireEvent.input(within(dialog).getByLabelText('CPF'), { target: { value: cpf } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
}

describe('login modal', () => {
  it('stays closed when Esc comes before its code has loaded (issue 12 item 13)', async () => {
    const app = renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    // At once, as a person pressing Esc within the first quarter second would.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.services.authModal.get()).toBeNull();
    // And it still opens, and closes on Esc, once loaded.
    const dialog = await openLogin();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('formats the CPF while typing, within 14 characters', async () => {
    renderApp();
    const dialog = await openLogin();
    const cpf = within(dialog).getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.placeholder).toBe('000.000.000-00');
    expect(cpf.maxLength).toBe(14);
    fireEvent.input(cpf, { target: { value: '5299822' } });
    expect(cpf.value).toBe('529.982.2');
    fireEvent.input(cpf, { target: { value: '52998224725' } });
    expect(cpf.value).toBe('529.982.247-25');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).maxLength).toBe(50);
  });

  it('checks the CPF in the browser before sending', async () => {
    const api = server({});
    renderApp({ fetch: api.fetchFn });
    const dialog = await openLogin();
    fill(dialog, '111.111.111-11', 'secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const error = await within(dialog).findByText('Please enter a valid CPF!');
    const cpf = within(dialog).getByLabelText('CPF');
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(cpf.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.to('POST', '/app/auth/login')).toHaveLength(0);
  });

  it('logs in, stores the user and the persistent token, and closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      'POST /app/auth/login': () =>
        json({ response: true, message: 'Welcome, Ana!', register, persistent: 'P-1' }),
    });
    const { storage } = renderApp({ fetch: api.fetchFn });
    const dialog = await openLogin();
    fill(dialog, '529.982.247-25', 'secret');
    fireEvent.click(within(dialog).getByLabelText('Stay logged in on this device'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText('Welcome, Ana!')).toBeTruthy();
    const sent = api.to('POST', '/app/auth/login')[0].body as Record<string, string>;
    expect(sent).toEqual({
      document: '52998224725',
      password: 'secret',
      device: expect.stringMatching(UUID),
    });
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(register);
    expect(JSON.parse(storage.getItem('user-token') ?? '')).toEqual({ device: sent.device, token: 'P-1' });
    expect((within(dialog).getByLabelText('CPF') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Account of Ana' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1900));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no device and keeps no token when "stay logged in" is not ticked', async () => {
    const api = server({ 'POST /app/auth/login': () => json({ response: true, message: 'Hi', register }) });
    const { storage } = renderApp({ fetch: api.fetchFn });
    const dialog = await openLogin();
    fill(dialog, '52998224725', 'secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(dialog).findByText('Hi');
    expect(api.to('POST', '/app/auth/login')[0].body).toEqual({
      document: '52998224725',
      password: 'secret',
    });
    expect(storage.getItem('user-token')).toBeNull();
  });

  it('shows each failure line in red and clears them after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      'POST /app/auth/login': () =>
        json({ response: false, error: 'AUT001', message: 'Invalid CPF or password.;Check your data.' }),
    });
    const { storage } = renderApp({ fetch: api.fetchFn });
    const dialog = await openLogin();
    fill(dialog, '529.982.247-25', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const first = await within(dialog).findByText('Invalid CPF or password.');
    expect(within(dialog).getByText('Check your data.')).toBeTruthy();
    expect(first.closest('[role="alert"]')).not.toBeNull();
    expect(storage.getItem('user')).toBeNull();

    act(() => vi.advanceTimersByTime(9900));
    expect(within(dialog).queryByText('Invalid CPF or password.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).queryByText('Invalid CPF or password.')).toBeNull();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('logs in with the stored token when it opens, and closes', async () => {
    const api = server({ 'POST /app/auth/login_token': () => json({ response: true, register }) });
    const { storage } = renderApp({ fetch: api.fetchFn });
    storage.setItem('user-token', JSON.stringify({ device: 'dev-1', token: 'P-1' }));
    await openLogin();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', '/app/auth/login_token').map((c) => c.body)).toEqual([
      { token: 'P-1', device: 'dev-1' },
    ]);
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(register);
    expect(storage.getItem('user-token')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Account of Ana' })).toBeTruthy();
  });

  it('drops a refused stored token and leaves the form open', async () => {
    const api = server({
      'POST /app/auth/login_token': () => json({ response: false, error: 'AUT003', message: 'Expired' }),
    });
    const { storage } = renderApp({ fetch: api.fetchFn });
    storage.setItem('user-token', JSON.stringify({ device: 'dev-1', token: 'P-1' }));
    const dialog = await openLogin();
    await waitFor(() => expect(storage.getItem('user-token')).toBeNull());
    expect(storage.getItem('user')).toBeNull();
    expect(within(dialog).getByLabelText('CPF')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
  });

  it('links the recovery pages (closing itself) and switches to the register modal', async () => {
    const { router } = renderApp();
    let dialog = await openLogin();
    expect(within(dialog).getByRole('link', { name: 'I already have a code' }).getAttribute('href')).toBe(
      '/password-create',
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-recovery'));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.queryByRole('dialog', { name: 'Log in to your account' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });

  // Issue 12, item 2: the third 429 used to stop the tab asking for /auth/login for good.
  for (const [lang, texts] of [
    ['en', { login: 'Log in', title: 'Log in to your account', password: 'Password', signIn: 'Log in' }],
    ['pt-BR', { login: 'Entrar', title: 'Entre na sua conta', password: 'Senha', signIn: 'Entrar' }],
  ] as const) {
    it(`${lang}: keeps naming the minutes of a lockout, and logs in once it is over`, async () => {
      const locked = translate(lang, 'error.AUT002', { count: 15 });
      const lockout = () =>
        new Response(JSON.stringify({ response: false, error: 'AUT002', message: locked }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
        });
      const api = server({
        'POST /app/auth/login': [
          lockout,
          lockout,
          lockout,
          lockout,
          () => json({ response: true, message: 'Olá, Ana!', register }),
        ],
      });
      renderApp({ fetch: api.fetchFn, lang });
      fireEvent.click(await screen.findByRole('button', { name: texts.login }));
      const dialog = await screen.findByRole('dialog', { name: texts.title });
      fireEvent.input(within(dialog).getByLabelText('CPF'), { target: { value: '529.982.247-25' } });
      fireEvent.change(within(dialog).getByLabelText(texts.password), { target: { value: 'secret' } });
      const signIn = within(dialog).getByRole('button', { name: texts.signIn });

      for (let attempt = 1; attempt <= 4; attempt++) {
        fireEvent.click(signIn);
        await waitFor(() => expect(api.to('POST', '/app/auth/login')).toHaveLength(attempt));
        expect(await within(dialog).findByText(locked)).toBeTruthy();
        expect(locked).toMatch(/15/);
      }
      // The lock is over: the server lets the login through, and the tab asks it again.
      fireEvent.click(signIn);
      expect(await within(dialog).findByText('Olá, Ana!')).toBeTruthy();
      expect(api.to('POST', '/app/auth/login')).toHaveLength(5);
    });
  }
});
