import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-scroll-locked');
});

function server(routes: Parameters<typeof scriptedServer>[0]) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/auth/recover_status': () => json({ response: true, pending: true }),
    ...routes,
  });
}

describe('password create', () => {
  for (const [lang, text, link, codeLabel] of [
    ['en', /no recovery code to use in this browser/, 'Ask for a recovery code', 'Code'],
    [
      'pt-BR',
      /Não há código de recuperação para usar neste navegador/,
      'Pedir um código de recuperação',
      'Código',
    ],
  ] as const) {
    it(`${lang}: without a code asked for in this session, says so and links to /password-recovery`, async () => {
      const api = server({ 'GET /app/auth/recover_status': () => json({ response: true, pending: false }) });
      const { router } = renderApp({ entries: ['/password-create'], lang, fetch: api.fetchFn });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByLabelText(codeLabel)).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: link }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/password-recovery'));
    });
  }

  it('shows the form when the server cannot say', async () => {
    const api = server({
      'GET /app/auth/recover_status': () => json({ response: false, error: 'GEN500' }, 500),
    });
    renderApp({ entries: ['/password-create'], fetch: api.fetchFn });
    expect(await screen.findByLabelText('Code')).toBeTruthy();
  });

  it('checks the code as soon as it has 8 digits and marks it invalid when refused', async () => {
    const api = server({
      'POST /app/auth/validate_recv_token': [
        () => json({ response: false, error: 'AUT004', message: 'Invalid code!' }),
        () => json({ response: true }),
      ],
    });
    renderApp({ entries: ['/password-create'], fetch: api.fetchFn });
    const code = (await screen.findByLabelText('Code')) as HTMLInputElement;
    expect(code.placeholder).toBe('00-00-00-00');

    fireEvent.input(code, { target: { value: '1234567' } });
    expect(code.value).toBe('12-34-56-7');
    fireEvent.input(code, { target: { value: '12345678' } });
    expect(code.value).toBe('12-34-56-78');

    const error = await screen.findByText('Invalid code!');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.to('POST', '/app/auth/validate_recv_token').map((c) => c.body)).toEqual([
      { token: '12345678' },
    ]);

    // Correcting the code clears the error and checks the new one.
    fireEvent.input(code, { target: { value: '12-34-56-7' } });
    await waitFor(() => expect(screen.queryByText('Invalid code!')).toBeNull());
    fireEvent.input(code, { target: { value: '12-34-56-79' } });
    expect(await screen.findByText('Code accepted.')).toBeTruthy();
    expect(api.to('POST', '/app/auth/validate_recv_token')).toHaveLength(2);
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a control character in the password with the shared rule, before sending', async () => {
    const api = server({ 'POST /app/auth/validate_recv_token': () => json({ response: true }) });
    renderApp({ entries: ['/password-create'], fetch: api.fetchFn });
    fireEvent.input(await screen.findByLabelText('Code'), { target: { value: '12345678' } });
    await screen.findByText('Code accepted.');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Tr0ub4dor\u0000&3' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), {
      target: { value: 'Tr0ub4dor\u0000&3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    // Both the password and its confirmation.
    expect(
      await screen.findAllByText(
        'This field contains control characters; only text, tabs and line breaks are allowed!',
      ),
    ).toHaveLength(2);
    expect(api.to('POST', '/app/auth/save_new_pswd')).toHaveLength(0);
  });

  it('saves the new password and sends the person to log in on /profile after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      'POST /app/auth/validate_recv_token': () => json({ response: true }),
      'POST /app/auth/save_new_pswd': () => json({ response: true, message: 'Password saved.' }),
    });
    const { router } = renderApp({ entries: ['/password-create'], fetch: api.fetchFn });
    fireEvent.input(await screen.findByLabelText('Code'), { target: { value: '12345678' } });
    await screen.findByText('Code accepted.');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Tr0ub4dor&3' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Tr0ub4dor&3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('Password saved.')).toBeTruthy();
    expect(api.to('POST', '/app/auth/save_new_pswd')[0].body).toEqual({
      token: '12345678',
      pswd: 'Tr0ub4dor&3',
      pswd_confirm: 'Tr0ub4dor&3',
    });
    act(() => vi.advanceTimersByTime(5100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
  });
});
