import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { fakeIntersectionObserver } from '../../test/catalogue-kit';
import { renderApp } from '../../test/render-app';

// Issue 32 item 6: a company opened from a search's results is reported to the search log (the
// search's text and the company's public id; nothing else).

const WAIT = { timeout: 40_000 };

const card = (n: number) => ({
  reqId: `co${n}`,
  name: `Usinagem Número ${n}`,
  cover: null,
  logo: null,
  rate: null,
  aboutShort: null,
  cityName: 'Piracicaba',
  stateIso: 'SP',
});

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/companies/list_info': () => json({ response: true, states: [], cities: [], categories: [] }),
    'POST /app/companies/list': () =>
      json({ response: true, data: [card(1), card(2)], records: 12, total: 2 }),
    'POST /app/companies/search_opened': () => json({ response: true }),
    'POST /app/companies/info': () => json({ response: false, error: 'NFD001', message: 'Not found' }),
  });
}

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  observer = fakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  observer.restore();
});

describe('/companies search log', () => {
  it('reports the company opened from a search, and nothing when there is no search', async () => {
    const api = server();
    renderApp({ entries: ['/companies?search=usinagem%20cnc'], lang: 'pt-BR', fetch: api.fetchFn });
    fireEvent.click(await screen.findByRole('link', { name: 'Usinagem Número 2' }, WAIT));
    await waitFor(() => expect(api.to('POST', '/app/companies/search_opened')).toHaveLength(1), WAIT);
    expect(api.to('POST', '/app/companies/search_opened')[0].body).toEqual({
      search: 'usinagem cnc',
      company: 'co2',
    });
    cleanup();
    const plain = server();
    renderApp({ entries: ['/companies'], lang: 'en', fetch: plain.fetchFn });
    fireEvent.click(await screen.findByRole('link', { name: 'Usinagem Número 1' }, WAIT));
    await waitFor(() => expect(plain.to('POST', '/app/companies/info').length).toBeGreaterThan(0), WAIT);
    expect(plain.to('POST', '/app/companies/search_opened')).toHaveLength(0);
  });
});
