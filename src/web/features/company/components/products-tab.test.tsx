import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS } from '../../../../shared/limits';
import type { OwnProduct } from '../../../../shared/schemas/company-products';
import { json, type SentCall } from '../../../test/api-client-kit';
import { CATEGORIES, companyServer, renderOwnerPiece } from '../../../test/company-kit';
import { ProductsTab } from './products-tab';

// The profile's products and services form (issue 32 item 1): list, add with both languages side
// by side, the server's refusals on their fields, reorder, remove, and the limit's message.

const WAIT = { timeout: 20_000 };

const item = (n: number, english = false): OwnProduct => ({
  reqId: `P${n}`,
  kind: 'product',
  namePt: `Peça ${n}`,
  nameEn: english ? `Part ${n}` : null,
  descriptionPt: 'Peça usinada.',
  descriptionEn: english ? 'Machined part.' : null,
  categories: [],
  image: null,
});

function server(products: OwnProduct[], save?: (call: SentCall) => Response) {
  return companyServer({
    'POST /app/company/products/list': () => json({ response: true, products }),
    'GET /app/categories/list_full': () => json({ response: true, data: CATEGORIES }),
    'POST /app/company/products/save':
      save ?? (() => json({ response: true, message: 'Saved.', product: item(9) })),
    'POST /app/company/products/order': () => json({ response: true, message: 'The order was saved.' }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the products and services tab', () => {
  it('lists the items with their English name, and moves one down in one order call', async () => {
    const fake = server([item(1, true), item(2)]);
    renderOwnerPiece(<ProductsTab />, { fetch: fake.fetchFn });
    expect(await screen.findByText('English: Part 1', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Portuguese only')).toBeTruthy();
    expect(screen.getByText('Items: 2 of 50')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Peça 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Peça 1 down' }));
    await waitFor(() => expect(fake.to('POST', '/app/company/products/order')).toHaveLength(1));
    expect(fake.to('POST', '/app/company/products/order')[0].body).toEqual({ req_ids: ['P2', 'P1'] });
  }, 60_000);

  it('adds an item with both languages side by side and shows the server’s refusal on its field (pt-BR)', async () => {
    const fake = server([], () =>
      json({
        response: false,
        error: 'VAL001',
        message: 'Descrição curta em inglês: preencha também.',
        fields: { description_en: 'Preencha também a descrição em inglês!' },
      }),
    );
    renderOwnerPiece(<ProductsTab />, { fetch: fake.fetchFn, lang: 'pt-BR' });
    fireEvent.click(await screen.findByRole('button', { name: 'Incluir produto ou serviço' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByRole('group', { name: 'Português (obrigatório)' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /English \(opcional/ })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome em português'), { target: { value: 'Eixo' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição curta em português'), {
      target: { value: 'Eixos.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Nome em inglês'), { target: { value: 'Shaft' } });
    fireEvent.change(within(dialog).getByLabelText('Descrição curta em inglês'), {
      target: { value: 'Shafts.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.to('POST', '/app/company/products/save')).toHaveLength(1));
    expect(fake.to('POST', '/app/company/products/save')[0].body).toMatchObject({
      kind: 'product',
      name_pt: 'Eixo',
      name_en: 'Shaft',
      description_en: 'Shafts.',
      categories: [],
    });
    expect(await within(dialog).findByText('Preencha também a descrição em inglês!', {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('says the limit in the server’s words at 50 items instead of offering to add', async () => {
    renderOwnerPiece(<ProductsTab />, {
      fetch: server(Array.from({ length: PRODUCTS.perCompany }, (_, i) => item(i))).fetchFn,
    });
    expect(
      await screen.findByText(
        'Your company already lists 50 products and services: remove one to add another.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a product or service' })).toBeNull();
  }, 60_000);
});
