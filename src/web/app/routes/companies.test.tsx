import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infiniteScrollMargin } from '../../lib/use-infinite-scroll';
import { json, opened, type SentCall, scriptedServer } from '../../test/api-client-kit';
import { fakeIntersectionObserver } from '../../test/catalogue-kit';
import { renderApp } from '../../test/render-app';

/** The first render of a lazy page compiles its chunk; give it more than the default second. */
const WAIT = { timeout: 5000 };

const listInfo = {
  response: true,
  states: [
    { id: 26, iso: 'SP' },
    { id: 18, iso: 'PR' },
  ],
  // In the server's order: by name, accents and case aside.
  cities: [
    { id: 100, cityName: 'Campinas', state: 26 },
    { id: 200, cityName: 'Curitiba', state: 18 },
    { id: 9896, cityName: 'Piracicaba', state: 26 },
  ],
  categories: [
    { id: 2, name: 'Metalurgia' },
    { id: 3, name: 'Usinagem' },
  ],
};

const company = (n: number, rate: number | null = 4.5) => ({
  reqId: `co${n}`,
  name: `Metalúrgica Número ${n}`,
  cover: `/files/cover${n}`,
  logo: `/files/logo${n}`,
  rate,
  aboutShort: `About company ${n}`,
  cityName: 'Piracicaba',
  stateIso: 'SP',
});

type Page = ReturnType<typeof company>[];

/** A server whose /companies/list answers `pages[n-1]` for page n, with `records` rows per page. */
function companiesServer(pages: Page[], records = 2, capped?: { total: number }) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/companies/list_info': () => json(listInfo),
    'POST /app/companies/list': (call: SentCall) => {
      const page = (call.body as { page: number }).page;
      const total = capped ? { total: capped.total, totalCapped: true } : { total: pages.flat().length };
      return json({ response: true, data: pages[page - 1] ?? [], records, ...total });
    },
  });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const listBodies = (server: ReturnType<typeof scriptedServer>) =>
  server.to('POST', '/app/companies/list').map((call) => call.body);

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  observer = fakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  observer.restore();
  vi.unstubAllGlobals();
});

describe('/companies filters', () => {
  it('says "Todos" for the state and "Todas" for the city and the category in Portuguese', async () => {
    const server = companiesServer([[company(1)]]);
    renderApp({ entries: ['/companies'], lang: 'pt-BR', fetch: server.fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    const first = (name: string) => select(name).options[0].textContent;
    expect(first('Estado')).toBe('Todos');
    expect(first('Cidade')).toBe('Todas');
    expect(first('Categoria')).toBe('Todas');
  });

  it('reads every filter from the query string and sends them with page 1', async () => {
    const server = companiesServer([[company(1)]]);
    renderApp({
      entries: [
        '/companies?state=26&city=9896&category=3&certification=iso9001&order_by=rate&order=desc&search=metal',
      ],
      fetch: server.fetchFn,
    });
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    expect(listBodies(server)[0]).toEqual({
      search: 'metal',
      state: 26,
      city: 9896,
      category: 3,
      process: null,
      material: null,
      certification: 'iso9001',
      order_by: 'rate',
      order: 'desc',
      page: 1,
    });
    await waitFor(() => expect(select('State').value).toBe('26'), WAIT);
    expect(select('City').value).toBe('9896');
    expect(select('Category').value).toBe('3');
    expect(select('Certification').value).toBe('iso9001');
    expect(select('Sort by').value).toBe('rate');
    expect(select('Order').value).toBe('desc');
    expect((screen.getByRole('combobox', { name: 'Search companies' }) as HTMLInputElement).value).toBe(
      'metal',
    );
  });

  it('ignores malformed values and falls back to "All", name and ascending', async () => {
    const server = companiesServer([[company(1)]]);
    renderApp({ entries: ['/companies?state=x&city=-4&order_by=price&order=up'], fetch: server.fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    expect(listBodies(server)[0]).toEqual({
      search: '',
      state: null,
      city: null,
      category: null,
      process: null,
      material: null,
      certification: null,
      order_by: null,
      order: 'asc',
      page: 1,
    });
    // No search: the server's default order is the name, and the menu says so.
    expect(select('Sort by').value).toBe('name');
    expect(select('State').value).toBe('');
    expect(within(select('State')).getAllByRole('option')[0].textContent).toBe('All');
  });

  it('offers "Most relevant" with a search, by leaving order_by out, and the other orders by name', async () => {
    const server = companiesServer([[company(1)]]);
    const { router } = renderApp({ entries: ['/companies?search=usinagem'], fetch: server.fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    expect(listBodies(server)[0]).toMatchObject({ search: 'usinagem', order_by: null });
    expect(select('Sort by').value).toBe('relevance');
    expect(within(select('Sort by')).getAllByRole('option')[0].textContent).toBe('Most relevant');
    fireEvent.change(select('Sort by'), { target: { value: 'name' } });
    await waitFor(() => expect(router.state.location.search).toBe('?order_by=name&search=usinagem'), WAIT);
    await waitFor(() => expect(listBodies(server).at(-1)).toMatchObject({ order_by: 'name' }), WAIT);
    fireEvent.change(select('Sort by'), { target: { value: 'relevance' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=usinagem'), WAIT);
  });

  it('writes each change to the query string, reloads the list, and Back restores the filters', async () => {
    const server = companiesServer([[company(1)]]);
    const { router } = renderApp({ entries: ['/companies'], fetch: server.fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    await waitFor(() => expect(within(select('Category')).getAllByRole('option')).toHaveLength(3), WAIT);

    fireEvent.change(select('Category'), { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'), WAIT);
    fireEvent.change(select('Order'), { target: { value: 'desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=2&order=desc'), WAIT);
    await waitFor(() =>
      expect(listBodies(server).at(-1)).toMatchObject({ category: 2, order: 'desc', page: 1 }),
    );

    await router.navigate(-1);
    await waitFor(() => expect(select('Order').value).toBe('asc'), WAIT);
    expect(select('Category').value).toBe('2');
    await router.navigate(-1);
    await waitFor(() => expect(select('Category').value).toBe(''), WAIT);
  });

  it('offers only the cities of the chosen state and drops a city of another state', async () => {
    const server = companiesServer([[company(1)]]);
    const { router } = renderApp({ entries: ['/companies?state=26&city=100'], fetch: server.fetchFn });
    await waitFor(() => expect(select('City').value).toBe('100'), WAIT);
    const cities = () =>
      within(select('City'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(cities()).toEqual(['All', 'Campinas', 'Piracicaba']);

    fireEvent.change(select('State'), { target: { value: '18' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=18'), WAIT);
    expect(cities()).toEqual(['All', 'Curitiba']);
  });

  it('folds the selects behind a button that says how many are set', async () => {
    renderApp({
      entries: ['/companies?state=26&category=3'],
      fetch: companiesServer([[company(1)]]).fetchFn,
    });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' }, WAIT);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.contains(select('State'))).toBe(true);
    expect([toggle.getAttribute('aria-expanded'), panel.dataset.open]).toEqual(['false', 'false']);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), panel.dataset.open]).toEqual(['true', 'true']);
  });

  it('commits the search box to the query string once typing pauses', async () => {
    const server = companiesServer([[company(1)]]);
    const { router } = renderApp({ entries: ['/companies'], fetch: server.fetchFn });
    const box = await screen.findByRole('combobox', { name: 'Search companies' }, WAIT);
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'aço ' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?search=a%C3%A7o'), WAIT);
    await waitFor(() => expect(listBodies(server).at(-1)).toMatchObject({ search: 'aço', page: 1 }), WAIT);
    // Only the paused value was sent, not each keystroke.
    expect(listBodies(server).filter((body) => (body as { search: string }).search === 'a')).toEqual([]);

    await router.navigate(-1);
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''), WAIT);
  });
});

describe('/companies list', () => {
  it('shows each company as a card linking to its page, with its rating or "no ratings"', async () => {
    renderApp({ entries: ['/companies'], fetch: companiesServer([[company(1), company(2, null)]]).fetchFn });
    const link = await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    expect(link.getAttribute('href')).toBe('/company/co1/metalurgica-numero-1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Logo of Metalúrgica Número 1' }).getAttribute('src')).toBe(
      '/files/logo1',
    );
    expect(within(card).getByText('Piracicaba – SP')).toBeTruthy();
    expect(within(card).getByText('About company 1')).toBeTruthy();
    const second = screen
      .getByRole('link', { name: 'Metalúrgica Número 2' })
      .closest('article') as HTMLElement;
    expect(within(second).getByText('no ratings')).toBeTruthy();
  });

  it('loads the next page near the end and says "no more records" after a short page', async () => {
    const server = companiesServer([[company(1), company(2)], [company(3)]], 2);
    renderApp({ entries: ['/companies'], fetch: server.fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 2' }, WAIT);
    expect(screen.queryByText('no more records')).toBeNull();
    await waitFor(() => expect(observer.margins()).toContain(infiniteScrollMargin(700)), WAIT);

    observer.reveal();
    expect(await screen.findByRole('link', { name: 'Metalúrgica Número 3' }, WAIT)).toBeTruthy();
    expect(listBodies(server).map((body) => (body as { page: number }).page)).toEqual([1, 2]);
    expect(await screen.findByText('no more records', undefined, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    // The list has ended: no observer is armed and nothing more is asked for.
    observer.reveal();
    expect(observer.margins()).not.toContain(infiniteScrollMargin(700));
    expect(listBodies(server)).toHaveLength(2);
  });

  it('starts loading 900 px ahead on narrow screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderApp({ entries: ['/companies'], fetch: companiesServer([[company(1), company(2)], []]).fetchFn });
    await screen.findByRole('link', { name: 'Metalúrgica Número 2' }, WAIT);
    await waitFor(() => expect(observer.margins()).toContain(infiniteScrollMargin(900)), WAIT);
  });

  it("says 'No companies found!' for an empty result", async () => {
    renderApp({ entries: ['/companies?search=zzz'], fetch: companiesServer([[]]).fetchFn });
    expect(await screen.findByText('No companies found!', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('no more records')).toBeNull();
  });

  it('shows a loading state until the first page arrives', async () => {
    renderApp({ entries: ['/companies'], fetch: companiesServer([[company(1)]]).fetchFn });
    expect(await screen.findByText('Loading companies…', undefined, WAIT)).toBeTruthy();
    await screen.findByRole('link', { name: 'Metalúrgica Número 1' }, WAIT);
    expect(screen.queryByText('Loading companies…')).toBeNull();
    expect(screen.getByText('1 company found')).toBeTruthy();
  });

  it('says "1,000+" when the server stopped counting (totalCapped), in either language', async () => {
    const pages = [
      [company(1), company(2)],
      [company(3), company(4)],
    ];
    renderApp({ entries: ['/companies'], fetch: companiesServer(pages, 2, { total: 1000 }).fetchFn });
    expect(await screen.findByText('1,000+ companies found', undefined, WAIT)).toBeTruthy();
    cleanup();
    renderApp({
      entries: ['/companies'],
      lang: 'pt-BR',
      fetch: companiesServer(pages, 2, { total: 1000 }).fetchFn,
    });
    expect(await screen.findByText('1.000+ empresas encontradas', undefined, WAIT)).toBeTruthy();
  });
});
