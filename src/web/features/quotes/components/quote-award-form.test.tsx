import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../shared/rules/money';
import type { ItemComparison } from '../../../../shared/schemas/quote-item-compare';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { quoteFixture } from '../../../test/quote-kit';
import { renderInProviders } from '../../../test/render-app';
import { QuoteItemsList } from './quote-items-list';
import { QuoteOffers } from './quote-offers';
import { QuoteViewModal } from './quote-view-modal';

afterEach(cleanup);

const items: QuoteItem[] = [
  { reqId: 'i1', description: 'Flange 4"', quantity: 200, unit: 'pc', specification: null },
  { reqId: 'i2', description: 'Bar 4140', quantity: 1.5, unit: 't', specification: null },
  { reqId: 'i3', description: 'Machining', quantity: 1, unit: 'servico', specification: null },
];

const cell = (landedCents: number, lowest = false) => ({
  unitPriceCents: landedCents,
  deliveryDays: 7,
  landedCents,
  lowest,
});

/** Alfa is cheapest for the flanges, Beta for the bar; only Beta machines. */
const comparison: ItemComparison = {
  suppliers: [
    {
      proposal: 'pa',
      companyName: 'Alfa',
      landedCents: 200_500,
      freight: 'cif',
      supplied: 2,
      complete: false,
      lowestTotal: false,
    },
    {
      proposal: 'pb',
      companyName: 'Beta',
      landedCents: 290_450,
      freight: 'cif',
      supplied: 3,
      complete: true,
      lowestTotal: true,
    },
  ],
  rows: [
    { item: 'i1', cells: [cell(200_000, true), cell(240_000)] },
    { item: 'i2', cells: [cell(500), cell(450, true)] },
    { item: 'i3', cells: [null, cell(50_000)] },
  ],
};

const quoteWith = (changes: Partial<QuoteInfo> = {}) =>
  quoteFixture({ reqId: 'q-award', items, itemComparison: comparison, ...changes });

function renderOffers(quote: QuoteInfo, lang: 'en' | 'pt-BR' = 'en', answer: unknown = undefined) {
  const api = scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/quotes/award_items': () =>
      json(
        answer ?? {
          response: true,
          message: 'The items were split between 2 suppliers!',
          data: { status: 'c', statusDesc: 'Concluded', dateClose: '2026-03-03T12:00:00.000Z' },
        },
      ),
  });
  renderInProviders(<QuoteOffers quote={quote} side="customer" />, { fetch: api.fetchFn, lang });
  return api;
}

const selected = () => screen.getAllByRole('combobox').map((select) => (select as HTMLSelectElement).value);

describe('award per item', () => {
  it('picks the lowest landed cost per item, follows a change, confirms and sends every item', async () => {
    const api = renderOffers(quoteWith());
    fireEvent.click(screen.getByRole('button', { name: 'Award per item' }));
    expect(selected()).toEqual(['pa', 'pb', 'pb']);
    const bar = screen.getByLabelText('Bar 4140 (1.5 t)') as HTMLSelectElement;
    expect([...bar.options].map((o) => o.textContent)).toEqual([
      `Alfa · ${formatMoney(5, 'en')}`,
      `Beta · ${formatMoney(4.5, 'en')} (lowest)`,
    ]);
    // Machining has no Alfa line: Beta is the only choice.
    expect((screen.getByLabelText('Machining (1 service)') as HTMLSelectElement).options).toHaveLength(1);
    const summary = () =>
      within(
        screen.getByRole('heading', { name: 'What each supplier wins' }).nextElementSibling as HTMLElement,
      )
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(summary()).toEqual(['1 item · R$2,000.00', '2 items · R$504.50']);

    fireEvent.change(bar, { target: { value: 'pa' } });
    await waitFor(() => expect(summary()).toEqual(['2 items · R$2,005.00', '1 item · R$500.00']));

    fireEvent.click(screen.getByRole('button', { name: 'Award the items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award the items per supplier?' });
    expect(api.to('POST', '/app/quotes/award_items')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.to('POST', '/app/quotes/award_items')).toHaveLength(1));
    expect(api.to('POST', '/app/quotes/award_items')[0].body).toEqual({
      req_id: 'q-award',
      awards: [
        { item: 'i1', proposal: 'pa' },
        { item: 'i2', proposal: 'pa' },
        { item: 'i3', proposal: 'pb' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Award the items' })).toBeNull());
  });

  it('pt-BR: speaks Portuguese, writes money the Brazilian way and shows a refusal under the form', async () => {
    renderOffers(quoteWith(), 'pt-BR', {
      response: false,
      error: 'QTE010',
      message: 'Alfa não cotou "Machining": escolha outro fornecedor.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Escolher por item' }));
    const flange = screen.getByLabelText('Flange 4" (200 pç)') as HTMLSelectElement;
    expect(flange.options[0].textContent).toBe(`Alfa · ${formatMoney(2000, 'pt-BR')} (menor)`);
    fireEvent.click(screen.getByRole('button', { name: 'Escolher estes fornecedores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolher os fornecedores por item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Alfa não cotou');
    expect(screen.getByRole('button', { name: 'Escolher estes fornecedores' })).toBeTruthy();
  });

  it('says when no supplier priced an item, and offers no award then', () => {
    const gap = {
      ...comparison,
      rows: [...comparison.rows.slice(0, 2), { item: 'i3', cells: [null, null] }],
    };
    renderOffers(quoteWith({ itemComparison: gap }));
    fireEvent.click(screen.getByRole('button', { name: 'Award per item' }));
    expect(screen.getByText(/No supplier priced this item/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Award the items' })).toBeNull();
  });

  it('is not offered once the quote is concluded, nor on a request without items', () => {
    renderOffers(quoteWith({ status: 'c', proposalChosen: true }));
    expect(screen.queryByRole('button', { name: 'Award per item' })).toBeNull();
    cleanup();
    renderOffers(quoteFixture());
    expect(screen.queryByRole('button', { name: 'Award per item' })).toBeNull();
  });
});

describe('the items after a split award', () => {
  it('names each item’s supplier', () => {
    renderInProviders(
      <QuoteItemsList
        items={items}
        awards={[
          { item: 'i1', proposal: 'pa', companyName: 'Alfa' },
          { item: 'i3', proposal: 'pb', companyName: 'Beta' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('Awarded to Alfa');
    expect(rows[1]).not.toContain('Awarded');
    expect(rows[2]).toContain('Awarded to Beta');
  });
});

describe('the owner’s view of a split quote', () => {
  it('names each item’s supplier and shows each supplier’s rating', async () => {
    const rate = (generalEvaluation: number, shortDescription: string) => ({
      generalEvaluation,
      date: '2026-03-04T12:00:00.000Z',
      concludedDesc: 'Yes',
      deliveredInTimeDesc: 'Yes',
      priceAsQuoteDesc: 'Yes',
      recommend3rDpartyDesc: 'Yes',
      productRate: 5,
      comunication: 5,
      shortDescription,
      suggestions: null,
    });
    const proposal = (reqId: string, companyName: string, stars: number, text: string) => ({
      reqId,
      companyName,
      date: '2026-03-02T12:00:00.000Z',
      file: null,
      chosen: true,
      latest: true,
      rate: rate(stars, text),
    });
    const quote = quoteFixture({
      status: 'c',
      proposalChosen: true,
      items,
      proposals: [proposal('pa', 'Alfa', 5, 'Great flanges'), proposal('pb', 'Beta', 3, 'Late')],
      rate: rate(5, 'Great flanges'),
      itemAwards: [
        { item: 'i1', proposal: 'pa', companyName: 'Alfa' },
        { item: 'i2', proposal: 'pa', companyName: 'Alfa' },
        { item: 'i3', proposal: 'pb', companyName: 'Beta' },
      ],
    });
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/quotes/info_customer': () => json({ response: true, quote }),
    });
    renderInProviders(<QuoteViewModal side="customer" reqId="q-1" onClose={() => {}} />, {
      fetch: api.fetchFn,
    });
    const ratings = (await screen.findByRole('heading', { name: 'Ratings of the chosen suppliers' }))
      .parentElement as HTMLElement;
    expect(
      within(ratings)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['5 out of 5Great flanges', '3 out of 5Late']);
    expect(screen.getAllByText(/^Awarded to /).map((el) => el.textContent)).toEqual([
      'Awarded to Alfa',
      'Awarded to Alfa',
      'Awarded to Beta',
    ]);
    expect(screen.queryByRole('button', { name: 'Award per item' })).toBeNull();
  });
});
