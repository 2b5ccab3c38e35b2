import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteOffers } from './quote-offers';

afterEach(cleanup);

const quote = quoteFixture();

function renderForm() {
  const api = scriptedServer({});
  renderInProviders(<QuoteOffers quote={quote} side="company" />, { fetch: api.fetchFn });
  return api;
}

describe('proposal form', () => {
  it('names a non-PDF file as a refused type, also when Send is pressed, and sends nothing', async () => {
    const api = renderForm();
    const input = screen.getByLabelText('Proposal (PDF, up to 3 MB)') as HTMLInputElement;
    const file = new File(['just some notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('notes.txt: the file type is not allowed!');

    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByRole('alert').textContent).toBe('notes.txt: the file type is not allowed!');
    expect(screen.queryByText('Required field!')).toBeNull();
    expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(0);
  });

  // Issue 12, item 15: a refusal without a message left the form silent.
  for (const [lang, failed] of [
    ['en', 'The quote could not be loaded.'],
    ['pt-BR', 'Não foi possível carregar a cotação.'],
  ] as const) {
    it(`${lang}: says the send failed when the refusal carries no message`, async () => {
      const api = scriptedServer({
        'GET /app/session/open': () => opened('A1', 'T1'),
        'POST /app/quotes/proposal_send': () => json({ response: false, message: '' }),
      });
      renderInProviders(<QuoteOffers quote={quoteFixture({ reqId: `r-${lang}` })} side="company" />, {
        fetch: api.fetchFn,
        lang,
      });
      const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'p.pdf', { type: 'application/pdf' });
      fireEvent.change(screen.getByLabelText(/^(Proposal|Proposta) \(PDF/), { target: { files: [pdf] } });
      await screen.findByText('p.pdf');
      fireEvent.click(screen.getByRole('button', { name: /^(Send proposal|Enviar proposta)$/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(failed);
    });
  }

  it('asks for a file, or the price and delivery time, when none was chosen (issue 30 item 10)', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attach the Proposal as a PDF, or give its price and delivery time!',
    );
  });
});

// Issue 12, item 5: the native picker spoke the browser's language and kept a sent file's name.
describe('proposal file picker', () => {
  for (const [lang, texts] of [
    ['en', { label: 'Proposal (PDF, up to 3 MB)', choose: 'Choose the PDF', send: 'Send proposal' }],
    ['pt-BR', { label: 'Proposta (PDF, até 3 MB)', choose: 'Escolher o PDF', send: 'Enviar proposta' }],
  ] as const) {
    it(`${lang}: names the picked file in the page's language and forgets it once sent`, async () => {
      const api = scriptedServer({
        'GET /app/session/open': () => opened('A1', 'T1'),
        'POST /app/quotes/proposal_send': () => json({ response: true, message: 'OK' }),
      });
      renderInProviders(<QuoteOffers quote={quoteFixture({ reqId: `q-${lang}` })} side="company" />, {
        fetch: api.fetchFn,
        lang,
      });
      expect(screen.getByText(texts.choose)).toBeTruthy();
      const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'proposta-final.pdf', { type: 'application/pdf' });
      fireEvent.change(screen.getByLabelText(texts.label), { target: { files: [pdf] } });
      expect(await screen.findByText('proposta-final.pdf')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: texts.send }));
      await waitFor(() => expect(api.to('POST', '/app/quotes/proposal_send')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByText('proposta-final.pdf')).toBeNull());
      expect(screen.getByText(texts.choose)).toBeTruthy();
    });
  }
});

// Issue 12, item 8: two proposals of one company read the same (name, day, button label).
describe('proposals of one company', () => {
  // São Paulo is UTC−3 (no daylight saving since 2019): the clock shown is São Paulo's (issue 18),
  // whatever the time zone the tests run in.
  const morning = '2026-03-02T12:05:00.000Z';
  const afternoon = '2026-03-02T17:40:00.000Z';
  const proposal = { companyName: 'Metal Forte', chosen: false };
  const twice = quoteFixture({
    proposals: [
      { ...proposal, reqId: 'p-2', file: 'f-2', date: afternoon, latest: true },
      { ...proposal, reqId: 'p-1', file: 'f-1', date: morning, latest: false },
    ],
  });

  for (const [lang, texts] of [
    [
      'en',
      {
        current: 'Current proposal',
        replaced: 'Replaced by a later one',
        download: 'Download the proposal of Metal Forte',
        morning: /9:05\sAM/,
        afternoon: /2:40\sPM/,
      },
    ],
    [
      'pt-BR',
      {
        current: 'Proposta atual',
        replaced: 'Substituída por uma posterior',
        download: 'Baixar a proposta de Metal Forte',
        morning: /09:05/,
        afternoon: /14:40/,
      },
    ],
  ] as const) {
    it(`${lang}: shows the time of each, marks the current one and names each download apart`, () => {
      renderInProviders(<QuoteOffers quote={twice} side="customer" />, { lang });
      const [newer, older] = screen.getAllByRole('listitem');
      expect(newer.textContent).toMatch(texts.afternoon);
      expect(older.textContent).toMatch(texts.morning);
      expect(within(newer).getByText(texts.current)).toBeTruthy();
      expect(within(older).queryByText(texts.current)).toBeNull();
      expect(within(older).getByText(texts.replaced)).toBeTruthy();

      const downloads = screen.getAllByRole('button', { name: new RegExp(texts.download) });
      expect(downloads).toHaveLength(2);
      const names = downloads.map((button) => button.textContent ?? '');
      expect(new Set(names).size).toBe(2);
      expect(names[0]).toMatch(texts.afternoon);
      expect(names[1]).toMatch(texts.morning);
    });
  }

  it('marks nothing as current when the company sent one proposal', () => {
    renderInProviders(
      <QuoteOffers quote={quoteFixture({ proposals: [twice.proposals[0]] })} side="customer" />,
    );
    expect(screen.queryByText('Current proposal')).toBeNull();
    expect(screen.getByRole('button', { name: /Download the proposal of Metal Forte/ }).textContent).toMatch(
      /2:40\sPM/,
    );
  });

  it('offers no download for a proposal sent without a PDF, and says so (issue 30 item 10)', () => {
    const bare = { ...twice.proposals[0], file: null };
    renderInProviders(<QuoteOffers quote={quoteFixture({ proposals: [bare] })} side="customer" />);
    expect(screen.queryByRole('button', { name: /Download the proposal/ })).toBeNull();
    expect(screen.getByText('No PDF: the terms above are the proposal.')).toBeTruthy();
  });
});
