import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInputText } from '../../../../shared/rules/date-input-text';
import { dateToSaoPauloLocal, saoPauloLocalToDate } from '../../../../shared/rules/sao-paulo-time';
import type { QuoteInfo, QuoteProposalItem } from '../../../../shared/schemas/quote-read';
import { DAY_MS, HOUR_MS } from '../../../../shared/time';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteViewModal } from './quote-view-modal';

/* Issue 34 item 6: asking for revised offers, and what each side reads during a revision round. */

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const offer = (changes: Partial<QuoteProposalItem> = {}): QuoteProposalItem => ({
  reqId: 'p-1',
  companyName: 'Metal Forte',
  date: '2026-03-03T12:05:00.000Z',
  file: 'f-1',
  chosen: false,
  latest: true,
  round: 1,
  ...changes,
});

function view(side: 'customer' | 'company', quote: Partial<QuoteInfo>, lang: 'en' | 'pt-BR' = 'en') {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST /app/quotes/info_${side}`]: () =>
      json({
        response: true,
        quote: quoteFixture({
          deadline: new Date(Date.now() + DAY_MS).toISOString(),
          declines: [],
          ...quote,
        }),
      }),
    'POST /app/quotes/revision_request': () =>
      json({
        response: true,
        message: 'Revised proposals requested from 2 companies.',
        data: {
          round: { round: 2, deadline: new Date().toISOString(), note: null, date: new Date().toISOString() },
          suppliers: 2,
        },
      }),
  });
  renderInProviders(<QuoteViewModal side={side} reqId="q-1" onClose={() => {}} />, {
    fetch: api.fetchFn,
    lang,
  });
  return api;
}

describe('asking for revised offers', () => {
  it('checks the deadline in place, then sends it as its instant with the note', async () => {
    const api = view('customer', {
      proposals: [offer(), offer({ reqId: 'p-2', companyName: 'Aço Sul', file: 'f-2' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for revised proposals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for revised proposals' });
    expect(within(dialog).getByText(/^The 2 companies that proposed will be asked/)).toBeTruthy();
    expect(within(dialog).getByText('You can ask once more after this one.')).toBeTruthy();
    const input = within(dialog).getByLabelText('Deadline for revised proposals');
    fireEvent.input(input, {
      target: { value: dateInputText(dateToSaoPauloLocal(new Date(Date.now() - HOUR_MS)), 'dateTime', 'en') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('The deadline must be in the future!')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/revision_request')).toHaveLength(0);

    const later = dateToSaoPauloLocal(new Date(Date.now() + 3 * DAY_MS));
    fireEvent.input(input, { target: { value: dateInputText(later, 'dateTime', 'en') } });
    fireEvent.change(within(dialog).getByLabelText('Note to the suppliers (optional)'), {
      target: { value: 'Now 300 pieces.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/revision_request')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/revision_request')[0].body).toEqual({
      req_id: 'q-1',
      deadline: saoPauloLocalToDate(later)?.toISOString(),
      note: 'Now 300 pieces.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ask for revised proposals' })).toBeNull(),
    );
  });

  it('is not offered before anyone proposed, nor after the last round', async () => {
    view('customer', { proposals: [] });
    expect(await screen.findByRole('button', { name: 'Extend deadline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for revised proposals' })).toBeNull();
    cleanup();
    view('customer', { proposals: [offer({ round: 3 })], round: 3 });
    expect(await screen.findByRole('button', { name: 'Extend deadline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for revised proposals' })).toBeNull();
  });
});

describe('during a revision round', () => {
  const round2 = {
    round: 2,
    rounds: [
      {
        round: 2,
        deadline: '2026-03-06T20:00:00.000Z',
        note: 'Agora 300 peças.',
        date: '2026-03-04T12:00:00.000Z',
      },
    ],
  };

  it('pt-BR: a company that proposed reads the request and the note, and may send again', async () => {
    view('company', { ...round2, proposals: [offer()] }, 'pt-BR');
    expect(
      await screen.findByText(/^O comprador pede sua proposta revisada \(melhor e final\) até 6 de mar/),
    ).toBeTruthy();
    expect(screen.getByText('Observação do comprador: Agora 300 peças.')).toBeTruthy();
    expect(screen.getByText('Enviar uma proposta')).toBeTruthy();
  });

  it('a company that did not propose reads that the round is closed to it, with no form and no note', async () => {
    view('company', { ...round2, rounds: [], proposals: [] });
    expect(
      await screen.findByText(
        'This request is in a revision round: only the companies that sent a proposal may send a revised one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Send a proposal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline to quote' })).toBeNull();
  });

  it('the owner sees the round with its note, and each revised offer marked with its round', async () => {
    view('customer', {
      ...round2,
      proposals: [offer({ reqId: 'p-2', round: 2 }), offer({ latest: false })],
    });
    expect(
      await screen.findByText(/^Revised proposals requested \(round 2\), until Mar 6, 2026/),
    ).toBeTruthy();
    expect(screen.getByText('Buyer’s note: Agora 300 peças.')).toBeTruthy();
    expect(screen.getAllByText('Round 2').length).toBeGreaterThan(0);
  });
});
