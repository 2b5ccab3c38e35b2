import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteViewModal } from './quote-view-modal';

/* Issue 34 item 8: the messages after the award in the quote view. */

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

const THREAD = {
  company: { reqId: 'c-1', name: 'Metal Forte' },
  messages: [
    {
      reqId: 'm-1',
      from: 'buyer' as const,
      text: 'Entrega dia 10?',
      file: null,
      date: '2026-03-04T12:00:00.000Z',
    },
    {
      reqId: 'm-2',
      from: 'supplier' as const,
      text: 'Sim, às 8h.',
      file: { reqId: 'f-9', name: 'nota.pdf' },
      date: '2026-03-04T13:30:00.000Z',
    },
  ],
};

function view(side: 'customer' | 'company', quote: Partial<QuoteInfo>, lang: 'en' | 'pt-BR' = 'en') {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST /app/quotes/info_${side}`]: () =>
      json({
        response: true,
        quote: quoteFixture({ status: 'c', proposalChosen: true, declines: [], ...quote }),
      }),
    'POST /app/quotes/thread_send': () =>
      json({
        response: true,
        message: 'Your message was sent!',
        data: { reqId: 'm-3', from: 'buyer', text: 'Thanks', file: null, date: new Date().toISOString() },
      }),
    'POST /app/quotes/threads_close': () => json({ response: true, message: 'Closed.' }),
  });
  renderInProviders(<QuoteViewModal side={side} reqId="q-1" onClose={() => {}} />, {
    fetch: api.fetchFn,
    lang,
  });
  return api;
}

describe('messages after the award', () => {
  it('the buyer reads the thread with each supplier, writes to it and closes the messages', async () => {
    const api = view('customer', { threads: [THREAD], threadsClosed: false });
    expect(await screen.findByRole('heading', { name: 'Messages after the choice' })).toBeTruthy();
    expect(screen.getByText('With Metal Forte')).toBeTruthy();
    expect(screen.getByText(/^You, Mar 4, 2026, 9:00\sAM/)).toBeTruthy();
    expect(screen.getByText(/^Metal Forte, Mar 4, 2026, 10:30\sAM/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download nota.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Required field!')).toBeTruthy();
    expect(api.to('POST', '/app/quotes/thread_send')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Message to Metal Forte'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/thread_send')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/thread_send')[0].body).toEqual({
      req_id: 'q-1',
      company: 'c-1',
      text: 'Thanks',
      file: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close the messages' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close them' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/threads_close')).toHaveLength(1));
  });

  it('pt-BR: a supplier reads its thread; once closed there is no form', async () => {
    view('company', { threads: [THREAD], threadsClosed: true }, 'pt-BR');
    expect(
      await screen.findByText('Quem pediu encerrou as mensagens: elas podem ser lidas, não respondidas.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Quem pediu, 4 de mar/)).toBeTruthy();
    expect(screen.getByText(/^Você, 4 de mar/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar mensagem' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Encerrar as mensagens' })).toBeNull();
  });

  it('shows nothing before the award', async () => {
    view('customer', { status: 'a', proposalChosen: false });
    expect(await screen.findByRole('heading', { name: 'Proposals' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Messages after the choice' })).toBeNull();
  });
});
