import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';
import { renderInProviders } from '../../../test/render-app';
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
    expect(within(screen.getByRole('row', { name: /Delta/ })).getAllByText('Not stated').length).toBe(5);
    // No row carries responsiveness: no column of blanks for it.
    expect(screen.queryByRole('columnheader', { name: 'Responsiveness' })).toBeNull();
  });

  it('shows responsiveness once a row carries it', async () => {
    viewport(1440);
    const figures = { requests: 25, answeredPercent: 92, medianSeconds: 20 * 3600 };
    const withFigure = [{ ...rows[0], responsiveness: figures }, rows[1]];
    renderInProviders(<QuoteCompare rows={withFigure} />);
    expect(screen.getByRole('columnheader', { name: 'Responsiveness' })).toBeTruthy();
    const alfa = screen.getByRole('row', { name: /Alfa/ });
    expect(await within(alfa).findByText('Answers 92% of requests, usually within 20 hours')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Beta/ })).getAllByText('Not stated').length).toBe(2);
  });
});

describe('comparison on a phone (375 px)', () => {
  for (const [lang, texts] of [
    [
      'en',
      { price: 'Price', lowest: 'Lowest price', amount: 'R$1,234.56', days: '7 days', label: 'Total price' },
    ],
    [
      'pt-BR',
      {
        price: 'Preço',
        lowest: 'Menor preço',
        amount: 'R$\u00a01.234,56',
        days: '7 dias',
        label: 'Preço total',
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
  }
});
