import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

// The profile page's chunk grew (the products and insights tabs): loaded once here, so the first
// test's wait is for the page, not for a cold import of its modules.
beforeAll(() => import('../../../app/routes/profile'), 120_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const customerUser = { id: 1, shortName: 'Ana', company: 0, companyName: '' };
const ownerUser = { id: 2, shortName: 'Bia', company: 5, companyName: 'Metal Forte' };
const customer = {
  id: 1,
  name: 'Ana Souza',
  doc: '52998224725',
  email: 'ana@example.com',
  emailValid: false,
  cellphone: '19987654321',
  state: 26,
  city: 9896,
  cityName: 'Piracicaba',
  terms: true,
};

function server(routes: Parameters<typeof scriptedServer>[0] = {}) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/customer/info': () => json({ response: true, customer }),
    'POST /app/address/data': () =>
      json({
        response: true,
        data: [
          { id: 9001, cityName: 'Campinas', state: 26 },
          { id: 9896, cityName: 'Piracicaba', state: 26 },
        ],
      }),
    ...routes,
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('profile tabs', () => {
  it('shows the company tabs (products, ratings, insights) only to a user with a company', async () => {
    renderApp({ entries: ['/profile'], user: customerUser, fetch: server().fetchFn });
    expect(await screen.findByRole('tablist', { name: 'Account sections' })).toBeTruthy();
    expect(tabNames()).toEqual(['My data', 'Company data', 'Change password', 'Privacy', 'Log out']);
    cleanup();

    renderApp({ entries: ['/profile'], user: ownerUser, fetch: server().fetchFn });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual([
      'My data',
      'Company data',
      'Products and services',
      'Certifications',
      'Company ratings',
      'Company insights',
      'Change password',
      'Privacy',
      'Log out',
    ]);
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    renderApp({ entries: ['/profile'], user: ownerUser, fetch: server().fetchFn });
    const first = await screen.findByRole('tab', { name: 'My data' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const company = screen.getByRole('tab', { name: 'Company data' });
    expect(company.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(company);
    expect(first.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Company data' })).toBeTruthy();

    fireEvent.keyDown(company, { key: 'End' });
    const logout = screen.getByRole('tab', { name: 'Log out' });
    expect(document.activeElement).toBe(logout);
    // Arrowing onto the logout tab only focuses it; it must not log out.
    expect(company.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(logout, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(logout, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('says in pt-BR that a resent link still waits to be opened (issue 12 item 12)', async () => {
    const api = server({
      'GET /app/customer_email/resend_validation': () => json({ response: true, message: 'Link enviado.' }),
    });
    renderApp({ entries: ['/profile'], user: customerUser, lang: 'pt-BR', fetch: api.fetchFn });
    const panel = await screen.findByRole('tabpanel', { name: 'Meus dados' });
    expect(await within(panel).findByText('Seu e-mail ainda não foi confirmado.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Reenviar o e-mail de confirmação' }));
    expect(await within(panel).findByText('Link enviado.')).toBeTruthy();
    expect(within(panel).queryByText('Seu e-mail está confirmado.')).toBeNull();
    expect(
      within(panel).getByText(
        'Ainda não confirmado: abra o link que acabamos de enviar ao seu e-mail para confirmá-lo.',
      ),
    ).toBeTruthy();
  });

  it('shows the customer data, resends the validation and saves changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      'GET /app/customer_email/resend_validation': () => json({ response: true, message: 'Link sent.' }),
      'PUT /app/customer/update': () =>
        json({ response: true, customer: { ...customer, email: 'ana@new.com', emailValid: false } }),
    });
    renderApp({ entries: ['/profile'], user: customerUser, fetch: api.fetchFn });
    const panel = await screen.findByRole('tabpanel', { name: 'My data' });
    expect(await within(panel).findByText('Ana Souza')).toBeTruthy();
    expect(within(panel).getByText('529.982.247-25')).toBeTruthy();
    expect((within(panel).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect((within(panel).getByLabelText('Cellphone') as HTMLInputElement).value).toBe('19 98765-4321');
    expect((within(panel).getByLabelText('City') as HTMLSelectElement).value).toBe('9896');
    expect(within(panel).getByText('Your e-mail is not confirmed yet.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await within(panel).findByText('Link sent.')).toBeTruthy();
    // Issue 12 item 12: a link was sent; the address is not confirmed, and the screen says so.
    expect(within(panel).queryByText('Your e-mail is confirmed.')).toBeNull();
    expect(
      within(panel).getByText('Not confirmed yet: open the link we just sent to your e-mail to confirm it.'),
    ).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('E-mail'), { target: { value: 'ANA@new.com' } });
    fireEvent.change(within(panel).getByLabelText('City'), { target: { value: '9001' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel).findByText('Your data were saved.')).toBeTruthy();
    expect(api.to('PUT', '/app/customer/update')[0].body).toEqual({
      email: 'ana@new.com',
      cellphone: '19987654321',
      city: 9001,
    });
    act(() => vi.advanceTimersByTime(3100));
    expect(within(panel).queryByText('Your data were saved.')).toBeNull();
  });

  it.each([
    ['en', 'Change password', 'Current password', 'The current password is wrong.'],
    ['pt-BR', 'Alterar senha', 'Senha atual', 'A senha atual está errada.'],
  ] as const)(
    'puts a wrong current password on its field, in %s (issue 12 item 11)',
    async (lang, tab, label, message) => {
      const api = server({
        'POST /app/credentials/update_access_password': () =>
          json({ response: false, error: 'AUT005', message, fields: { pswd_current: message } }),
      });
      renderApp({ entries: ['/profile'], user: customerUser, lang, fetch: api.fetchFn });
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel', { name: tab });
      const current = within(panel).getByLabelText(label);
      fireEvent.change(current, { target: { value: 'old-pass' } });
      fireEvent.change(within(panel).getByLabelText(lang === 'en' ? 'New password' : 'Nova senha'), {
        target: { value: 'Tr0ub4dor&3' },
      });
      fireEvent.change(
        within(panel).getByLabelText(lang === 'en' ? 'Confirm the password' : 'Confirme a senha'),
        {
          target: { value: 'Tr0ub4dor&3' },
        },
      );
      fireEvent.click(within(panel).getByRole('button', { name: tab }));
      await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
      expect(current.getAttribute('aria-describedby')).toContain(within(panel).getByText(message).id);
      expect(document.activeElement).toBe(current);
    },
  );

  it('changes the password with the shared rules', async () => {
    const api = server({
      'POST /app/credentials/update_access_password': [
        () => json({ response: false, error: 'AUT005', message: 'The current password is wrong.' }),
        () => json({ response: true, message: 'Password changed.' }),
      ],
    });
    renderApp({ entries: ['/profile'], user: customerUser, fetch: api.fetchFn });
    fireEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    const panel = screen.getByRole('tabpanel', { name: 'Change password' });
    const fill = (current: string, next: string, confirm: string) => {
      fireEvent.change(within(panel).getByLabelText('Current password'), { target: { value: current } });
      fireEvent.change(within(panel).getByLabelText('New password'), { target: { value: next } });
      fireEvent.change(within(panel).getByLabelText('Confirm the password'), { target: { value: confirm } });
      fireEvent.click(within(panel).getByRole('button', { name: 'Change password' }));
    };

    fill('old-pass', 'abcdefgh', 'different');
    expect(
      await within(panel).findByText(
        'The password must not have more than 3 characters in sequence, like 1234 or dcba!',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Password Confirmation must be the same as the password!')).toBeTruthy();
    expect(api.to('POST', '/app/credentials/update_access_password')).toHaveLength(0);

    fill('old-pass', 'Tr0ub4dor&3', 'Tr0ub4dor&3');
    expect(await within(panel).findByText('The current password is wrong.')).toBeTruthy();
    fill('old-pass', 'Tr0ub4dor&3', 'Tr0ub4dor&3');
    expect(await within(panel).findByText('Password changed.')).toBeTruthy();
    expect(api.to('POST', '/app/credentials/update_access_password')[1].body).toEqual({
      pswd_current: 'old-pass',
      pswd: 'Tr0ub4dor&3',
      pswd_confirm: 'Tr0ub4dor&3',
    });
    expect((within(panel).getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('logs out: ends the session, forgets the user and the saved token, and goes home', async () => {
    const api = server({ 'DELETE /app/auth/logout': () => json({ response: true }) });
    const { storage, router } = renderApp({ entries: ['/profile'], user: customerUser, fetch: api.fetchFn });
    storage.setItem('user-token', JSON.stringify({ device: 'd', token: 't' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Log out' }));
    // No panel with a second button: the tab itself logs out.
    expect(screen.queryByRole('tabpanel', { name: 'Log out' })).toBeNull();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('DELETE', '/app/auth/logout')).toHaveLength(1);
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('user-token')).toBeNull();
    // Only the header's login item is left once the home page has replaced the profile.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log in' })).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
