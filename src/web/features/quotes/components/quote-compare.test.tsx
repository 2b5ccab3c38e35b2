import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';
import { renderInProviders } from '../../../test/render-app';
import type { ProposalActions } from './proposal-actions';
import { QuoteCompare } from './quote-compare';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window as wide as `width`: what useMediaQuery reads (happy-dom applies no media queries). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

const row = (changes: Partial<ComparisonRow>): ComparisonRow => ({
  reqId: 'p',
  companyName: 'Company',
  date: '2026-03-02T12:00:00.000Z',
  file: 'f',
  chosen: false,
  priceCents: null,
  deliveryDays: null,
  validUntil: null,
  paymentTerms: null,
  note: null,
  rating: null,
  ratingCount: 0,
  lowestPrice: false,
  fastestDelivery: false,
  ...changes,
});

// Server order (newest first); Beta is the cheapest, Gama the fastest, Alfa the best rated.
const rows = [
  row({
    reqId: 'a',
    companyName: 'Alfa',
    priceCents: 500_000,
    deliveryDays: 20,
    rating: 4.8,
    ratingCount: 12,
  }),
  row({
    reqId: 'b',
    companyName: 'Beta',
    priceCents: 123_456,
    deliveryDays: 30,
    validUntil: '2026-12-31',
    paymentTerms: '30/60 days',
    lowestPrice: true,
  }),
  row({
    reqId: 'g',
    companyName: 'Gama',
    priceCents: 800_000,
    deliveryDays: 7,
    rating: 3.5,
    ratingCount: 1,
    fastestDelivery: true,
  }),
  row({ reqId: 'd', companyName: 'Delta' }),
];

const noActions: ProposalActions = { canChoose: false, download: () => {}, choose: () => {}, dialog: null };

const names = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByText(/^(Alfa|Beta|Gama|Delta)$/).textContent);

describe('comparison at desktop width', () => {
  it('sorts by price from the lowest, then by delivery, by rating from the best, and reverses', () => {
    viewport(1440);
    renderInProviders(<QuoteCompare rows={rows} />);
    expect(screen.getByRole('table')).toBeTruthy();
    // Price first, cheapest on top; a row that states no price goes last.
    expect(names()).toEqual(['Beta', 'Alfa', 'Gama', 'Delta']);
    const price = screen.getByRole('button', { name: /^Price/ });
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Total price' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    fireEvent.click(screen.getByRole('button', { name: /^Delivery/ }));
    expect(names()).toEqual(['Gama', 'Alfa', 'Beta', 'Delta']);
    fireEvent.click(screen.getByRole('button', { name: /^Rating/ }));
    expect(names()).toEqual(['Alfa', 'Gama', 'Beta', 'Delta']);
    expect(screen.getByRole('columnheader', { name: 'Rating' }).getAttribute('aria-sort')).toBe('descending');
    // Pressing the current sort again reverses it; the row without a value stays last.
    fireEvent.click(screen.getByRole('button', { name: /^Rating/ }));
    expect(names()).toEqual(['Gama', 'Alfa', 'Beta', 'Delta']);
    expect(screen.getByRole('button', { name: /^Rating/ }).textContent).toContain(
      'sorted from lowest to highest',
    );
  });

  it('marks the lowest price and the fastest delivery in words, and says what was not stated', () => {
    viewport(1440);
    renderInProviders(<QuoteCompare rows={rows} />);
    const beta = screen.getByRole('row', { name: /Beta/ });
    expect(within(beta).getByText('Lowest price')).toBeTruthy();
    expect(within(beta).getByText('R$1,234.56')).toBeTruthy();
    expect(within(beta).getByText('30 days')).toBeTruthy();
    expect(within(beta).getByText('December 31, 2026')).toBeTruthy();
    expect(within(beta).getByText('No ratings yet')).toBeTruthy();
    const gama = screen.getByRole('row', { name: /Gama/ });
    expect(within(gama).getByText('Fastest delivery')).toBeTruthy();
    expect(within(gama).getByText('3.5 out of 5 (1 rating)')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Alfa/ })).queryByText(/Lowest price|Fastest delivery/),
    ).toBeNull();
    // Price, delivery, and the terms column (validity, payment terms, note) for the row that states none.
    expect(within(screen.getByRole('row', { name: /Delta/ })).getAllByText('Not stated').length).toBe(3);
    // No row carries responsiveness: nothing said about it.
    expect(screen.queryByText(/Responsiveness/)).toBeNull();
  });

  it('fits the dialog: six columns, validity, payment terms and note under their names in one', () => {
    viewport(1440);
    renderInProviders(<QuoteCompare rows={rows} actions={noActions} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Company',
      'Total price',
      'Delivery',
      'Terms',
      'Rating',
      'Actions',
    ]);
    const beta = screen.getByRole('row', { name: /Beta/ });
    expect(within(beta).getByText('Payment terms').nextElementSibling?.textContent).toBe('30/60 days');
  });

  it('says how much each offer is above the lowest price', () => {
    viewport(1440);
    renderInProviders(<QuoteCompare rows={rows} />);
    // Beta is the lowest (R$1,234.56): Alfa R$5,000.00 is R$3,765.44 (305%) above it.
    expect(
      within(screen.getByRole('row', { name: /Alfa/ })).getByText('R$3,765.44 (305%) above the lowest'),
    ).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Beta/ })).queryByText(/above the lowest/)).toBeNull();
    expect(within(screen.getByRole('row', { name: /Delta/ })).queryByText(/above the lowest/)).toBeNull();
  });

  it('offers each row’s PDF and "Choose this proposal" while the customer may choose', () => {
    viewport(1440);
    const download = vi.fn();
    const choose = vi.fn();
    renderInProviders(
      <QuoteCompare rows={rows} actions={{ ...noActions, canChoose: true, download, choose }} />,
    );
    const gama = screen.getByRole('row', { name: /Gama/ });
    fireEvent.click(within(gama).getByRole('button', { name: 'Download the proposal of Gama (PDF)' }));
    expect(download).toHaveBeenCalledWith('f');
    fireEvent.click(within(gama).getByRole('button', { name: 'Choose the proposal of Gama' }));
    expect(choose).toHaveBeenCalledWith('g');
    cleanup();
    // Once chosen (or closed): the PDF only.
    renderInProviders(<QuoteCompare rows={rows} actions={noActions} />);
    expect(screen.getAllByRole('button', { name: /^Download the proposal of/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Choose the proposal of/ })).toBeNull();
  });

  it('offers no PDF for an offer sent without one, still "Choose" (issue 30 item 10)', () => {
    viewport(1440);
    const bare = [row({ reqId: 'n', companyName: 'Nopdf', file: null, priceCents: 9_900, deliveryDays: 3 })];
    renderInProviders(<QuoteCompare rows={bare} actions={{ ...noActions, canChoose: true }} />);
    const only = screen.getByRole('row', { name: /Nopdf/ });
    expect(within(only).queryByRole('button', { name: /^Download the proposal/ })).toBeNull();
    expect(within(only).getByRole('button', { name: 'Choose the proposal of Nopdf' })).toBeTruthy();
  });

  it('shows responsiveness once a row carries it', async () => {
    viewport(1440);
    const figures = { requests: 25, answeredPercent: 92, medianSeconds: 20 * 3600 };
    const withFigure = [{ ...rows[0], responsiveness: figures }, rows[1]];
    renderInProviders(<QuoteCompare rows={withFigure} />);
    const alfa = screen.getByRole('row', { name: /Alfa/ });
    expect(await within(alfa).findByText('Answers 92% of requests, usually within 20 hours')).toBeTruthy();
    // Below five requests: too few, said so, not "Not stated" as if the company hid it.
    const beta = screen.getByRole('row', { name: /Beta/ });
    expect(within(beta).getByText('Responsiveness: not enough requests yet')).toBeTruthy();
    expect(within(beta).queryByText('Not stated')).toBeNull();
  });
});

describe('comparison on a phone (375 px)', () => {
  for (const [lang, texts] of [
    [
      'en',
      {
        price: 'Price',
        lowest: 'Lowest price',
        amount: 'R$1,234.56',
        days: '7 days',
        label: 'Total price',
        notEnough: 'Not enough requests yet',
        above: /^R\$3,765\.44 \(305%\) above the lowest$/,
        choose: 'Choose the proposal of Alfa',
        pdf: 'Download the proposal of Alfa (PDF)',
      },
    ],
    [
      'pt-BR',
      {
        price: 'Preço',
        lowest: 'Menor preço',
        amount: 'R$\u00a01.234,56',
        days: '7 dias',
        label: 'Preço total',
        notEnough: 'Ainda sem pedidos suficientes',
        above: /^R\$\s3\.765,44 \(305%\) acima do menor$/,
        choose: 'Escolher a proposta de Alfa',
        pdf: 'Baixar a proposta de Alfa (PDF)',
      },
    ],
  ] as const) {
    it(`${lang}: draws cards, not a table, each field under its name, and still sorts`, () => {
      viewport(375);
      renderInProviders(<QuoteCompare rows={rows} />, { lang });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = screen.getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Beta',
        'Alfa',
        'Gama',
        'Delta',
      ]);
      expect(within(cards[0]).getByText(texts.lowest)).toBeTruthy();
      const price = within(cards[0]).getByText(texts.label).nextElementSibling;
      expect(price?.textContent).toBe(texts.amount);
      fireEvent.click(
        screen.getByRole('button', {
          name: new RegExp(`^${texts.price === 'Price' ? 'Delivery' : 'Entrega'}`),
        }),
      );
      const first = screen.getAllByRole('listitem')[0];
      expect(within(first).getByRole('heading').textContent).toBe('Gama');
      expect(within(first).getByText(texts.days)).toBeTruthy();
    });

    it(`${lang}: each card has its PDF and "Choose", the price above the lowest, and "not enough requests yet"`, () => {
      viewport(375);
      const figures = { requests: 25, answeredPercent: 92, medianSeconds: 3600 };
      const withFigure = [{ ...rows[0], responsiveness: figures }, rows[1]];
      renderInProviders(<QuoteCompare rows={withFigure} actions={{ ...noActions, canChoose: true }} />, {
        lang,
      });
      const [beta, alfa] = screen.getAllByRole('listitem');
      expect(within(beta).getByText(texts.notEnough)).toBeTruthy();
      expect(within(alfa).getByText(texts.above)).toBeTruthy();
      expect(within(alfa).getByRole('button', { name: texts.choose })).toBeTruthy();
      expect(within(alfa).getByRole('button', { name: texts.pdf })).toBeTruthy();
    });
  }
});
