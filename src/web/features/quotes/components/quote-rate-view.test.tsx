import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CHECK = '/app/quotes/proposal_rate_check/prop-1';
const RATE = '/app/quotes/proposal_rate';

const checked = () =>
  json({
    response: true,
    data: {
      title: 'Steel brackets, 500 units',
      date: '2026-03-02T12:00:00.000Z',
      dateChosen: '2026-03-10T12:00:00.000Z',
      companyName: 'Metal Forte Usinagem',
    },
  });

function server(routes: Parameters<typeof scriptedServer>[0]) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

function choose(group: string, option: string) {
  const fieldset = screen.getByRole('group', { name: group });
  fireEvent.click(within(fieldset).getByLabelText(option));
}

/** The failure notice (an alert) whose heading is `title`. */
async function noticeWith(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  const notice = heading.closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error(`"${title}" is not in an alert`);
  return notice;
}

function fillRating() {
  choose('Was the purchase or service concluded?', 'Yes');
  choose('Was it delivered on time?', 'No');
  choose('Was the price the one of the proposal?', 'Yes');
  choose('Would you recommend this company to others?', 'Yes');
  choose('How do you rate the product or service?', '4 of 5');
  choose('How do you rate the communication with the company?', '5 of 5');
  choose('Overall rating of the company', '4 of 5');
  choose('Would you recommend this catalogue to others?', 'Yes');
  choose('Overall rating of the catalogue', '3 of 5');
  fireEvent.change(screen.getByLabelText('Your experience with the company (optional, shown on its page)'), {
    target: { value: '  Good parts, a little late.  ' },
  });
}

describe('quote rating page', () => {
  it('shows the quote with dates in the language, sends every field and thanks, then goes home after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      [`GET ${CHECK}`]: checked,
      [`POST ${RATE}`]: () => json({ response: true, message: 'Thank you for your rating!' }),
    });
    const { router } = renderApp({ entries: ['/quote-rate/prop-1'], fetch: api.fetchFn });

    expect(await screen.findByText('Steel brackets, 500 units')).toBeTruthy();
    expect(screen.getByText('Metal Forte Usinagem')).toBeTruthy();
    expect(screen.getByText('March 2, 2026')).toBeTruthy();
    expect(screen.getByText('March 10, 2026')).toBeTruthy();
    // No session: the check and the rating go without app-auth.
    expect(api.to('GET', CHECK)[0].headers['app-auth']).toBeUndefined();

    fillRating();
    fireEvent.click(screen.getByRole('button', { name: 'Send the rating' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your rating!' })).toBeTruthy();
    // The notice's effects (its clock) run once React flushes them.
    await act(async () => {});
    const sent = api.to('POST', RATE);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['app-auth']).toBeUndefined();
    expect(sent[0].body).toEqual({
      req_id: 'prop-1',
      concluded: 'y',
      product_rate: 4,
      delivered_in_time: 'n',
      price_as_quote: 'y',
      comunication: 5,
      recomend_3rd_party: 'y',
      short_description: 'Good parts, a little late.',
      suggestions: null,
      general_evaluation: 4,
      system_recommend: 'y',
      system_description: null,
      system_suggestions: null,
      system_evaluation: 3,
    });
    expect(router.state.location.pathname).toBe('/quote-rate/prop-1');
    for (let second = 0; second < 9; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/quote-rate/prop-1');
    expect(screen.getByText(/taken to the home page in 1 s/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('names every missing answer and sends nothing', async () => {
    const api = server({ [`GET ${CHECK}`]: checked });
    renderApp({ entries: ['/quote-rate/prop-1'], fetch: api.fetchFn });
    await screen.findByText('Steel brackets, 500 units');
    choose('Was the purchase or service concluded?', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Send the rating' }));

    const group = screen.getByRole('group', { name: 'How do you rate the product or service?' });
    expect(await within(group).findByText('Required field!')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Was the purchase or service concluded?' })).queryByRole(
        'alert',
      ),
    ).toBeNull();
    // Four y/n and four star questions left unanswered.
    expect(screen.getAllByText('Required field!')).toHaveLength(8);
    expect(api.to('POST', RATE)).toHaveLength(0);
  });

  it('shows the server message when the link is refused (QRC001) and goes home after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({
      [`GET ${CHECK}`]: () =>
        json({ response: false, error: 'QRC001', message: 'This rating link is not valid.' }),
    });
    const { router } = renderApp({ entries: ['/quote-rate/prop-1'], lang: 'pt-BR', fetch: api.fetchFn });
    const notice = await noticeWith('Não foi possível registrar a avaliação.');
    expect(within(notice).getByText('This rating link is not valid.')).toBeTruthy();
    expect(within(notice).getByText('Você será levado à página inicial em 10 s.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar a avaliação' })).toBeNull();
    act(() => vi.advanceTimersByTime(10_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the failure when the proposal was rated meanwhile', async () => {
    const api = server({
      [`GET ${CHECK}`]: checked,
      [`POST ${RATE}`]: () =>
        json({ response: false, error: 'QRC002', message: 'This rating has already been performed!' }),
    });
    renderApp({ entries: ['/quote-rate/prop-1'], fetch: api.fetchFn });
    await screen.findByText('Steel brackets, 500 units');
    fillRating();
    fireEvent.click(screen.getByRole('button', { name: 'Send the rating' }));
    const notice = await noticeWith('The rating could not be done.');
    expect(within(notice).getByText('This rating has already been performed!')).toBeTruthy();
  });

  it('keeps the form and marks the fields the server refused', async () => {
    const api = server({
      [`GET ${CHECK}`]: checked,
      [`POST ${RATE}`]: () =>
        json({
          response: false,
          error: 'VAL001',
          message: 'Short description: too long',
          fields: { short_description: 'This field must have at most 250 characters!' },
        }),
    });
    renderApp({ entries: ['/quote-rate/prop-1'], fetch: api.fetchFn });
    await screen.findByText('Steel brackets, 500 units');
    fillRating();
    fireEvent.click(screen.getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByText('This field must have at most 250 characters!')).toBeTruthy();
    const box = screen.getByLabelText('Your experience with the company (optional, shown on its page)');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send the rating' })).toBeTruthy();
  });
});
