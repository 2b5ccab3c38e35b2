import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedQuote } from '../../../../shared/schemas/quote-share';
import { json, opened, type SentCall, scriptedServer } from '../../../test/api-client-kit';
import { renderApp, renderInProviders } from '../../../test/render-app';
import { QuoteSharePanel } from './quote-share-panel';

/* Issue 34 item 5: the owner's spreadsheet and share links; the page a link opens. */

const WAIT = { timeout: 30_000 };
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const URL_OF_LINK = 'https://catalogo.example/shared-quote/tok123';
const LINK = { reqId: 'L1', createdAt: '2026-11-29T15:00:00.000Z', expiresAt: '2026-12-13T15:00:00.000Z' };

function ownerServer() {
  let live: (typeof LINK)[] = [];
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/compare_export': () =>
      json({
        response: true,
        name: 'comparacao-cotacao-2026-11-29.xlsx',
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: Buffer.from('xlsx bytes').toString('base64'),
      }),
    'POST /app/quotes/compare_pdf': () =>
      json({
        response: true,
        name: 'comparacao-cotacao-2026-11-29.pdf',
        mime: 'application/pdf',
        content: Buffer.from('%PDF-1.3 bytes').toString('base64'),
      }),
    'POST /app/quotes/share_links': () => json({ response: true, data: live }),
    'POST /app/quotes/share_link': () => {
      live = [LINK];
      return json({ response: true, data: { ...LINK, url: URL_OF_LINK } });
    },
    'POST /app/quotes/share_link_revoke': (call: SentCall) => {
      live = live.filter((l) => l.reqId !== (call.body as { req_id: string }).req_id);
      return json({ response: true, data: live });
    },
  });
}

describe('QuoteSharePanel', () => {
  it('saves the spreadsheet and the PDF, makes a link to copy and revokes it (pt-BR)', async () => {
    let name = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:saved');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    const api = ownerServer();
    renderInProviders(<QuoteSharePanel reqId="Q1" />, { lang: 'pt-BR', fetch: api.fetchFn });
    expect(await screen.findByText('Nenhum link ativo.', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Baixar a comparação (.xlsx)' }));
    await waitFor(() => expect(name).toBe('comparacao-cotacao-2026-11-29.xlsx'), WAIT);
    expect(api.to('POST', '/app/quotes/compare_export').map((c) => c.body)).toEqual([{ req_id: 'Q1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar a comparação (PDF)' }));
    await waitFor(() => expect(name).toBe('comparacao-cotacao-2026-11-29.pdf'), WAIT);
    expect(api.to('POST', '/app/quotes/compare_pdf').map((c) => c.body)).toEqual([{ req_id: 'Q1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar um link somente leitura' }));
    const field = (await screen.findByLabelText(/Seu novo link/, {}, WAIT)) as HTMLInputElement;
    expect(field.value).toBe(URL_OF_LINK);
    expect(field.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar o link' }));
    await waitFor(() => expect(copied).toEqual([URL_OF_LINK]), WAIT);
    expect(await screen.findByText('1 link ativo:', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Quem tiver o link lê o pedido.*por 14 dias\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Revogar o link criado em/ }));
    expect(await screen.findByText('Nenhum link ativo.', {}, WAIT)).toBeTruthy();
    expect(api.to('POST', '/app/quotes/share_link_revoke').map((c) => c.body)).toEqual([{ req_id: 'L1' }]);
  });
});

const SHARED: SharedQuote = {
  title: 'Flanges for the plant',
  description: 'Two lots',
  categoryName: 'Machining',
  dateOpen: '2026-11-20T12:00:00.000Z',
  statusDesc: 'Open',
  expiresAt: '2026-12-13T15:00:00.000Z',
  items: [{ reqId: 'I1', description: 'Flange 4"', quantity: 200, unit: 'pc', specification: null }],
  suppliers: [
    {
      companyName: 'Alfa Usinagem',
      goodsCents: 200_000,
      taxesCents: 0,
      freight: 'cif',
      freightCents: null,
      landedCents: 200_000,
      supplied: 1,
      complete: true,
      lowestTotal: false,
    },
  ],
  rows: [
    { item: 'I1', cells: [{ unitPriceCents: 1000, deliveryDays: 10, landedCents: 200_000, lowest: false }] },
  ],
};

describe('/shared-quote/:token', () => {
  function open(answer: () => Response) {
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
      'POST /app/quotes/shared': answer,
    });
    renderApp({ entries: ['/shared-quote/tok123'], lang: 'en', fetch: api.fetchFn });
    return api;
  }

  it('shows the request and the comparison read-only, without a login', async () => {
    const api = open(() => json({ response: true, data: SHARED }));
    expect(await screen.findByText('Flanges for the plant', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Quote comparison (read-only)' })).toBeTruthy();
    expect(screen.getAllByText('Alfa Usinagem').length).toBeGreaterThan(0);
    expect(screen.getByText(/This link stops working on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choose|Award/ })).toBeNull();
    expect(api.to('POST', '/app/quotes/shared').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
  });

  it('says so when the link has expired or was revoked', async () => {
    open(() =>
      json({
        response: false,
        error: 'QSH001',
        message: 'This link is no longer valid: it has expired or was withdrawn.',
      }),
    );
    expect(await screen.findByText('This comparison could not be opened.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/no longer valid/)).toBeTruthy();
  });
});
