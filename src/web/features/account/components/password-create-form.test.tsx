import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../lib/api-client-test-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-scroll-locked');
});

function server(routes: Parameters<typeof scriptedServer>[0]) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

describe('password create', () => {
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
