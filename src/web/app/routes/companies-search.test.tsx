import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, opened, type SentCall, scriptedServer } from '../../test/api-client-kit';
import { fakeIntersectionObserver } from '../../test/catalogue-kit';
import { renderApp } from '../../test/render-app';

// What a buyer meets while searching (issue 32): why a result matched (marked words, never markup),
// "did you mean" and the categories when nothing matches, suggestions in a keyboard combobox.

const WAIT = { timeout: 20_000 };

const listInfo = {
  response: true,
  states: [{ id: 26, iso: 'SP' }],
  cities: [{ id: 9896, cityName: 'Piracicaba', state: 26 }],
  categories: [
    { id: 2, name: 'Heat Treatment' },
    { id: 3, name: 'Machining' },
  ],
};

const forge = {
  reqId: 'co1',
  name: 'Forja Alfa',
  cover: null,
  logo: null,
  rate: null,
  aboutShort: 'Forged parts',
  cityName: 'Piracicaba',
  stateIso: 'SP',
  match: {
    source: 'product',
    lang: 'pt-BR',
    parts: [
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: 'Tratamento', mark: true },
      { text: ' de aço', mark: false },
    ],
  },
};

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/companies/list_info': () => json(listInfo),
    'POST /app/companies/list': (call: SentCall) => {
      const { search } = call.body as { search: string };
      if (search === 'tratamneto')
        return json({ response: true, data: [], records: 12, total: 0, didYouMean: 'tratamento' });
      return json({ response: true, data: [forge], records: 12, total: 1 });
    },
    'POST /app/companies/suggest': () =>
      json({
        response: true,
        categories: [{ id: 2, name: 'Heat Treatment' }],
        products: [{ name: 'Heat treatment', lang: 'en', companyReqId: 'co1', companyName: 'Forja Alfa' }],
        companies: [],
      }),
  });
}

// The page's lazy chunk compiles once here, not inside the first test's wait.
beforeAll(() => import('./companies'), 120_000);

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  observer = fakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  observer.restore();
});

describe('search results', () => {
  it('marks the matched words in the product, as text, with the Portuguese text marked as such', async () => {
    renderApp({ entries: ['/companies?search=tratamento'], lang: 'en', fetch: server().fetchFn });
    const card = (await screen.findByRole('link', { name: 'Forja Alfa' }, WAIT)).closest('article');
    if (!card) throw new Error('no card');
    const mark = card.querySelector('mark');
    expect(mark?.textContent).toBe('Tratamento');
    expect(card.querySelector('img[src="x"]')).toBeNull();
    expect(within(card).getByText(/Product or service/)).toBeTruthy();
    expect(mark?.closest('[lang]')?.getAttribute('lang')).toBe('pt-BR');
    expect(within(card).getByText(/in Portuguese/)).toBeTruthy();
  }, 60_000);

  it('offers "did you mean", the categories and a quote to a category when nothing is found (pt-BR)', async () => {
    const { router } = renderApp({
      entries: ['/companies?search=tratamneto'],
      lang: 'pt-BR',
      fetch: server().fetchFn,
    });
    const fix = await screen.findByRole('link', { name: 'tratamento' }, WAIT);
    expect(screen.getByText(/Você quis dizer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Heat Treatment' }).getAttribute('href')).toBe(
      '/companies?category=2',
    );
    expect(screen.getByRole('link', { name: /Pedir cotação a todas as empresas/ }).getAttribute('href')).toBe(
      '/quotes',
    );
    fireEvent.click(fix);
    await waitFor(() => expect(router.state.location.search).toBe('?search=tratamento'));
  }, 60_000);
});

describe('suggestions while typing', () => {
  it('opens a listbox the arrow keys walk, announces the count, and Enter picks a category', async () => {
    const fake = server();
    const { router } = renderApp({ entries: ['/companies'], lang: 'en', fetch: fake.fetchFn });
    const box = (await screen.findByRole('combobox', { name: 'Search companies' }, WAIT)) as HTMLInputElement;
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'heat treatmnt' } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, WAIT);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Heat Treatment', 'Heat treatment, by Forja Alfa']);
    expect(screen.getByText('2 suggestions: up and down arrows to choose')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = within(list).getAllByRole('option')[0];
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fake.to('POST', '/app/companies/suggest')[0].body).toEqual({ search: 'heat treatmnt' });
  }, 60_000);

  it('closes on Escape, and a product opens its company', async () => {
    const { router } = renderApp({ entries: ['/companies'], lang: 'en', fetch: server().fetchFn });
    const box = await screen.findByRole('combobox', { name: 'Search companies' }, WAIT);
    fireEvent.change(box, { target: { value: 'heat' } });
    await screen.findByRole('listbox', {}, WAIT);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Heat treatment, by Forja Alfa' }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/co1/forja-alfa'));
  }, 60_000);
});
