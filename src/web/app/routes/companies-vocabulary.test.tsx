import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../features/catalogue/components/company-search-input';
import { json, opened, type SentCall, scriptedServer } from '../../test/api-client-kit';
import { fakeIntersectionObserver } from '../../test/catalogue-kit';
import { renderApp } from '../../test/render-app';

// The vocabulary in the catalogue (issue 32, decision 0038): process and material filters in the
// URL beside the others, terms among the suggestions, the company page's processes and materials.

const WAIT = { timeout: 20_000 };

const listInfo = (lang: 'en' | 'pt-BR') => ({
  response: true,
  states: [{ id: 26, iso: 'SP' }],
  cities: [{ id: 9896, cityName: 'Piracicaba', state: 26 }],
  categories: [{ id: 3, name: 'Machining' }],
  processes: [{ id: 5, name: lang === 'en' ? 'Heat treatment' : 'Tratamento térmico' }],
  materials: [{ id: 8, name: lang === 'en' ? 'Stainless steel' : 'Aço inoxidável' }],
});

const card = {
  reqId: 'co1',
  name: 'Forja Alfa',
  cover: null,
  logo: null,
  rate: null,
  aboutShort: 'Forged parts',
  cityName: 'Piracicaba',
  stateIso: 'SP',
};

/** `slowMs`: the list filtered by the material answers that late (a phone, a busy server). */
function server(lang: 'en' | 'pt-BR', slowMs = 0) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/companies/list_info': () => json(listInfo(lang)),
    'POST /app/companies/list': async (call: SentCall) => {
      if (slowMs > 0 && (call.body as { material?: number }).material === 8)
        await new Promise((resolve) => setTimeout(resolve, slowMs));
      return json({ response: true, data: [card], records: 12, total: 1 });
    },
    'POST /app/companies/suggest': () =>
      json({
        response: true,
        categories: [],
        products: [],
        companies: [],
        terms: [{ id: 8, kind: 'material', name: 'Stainless steel' }],
      }),
  });
}

beforeAll(() => import('./companies'), 120_000);

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  observer = fakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  observer.restore();
});

describe('process and material filters', () => {
  it('reads them from the URL, sends them with the city, and changes them (pt-BR)', async () => {
    const fake = server('pt-BR');
    const { router } = renderApp({
      entries: ['/companies?process=5&city=9896'],
      lang: 'pt-BR',
      fetch: fake.fetchFn,
    });
    const process = (await screen.findByLabelText('Processo', {}, WAIT)) as HTMLSelectElement;
    await waitFor(() => expect(process.value).toBe('5'), WAIT);
    expect(within(process).getByRole('option', { name: 'Tratamento térmico' })).toBeTruthy();
    await waitFor(() => expect(fake.to('POST', '/app/companies/list').length).toBeGreaterThan(0), WAIT);
    expect(fake.to('POST', '/app/companies/list')[0].body).toMatchObject({
      process: 5,
      city: 9896,
      material: null,
    });
    fireEvent.change(screen.getByLabelText('Material'), { target: { value: '8' } });
    await waitFor(() => expect(router.state.location.search).toBe('?city=9896&process=5&material=8'));
  }, 60_000);

  it('offers a material among the suggestions, and picking it filters the list (en)', async () => {
    const { router } = renderApp({ entries: ['/companies'], lang: 'en', fetch: server('en').fetchFn });
    const box = await screen.findByRole('combobox', { name: 'Search companies' }, WAIT);
    fireEvent.change(box, { target: { value: 'inox' } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, WAIT);
    expect(within(list).getByRole('group', { name: 'Materials' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('option', { name: 'Stainless steel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?material=8'));
  }, 60_000);

  it('keeps a pick made before typing pauses, while the filtered list is still loading (en)', async () => {
    // The pick's navigation waits for a slow list, and the typed text's commit, due
    // SEARCH_DEBOUNCE_MS after the last key, must not undo it (seen in e2e find-supplier).
    const slow = server('en', SEARCH_DEBOUNCE_MS * 3);
    const { router } = renderApp({ entries: ['/companies'], lang: 'en', fetch: slow.fetchFn });
    const box = await screen.findByRole('combobox', { name: 'Search companies' }, WAIT);
    await waitFor(() => expect(slow.to('POST', '/app/companies/list').length).toBe(1), WAIT);
    fireEvent.change(box, { target: { value: 'inox' } });
    const typed = Date.now();
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, WAIT);
    // Picked before typing paused (else this test shows nothing).
    expect(Date.now() - typed).toBeLessThan(SEARCH_DEBOUNCE_MS);
    fireEvent.click(within(list).getByRole('option', { name: 'Stainless steel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?material=8'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(router.state.location.search).toBe('?material=8');
    expect(
      slow.to('POST', '/app/companies/list').map((c) => (c.body as { search?: string }).search),
    ).not.toContain('inox');
  }, 60_000);
});
