import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInputText } from '../../../../shared/rules/date-input-text';
import { dateToSaoPauloLocal, saoPauloLocalToDate } from '../../../../shared/rules/sao-paulo-time';
import { DAY_MS, HOUR_MS } from '../../../../shared/time';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { maria, quoteServer, renderNewQuote } from '../../../test/new-quote-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteViewModal } from './quote-view-modal';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

async function fillQuote() {
  const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
  await waitFor(() => expect(category.disabled).toBe(false));
  fireEvent.change(category, { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Steel brackets' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '500 units.' } });
}

describe('deadline input of the new quote form', () => {
  it('sends the São Paulo time typed as its instant', async () => {
    const api = quoteServer({
      'POST /app/quotes/new': () =>
        json({ response: true, message: 'Quote sent to 2 companies.', data: { reqId: 'q1', recipients: 2 } }),
    });
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await fillQuote();
    const local = dateToSaoPauloLocal(new Date(Date.now() + 10 * DAY_MS));
    const input = screen.getByLabelText('Response deadline (optional)') as HTMLInputElement;
    expect(input.placeholder).toBe('mm/dd/yyyy hh:mm AM');
    expect(screen.getByText(/^São Paulo time\./)).toBeTruthy();
    fireEvent.input(input, { target: { value: dateInputText(local, 'dateTime', 'en') } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Quote sent to 2 companies.')).toBeTruthy();
    const sent = api.to('POST', '/app/quotes/new')[0].body as { deadline: string };
    expect(sent.deadline).toBe(saoPauloLocalToDate(local)?.toISOString());
    // São Paulo is three hours behind UTC: the wall clock typed is the instant minus 3 h.
    const wall = Date.parse(`${local}:00Z`);
    expect(Date.parse(sent.deadline) - wall).toBe(3 * HOUR_MS);
  });

  it('refuses a time in the past and sends nothing', async () => {
    const api = quoteServer();
    renderNewQuote({ user: maria, fetch: api.fetchFn });
    await fillQuote();
    const past = dateToSaoPauloLocal(new Date(Date.now() - DAY_MS));
    fireEvent.input(screen.getByLabelText('Response deadline (optional)'), {
      target: { value: dateInputText(past, 'dateTime', 'en') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('The deadline must be in the future!')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/new')).toHaveLength(0);
  });
});

function companyView(lang: 'en' | 'pt-BR', changes = {}) {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/info_company': () =>
      json({
        response: true,
        quote: quoteFixture({
          deadline: new Date(Date.now() + 2 * DAY_MS + HOUR_MS).toISOString(),
          declines: [],
          ...changes,
        }),
      }),
    'POST /app/quotes/decline': () =>
      json({
        response: true,
        message: lang === 'en' ? 'You declined this quote request.' : 'Você recusou este pedido de cotação.',
        decline: {
          companyName: 'Aço Forte',
          reason: 'other',
          reasonDesc: 'Other',
          note: 'Only aluminium',
          date: new Date().toISOString(),
        },
      }),
  });
  renderInProviders(<QuoteViewModal side="company" reqId="q-1" onClose={() => {}} />, {
    fetch: api.fetchFn,
    lang,
  });
  return api;
}

describe('decline dialog', () => {
  it('asks for a reason, requires text for "Other", and sends the decline', async () => {
    const api = companyView('en');
    expect(await screen.findByText('2 days left')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline to quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote' });
    const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    expect([...reason.options].map((o) => o.text)).toEqual([
      'Choose a reason',
      'No capacity at the moment',
      'Outside our scope',
      'Not enough information',
      'Deadline too short',
      'Other',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please choose a reason from the list!')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required field!')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/decline')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: 'Only aluminium' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/decline')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/decline')[0].body).toEqual({
      req_id: 'q-1',
      reason: 'other',
      note: 'Only aluminium',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline this quote' })).toBeNull());
  });

  it('pt-BR: reasons and labels in Portuguese; no decline once the company has declined', async () => {
    companyView('pt-BR');
    expect(await screen.findByText('Faltam 2 dias')).toBeTruthy();
    expect(screen.getByText('Enviar uma proposta')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar cotação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar esta cotação' });
    const reason = within(dialog).getByLabelText('Motivo') as HTMLSelectElement;
    expect([...reason.options].map((o) => o.text)).toContain('Sem capacidade no momento');
    cleanup();
    companyView('pt-BR', {
      declines: [
        {
          companyName: 'Aço Forte',
          reason: 'scope',
          reasonDesc: 'Fora do nosso escopo',
          note: null,
          date: '2026-03-03T12:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByText('Motivo: Fora do nosso escopo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recusar cotação' })).toBeNull();
    // Declined: no proposal form either.
    expect(screen.queryByText('Enviar uma proposta')).toBeNull();
  });

  it('offers no decline once the deadline has passed', async () => {
    companyView('en', { deadline: new Date(Date.now() - HOUR_MS).toISOString() });
    expect(await screen.findByText('Deadline passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline to quote' })).toBeNull();
  });
});

describe('the customer’s view', () => {
  it('shows who declined and why, and the deadline passed', async () => {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/info_customer': () =>
        json({
          response: true,
          quote: quoteFixture({
            deadline: '2026-03-05T20:00:00.000Z',
            declines: [
              {
                companyName: 'Borracha Sul',
                reason: 'deadline',
                reasonDesc: 'Deadline too short',
                note: 'We need 3 weeks',
                // 22:21 on 3 March in São Paulo, already 4 March in UTC (issue 30 item 11).
                date: '2026-03-04T01:21:00.000Z',
              },
            ],
          }),
        }),
    });
    renderInProviders(<QuoteViewModal side="customer" reqId="q-1" onClose={() => {}} />, {
      fetch: api.fetchFn,
    });
    expect(
      await screen.findByText('Borracha Sul declined on Mar 3, 2026, 10:21 PM (São Paulo time)'),
    ).toBeTruthy();
    expect(screen.getByText('Reason: Deadline too short')).toBeTruthy();
    expect(screen.getByText('We need 3 weeks')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026, 5:00 PM (São Paulo time)')).toBeTruthy();
    expect(screen.getByText('Deadline passed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Extend deadline' })).toBeTruthy();
  });
});

describe('extend deadline dialog', () => {
  it('refuses a past time in place and sends a later one as its instant', async () => {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/info_customer': () =>
        json({
          response: true,
          quote: quoteFixture({ deadline: new Date(Date.now() + DAY_MS).toISOString(), declines: [] }),
        }),
      'POST /app/quotes/deadline': () =>
        json({ response: true, message: 'Deadline changed.', data: { deadline: new Date().toISOString() } }),
    });
    renderInProviders(<QuoteViewModal side="customer" reqId="q-1" onClose={() => {}} />, {
      fetch: api.fetchFn,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the response deadline' });
    const input = within(dialog).getByLabelText('New deadline');
    fireEvent.input(input, {
      target: { value: dateInputText(dateToSaoPauloLocal(new Date(Date.now() - HOUR_MS)), 'dateTime', 'en') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    expect(await within(dialog).findByText('The deadline must be in the future!')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/deadline')).toHaveLength(0);
    const later = dateToSaoPauloLocal(new Date(Date.now() + 7 * DAY_MS));
    fireEvent.input(input, { target: { value: dateInputText(later, 'dateTime', 'en') } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/deadline')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/deadline')[0].body).toEqual({
      req_id: 'q-1',
      deadline: saoPauloLocalToDate(later)?.toISOString(),
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Extend the response deadline' })).toBeNull(),
    );
  });
});
