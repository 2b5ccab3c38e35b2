import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutsideQuote } from '../../../../shared/schemas/quote-outside';
import { json, opened, type SentCall, scriptedServer } from '../../../test/api-client-kit';
import { renderApp, renderInProviders } from '../../../test/render-app';
import { OutsideInvitePanel } from './outside-invite-panel';

/* Issue 34 item 7: the buyer invites a supplier not in the catalogue; the supplier's page by its link. */

const WAIT = { timeout: 30_000 };
afterEach(cleanup);

const ROW = {
  reqId: 'V1',
  email: 'vendas@silva.test',
  cnpj: null,
  name: 'Usinagem Silva',
  language: 'en',
  createdAt: '2026-11-29T15:00:00.000Z',
  expiresAt: '2026-12-29T15:00:00.000Z',
  state: 'sent',
  proposed: false,
};

describe('OutsideInvitePanel', () => {
  it('checks the address, invites in the chosen language, shows a refusal and revokes (pt-BR)', async () => {
    let rows: (typeof ROW)[] = [];
    let calls = 0;
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/outside_invites': () => json({ response: true, data: rows }),
      'POST /app/quotes/outside_invite': () => {
        calls += 1;
        if (calls > 1)
          return json({
            response: false,
            error: 'QOS002',
            message: 'Você convidou 20 fornecedores de fora do catálogo.',
          });
        rows = [ROW];
        return json({ response: true, data: rows });
      },
      'POST /app/quotes/outside_revoke': (call: SentCall) => {
        rows = rows.map((r) =>
          r.reqId === (call.body as { req_id: string }).req_id ? { ...r, state: 'revoked' } : r,
        );
        return json({ response: true, data: rows });
      },
    });
    renderInProviders(<OutsideInvitePanel reqId="Q1" open />, { lang: 'pt-BR', fetch: api.fetchFn });
    const email = (await screen.findByLabelText('E-mail do fornecedor', {}, WAIT)) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'não é e-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar o convite' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(api.to('POST', '/app/quotes/outside_invite')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'Vendas@Silva.test' } });
    fireEvent.change(screen.getByLabelText('Nome do fornecedor (opcional)'), {
      target: { value: 'Usinagem Silva' },
    });
    fireEvent.click(screen.getByLabelText('Inglês'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar o convite' }));
    expect(
      await screen.findByText(/Usinagem Silva <vendas@silva.test>: e-mail enviado/, {}, WAIT),
    ).toBeTruthy();
    expect(api.to('POST', '/app/quotes/outside_invite').map((c) => c.body)).toEqual([
      { req_id: 'Q1', email: 'vendas@silva.test', name: 'Usinagem Silva', cnpj: null, language: 'en' },
    ]);

    fireEvent.change(email, { target: { value: 'outro@fornecedor.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar o convite' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveProperty(
      'textContent',
      'Você convidou 20 fornecedores de fora do catálogo.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Revogar o convite de vendas@silva.test' }));
    expect(await screen.findByText(/: revogado, link válido/, {}, WAIT)).toBeTruthy();
  });
});

describe('OutsideInvitePanel, an invitation linked to the company that listed (decision 0048)', () => {
  it.each([
    ['en', 'has since listed in the catalogue, and this request goes on there with the company:'],
    ['pt-BR', 'entrou no catálogo depois do convite, e este pedido continua lá com a empresa:'],
  ] as const)('names and links the company and offers no revoke (%s)', async (lang, text) => {
    const linked = { ...ROW, proposed: true, company: { reqId: 'C1', name: 'Usinagem Silva Ltda' } };
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/outside_invites': () => json({ response: true, data: [linked] }),
    });
    renderInProviders(
      <MemoryRouter>
        <OutsideInvitePanel reqId="Q1" open={false} />
      </MemoryRouter>,
      { lang, fetch: api.fetchFn },
    );
    const link = await screen.findByRole('link', { name: 'Usinagem Silva Ltda' }, WAIT);
    expect(link.getAttribute('href')).toBe('/company/C1/usinagem-silva-ltda');
    expect(link.parentElement?.textContent).toContain(text);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const OUTSIDE: OutsideQuote = {
  title: 'Flanges for the plant',
  description: 'Two lots',
  categoryName: 'Machining',
  dateOpen: '2026-11-20T12:00:00.000Z',
  deadline: null,
  status: 'a',
  statusDesc: 'Open',
  round: 1,
  canSend: true,
  items: [{ reqId: 'I1', description: 'Flange 4"', quantity: 200, unit: 'pc', specification: null }],
  attachments: [{ name: 'drawing.pdf', reqId: 'F1' }],
  questions: [],
  proposals: [],
  invite: { email: 'vendas@silva.test', name: null, expiresAt: '2026-12-29T15:00:00.000Z' },
};

describe('/shared-quote/o.:token (an outside supplier)', () => {
  it('reads the request by the token and asks a question, without a login', async () => {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
      'POST /app/quotes/outside/read': () => json({ response: true, data: OUTSIDE }),
      'POST /app/quotes/outside/question': () =>
        json({
          response: true,
          message: 'Question sent.',
          question: { reqId: 'Q9', question: 'Which steel?', dateQuestion: '2026-11-29T15:00:00.000Z' },
        }),
    });
    renderApp({ entries: ['/shared-quote/o.tok123'], lang: 'en', fetch: api.fetchFn });
    expect(await screen.findByText('Flanges for the plant', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A quote request for you' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'drawing.pdf' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ask the buyer'), { target: { value: 'Which steel?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    await waitFor(
      () =>
        expect(api.to('POST', '/app/quotes/outside/question').map((c) => c.body)).toEqual([
          { token: 'o.tok123', question: 'Which steel?' },
        ]),
      WAIT,
    );
    expect(api.to('POST', '/app/quotes/outside/read')[0]?.body).toEqual({ token: 'o.tok123' });
  });
});

describe('/shared-quote/o.:token once linked to the company that listed (decision 0048)', () => {
  it('says where the request goes on instead of the request', async () => {
    const message =
      'This request now goes on in the catalogue with Usinagem Silva, which listed with this e-mail address: log in with the company’s account and open it under Received quotes.';
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
      'POST /app/quotes/outside/read': () => json({ response: false, error: 'QOS007', message }),
    });
    renderApp({ entries: ['/shared-quote/o.tok123'], lang: 'en', fetch: api.fetchFn });
    expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Flanges for the plant')).toBeNull();
  });
});
