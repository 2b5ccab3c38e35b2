import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, type SentCall, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

const LIST = '/app/magazines/list';

const magazines = [
  { reqId: 'm1', name: 'Industry in Focus 12', date: '2024-05-01', cover: '/files/c1', file: '/files/p1' },
  { reqId: 'm2', name: 'Industry in Focus 11', date: '2024-01-31', cover: null, file: '/files/p2' },
];

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST ${LIST}`]: (call: SentCall) => {
      const { search } = call.body as { search: string };
      const data = magazines.filter((m) => m.name.includes(search));
      return json({ response: true, data, records: 8, total: data.length });
    },
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('magazines page', () => {
  it('opens each edition in a new tab, named with its date in the UI language', async () => {
    const api = server();
    renderApp({ entries: ['/magazines'], fetch: api.fetchFn });

    const link = await screen.findByRole('link', {
      name: 'Industry in Focus 12, May 1, 2024 (PDF, opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('/files/p1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/files/c1');
    expect(screen.getByText('January 31, 2024').getAttribute('datetime')).toBe('2024-01-31');
    expect(screen.getByText('no more records')).toBeTruthy();
  });

  it('formats dates in Portuguese', async () => {
    renderApp({ entries: ['/magazines'], lang: 'pt-BR', fetch: server().fetchFn });
    expect(await screen.findByText('1 de maio de 2024')).toBeTruthy();
  });

  it('reads the search from ?search= and writes a new one there 2 s after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const { router } = renderApp({ entries: ['/magazines?search=12'], fetch: api.fetchFn });

    expect(await screen.findByText('Industry in Focus 12')).toBeTruthy();
    expect(screen.queryByText('Industry in Focus 11')).toBeNull();
    const box = screen.getByRole('searchbox', { name: 'Search the magazines' }) as HTMLInputElement;
    expect(box.value).toBe('12');

    fireEvent.change(box, { target: { value: '11' } });
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(router.state.location.search).toBe('?search=12');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.search).toBe('?search=11'));
    expect(await screen.findByText('Industry in Focus 11')).toBeTruthy();
    expect(api.to('POST', LIST).map((call) => call.body)).toEqual([
      { search: '12', page: 1 },
      { search: '11', page: 1 },
    ]);
  });
});
