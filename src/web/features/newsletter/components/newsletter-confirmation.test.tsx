import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, opened, type Route, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

const CONFIRM = '/app/newsletter/confirm';

function server(confirm: Route) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST ${CONFIRM}`]: confirm,
  });
}

beforeEach(() => {
  // Development builds run every effect twice; the page must still confirm only once.
  configure({ reactStrictMode: true });
});

afterEach(() => {
  cleanup();
  configure({ reactStrictMode: false });
  vi.useRealTimers();
});

describe('newsletter confirmation page', () => {
  it('confirms once under StrictMode, shows the confirmation and goes home after 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server(() => json({ response: true, message: 'Your e-mail is subscribed.' }));
    const { router } = renderApp({ entries: ['/newsletter_confirm/tok-123'], fetch: api.fetchFn });

    expect(await screen.findByText('Confirming your subscription, please wait…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed!' })).toBeTruthy();
    expect(screen.getByText('Your e-mail is subscribed.')).toBeTruthy();
    expect(screen.getByText(/taken to the home page in 20 seconds/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText(/taken to the home page in 15 seconds/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(router.state.location.pathname).toBe('/newsletter_confirm/tok-123');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');

    const calls = api.to('POST', CONFIRM);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: 'tok-123' });
  });

  it('on a refusal shows the attention message with the server lines and stays', async () => {
    const api = server(() =>
      json({ response: false, error: 'NWS002', message: 'This link has expired.;Subscribe again.' }),
    );
    const { router } = renderApp({ entries: ['/newsletter_confirm/old'], fetch: api.fetchFn });

    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Attention!' })).toBeTruthy();
    const lines = [...alert.querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toContain('This link has expired.');
    expect(lines).toContain('Subscribe again.');
    expect(screen.queryByText('Subscription confirmed!')).toBeNull();
    expect(router.state.location.pathname).toBe('/newsletter_confirm/old');
    expect(api.to('POST', CONFIRM)).toHaveLength(1);
  });

  it('shows the default text when the refusal has no message, in Portuguese too', async () => {
    const api = server(() => json({ response: false, error: 'NWS002', message: '' }));
    renderApp({ entries: ['/newsletter_confirm/x'], lang: 'pt-BR', fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Atenção!' })).toBeTruthy();
    expect(screen.getByText('Não foi possível confirmar sua inscrição.')).toBeTruthy();
  });

  it('shows the message of a thrown error', async () => {
    const api = server(() => {
      throw new TypeError('The network is down');
    });
    renderApp({ entries: ['/newsletter_confirm/x'], fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Attention!' })).toBeTruthy();
    expect(screen.getByText('The network is down')).toBeTruthy();
  });
});
