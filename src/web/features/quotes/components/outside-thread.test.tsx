import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutsideQuote } from '../../../../shared/schemas/quote-outside';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

/* Decision 0050: an outside winner reads and answers its thread with the buyer on its link's page. */

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const WON: OutsideQuote = {
  title: 'Flanges for the plant',
  description: 'Two lots',
  categoryName: 'Machining',
  dateOpen: '2026-11-20T12:00:00.000Z',
  deadline: null,
  status: 'c',
  statusDesc: 'Concluded',
  round: 1,
  canSend: false,
  items: [],
  attachments: [],
  questions: [],
  proposals: [],
  invite: { email: 'vendas@silva.test', name: null, expiresAt: '2026-12-29T15:00:00.000Z' },
  thread: {
    closed: false,
    messages: [
      {
        reqId: 'M1',
        from: 'buyer',
        text: 'Can you deliver on the 10th?',
        file: { reqId: 'F9', name: 'dock.pdf' },
        date: '2026-11-29T15:00:00.000Z',
      },
    ],
  },
};

function serve(quote: OutsideQuote) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'POST /app/quotes/outside/read': () => json({ response: true, data: quote }),
    'POST /app/quotes/outside/thread_send': () =>
      json({
        response: true,
        message: 'Your message was sent!',
        data: { reqId: 'M2', from: 'supplier', text: 'Sim', file: null, date: '2026-11-29T16:00:00.000Z' },
      }),
  });
}

describe('an outside winner’s thread', () => {
  it('shows the buyer’s messages and sends an answer through the link (pt-BR)', async () => {
    const api = serve(WON);
    renderApp({ entries: ['/shared-quote/o.tok123'], lang: 'pt-BR', fetch: api.fetchFn });
    expect(await screen.findByRole('heading', { name: 'Mensagens após a escolha' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Can you deliver on the 10th?')).toBeTruthy();
    expect(screen.getByText(/^Quem pediu, /)).toBeTruthy();
    expect(screen.getByRole('button', { name: /dock\.pdf/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mensagem para quem pediu'), {
      target: { value: 'Sim, dia 10.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(
      () =>
        expect(api.to('POST', '/app/quotes/outside/thread_send').map((c) => c.body)).toEqual([
          { token: 'o.tok123', text: 'Sim, dia 10.', file: null },
        ]),
      WAIT,
    );
  });

  it('reads a closed thread without a form, and shows none before a win (en)', async () => {
    const api = serve({ ...WON, thread: { closed: true, messages: WON.thread?.messages ?? [] } });
    renderApp({ entries: ['/shared-quote/o.tok123'], lang: 'en', fetch: api.fetchFn });
    expect(await screen.findByText(/The buyer closed the messages/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Message to the buyer')).toBeNull();
    cleanup();
    const { thread: _none, ...notWon } = WON;
    renderApp({ entries: ['/shared-quote/o.tok123'], lang: 'en', fetch: serve(notWon).fetchFn });
    expect(await screen.findByText('Flanges for the plant', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Messages after the choice' })).toBeNull();
  });
});
