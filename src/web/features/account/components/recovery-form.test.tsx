import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function server(routes: Parameters<typeof scriptedServer>[0]) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

describe('password recovery', () => {
  it('asks for a code by CPF and goes to /password-create 5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      'POST /app/auth/recover': () => json({ response: true, message: 'Code sent by e-mail.' }),
    });
    const { router } = renderApp({ entries: ['/password-recovery'], fetch: api.fetchFn });
    const cpf = (await screen.findByLabelText('CPF')) as HTMLInputElement;
    expect(cpf.maxLength).toBe(14);
    fireEvent.input(cpf, { target: { value: '52998224725' } });
    expect(cpf.value).toBe('529.982.247-25');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByText('Code sent by e-mail.')).toBeTruthy();
    expect(api.to('POST', '/app/auth/recover').map((c) => c.body)).toEqual([{ document: '52998224725' }]);
    act(() => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/password-recovery');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-create'));
  });

  it('checks the CPF first and shows the default text when the server gives none', async () => {
    const api = server({
      'POST /app/auth/recover': () => json({ response: false, error: 'GEN500', message: '' }),
    });
    renderApp({ entries: ['/password-recovery'], fetch: api.fetchFn });
    const cpf = await screen.findByLabelText('CPF');
    fireEvent.input(cpf, { target: { value: '12345678900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter a valid CPF!')).toBeTruthy();
    expect(api.to('POST', '/app/auth/recover')).toHaveLength(0);

    fireEvent.input(cpf, { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('There was an error requesting your password recovery!')).toBeTruthy();
  });
});
