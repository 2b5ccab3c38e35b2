import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, opened, type Route, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

const REGISTER = '/app/newsletter/register';

async function setup(register: Route, lang: 'en' | 'pt-BR' = 'en') {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST ${REGISTER}`]: register,
  });
  renderApp({ entries: ['/404-not-found'], fetch: api.fetchFn, lang });
  const footer = within(await screen.findByRole('contentinfo'));
  const label = lang === 'en' ? 'Your e-mail' : 'Seu e-mail';
  // The working form replaces the first one when the field is reached for (newsletter-signup.tsx).
  fireEvent.focus(footer.getByRole('textbox', { name: label }));
  await waitFor(() =>
    expect(footer.getByRole('textbox', { name: label }).closest('form')?.dataset.newsletter).toBe('ready'),
  );
  const input = footer.getByRole('textbox', { name: label }) as HTMLInputElement;
  const submit = footer.getByRole('button', { name: lang === 'en' ? 'Subscribe' : 'Assinar' });
  return { api, footer, input, submit };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('footer newsletter form', () => {
  it('shows the field error for a bad e-mail and sends nothing', async () => {
    const { api, footer, input, submit } = await setup(() => json({ response: true, message: 'ok' }));

    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(submit);
    expect(await footer.findByText('Please enter a valid Email')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(submit);
    expect(await footer.findByText('Required field!')).toBeTruthy();
    expect(api.to('POST', REGISTER)).toHaveLength(0);
    expect(input.getAttribute('maxlength')).toBe('50');
  });

  it('translates the field error into Portuguese', async () => {
    const { footer, input, submit } = await setup(() => json({ response: true, message: 'ok' }), 'pt-BR');
    fireEvent.change(input, { target: { value: 'ana@' } });
    fireEvent.click(submit);
    expect(await footer.findByText('Informe um e-mail válido')).toBeTruthy();
  });

  it('sends the e-mail, shows the success message and clears the field 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Response>();
    const { api, footer, input, submit } = await setup(() => answer.promise);

    fireEvent.change(input, { target: { value: 'Ana@Example.com' } });
    fireEvent.click(submit);

    expect(await footer.findByText('Sending…')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(json({ response: true, message: 'Check your inbox to confirm.' }));
    expect(await footer.findByText('Check your inbox to confirm.')).toBeTruthy();
    expect(footer.queryByText('Sending…')).toBeNull();
    expect(api.to('POST', REGISTER).map((call) => call.body)).toEqual([{ email: 'ana@example.com' }]);
    expect(input.value).toBe('Ana@Example.com');

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(input.value).toBe('Ana@Example.com');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(input.value).toBe('');
  });

  it('shows each server message as a red line and clears them after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { footer, input, submit } = await setup(() =>
      json({ response: false, error: 'NWS001', message: 'This e-mail is blocked.;Try another one.' }),
    );

    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    fireEvent.click(submit);

    const first = await footer.findByText('This e-mail is blocked.');
    expect(first.tagName).toBe('LI');
    expect(footer.getByText('Try another one.').tagName).toBe('LI');
    expect(input.value).toBe('ana@example.com');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(footer.queryByText('This e-mail is blocked.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(footer.queryByText('This e-mail is blocked.')).toBeNull());
  });

  it('falls back to the generic failure text when the API cannot be reached', async () => {
    const api = scriptedServer({});
    renderApp({ entries: ['/404-not-found'], fetch: api.fetchFn });
    const footer = within(await screen.findByRole('contentinfo'));
    fireEvent.change(await footer.findByRole('textbox', { name: 'Your e-mail' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByText('Failed to subscribe your email, please try again!')).toBeTruthy();
  });

  it('subscribes with what was typed and submitted before the working form had loaded', async () => {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      [`POST ${REGISTER}`]: () => json({ response: true, message: 'Check your inbox to confirm.' }),
    });
    renderApp({ entries: ['/404-not-found'], fetch: api.fetchFn, lang: 'en' });
    const footer = within(await screen.findByRole('contentinfo'));
    const first = footer.getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement;
    expect(first.closest('form')?.dataset.newsletter).toBe('waiting');
    first.value = 'bia@example.com';
    fireEvent.submit(first.closest('form') as HTMLFormElement);
    expect(await footer.findByText('Check your inbox to confirm.')).toBeTruthy();
    expect(api.to('POST', REGISTER).map((call) => call.body)).toEqual([{ email: 'bia@example.com' }]);
    const input = footer.getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement;
    expect(input.closest('form')?.dataset.newsletter).toBe('ready');
    expect(document.activeElement).toBe(input);
  });
});
