import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { infiniteScrollMargin } from '../../../lib/use-infinite-scroll';
import { json, opened, type SentCall, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

const FAQ = '/app/faq/list';

const faq = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.\nSecond line ${n}.` });

/** A FAQ of `total` entries served `records` per page, filtered by the search text. */
function faqServer(total: number, records: number) {
  const all = Array.from({ length: total }, (_, i) => faq(i + 1));
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    [`POST ${FAQ}`]: (call: SentCall) => {
      const { search, page } = call.body as { search: string; page: number };
      const rows = all.filter((row) => row.question.includes(search));
      const data = rows.slice((page - 1) * records, page * records);
      return json({ response: true, data, records, total: rows.length });
    },
  });
}

const bodies = (calls: SentCall[]) => calls.map((call) => call.body);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FAQ page', () => {
  it('lists questions as disclosures and ends with "no more records"', async () => {
    const api = faqServer(3, 10);
    renderApp({ entries: ['/frequent-asked-questions'], fetch: api.fetchFn });

    const summary = await screen.findByText('Question 1?');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(summary);
    expect(details?.open).toBe(true);
    expect(screen.getByText(/Second line 1\./).tagName).toBe('P');

    expect(screen.getByText('no more records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(bodies(api.to('POST', FAQ))).toEqual([{ search: '', page: 1 }]);
  });

  it('renders an answer as markdown, as the About page does, and lets no HTML or script link through', async () => {
    const answer = [
      'Read **the rules** and the [guide](https://example.com/guide).',
      '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      '[bad](javascript:window.hacked=true) <b>raw bold</b>',
    ].join('\n\n');
    const api = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      [`POST ${FAQ}`]: () =>
        json({ response: true, data: [{ question: 'Rules?', answer }], records: 10, total: 1 }),
    });
    const { container } = renderApp({ entries: ['/frequent-asked-questions'], fetch: api.fetchFn });
    await screen.findByText('Rules?');

    expect(screen.getByText('the rules').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'guide' });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    const list = container.querySelector('ul[aria-label]') as HTMLElement;
    expect(list.querySelector('script, img, b, [onerror]')).toBeNull();
    // The javascript: link keeps its text and stops being a link.
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(list.textContent).not.toContain('**');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('waits 2 s after typing stops before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = faqServer(12, 10);
    renderApp({ entries: ['/frequent-asked-questions'], fetch: api.fetchFn });
    await screen.findByText('Question 1?');

    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(box, { target: { value: 'Question 1' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.change(box, { target: { value: 'Question 11' } });
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    // The first word never went out, and the second is still waiting.
    expect(bodies(api.to('POST', FAQ))).toEqual([{ search: '', page: 1 }]);

    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() =>
      expect(bodies(api.to('POST', FAQ))).toEqual([
        { search: '', page: 1 },
        { search: 'Question 11', page: 1 },
      ]),
    );
    expect(await screen.findByText('Question 11?')).toBeTruthy();
    expect(screen.queryByText('Question 2?')).toBeNull();
    expect(screen.getByText('no more records')).toBeTruthy();
  });

  it('searches at once on Enter and says "No records found!" when nothing matches', async () => {
    const api = faqServer(3, 10);
    renderApp({ entries: ['/frequent-asked-questions'], fetch: api.fetchFn });
    await screen.findByText('Question 1?');

    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(box, { target: { value: 'nothing like this' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);

    expect(await screen.findByText('No records found!')).toBeTruthy();
    expect(screen.queryByText('no more records')).toBeNull();
    expect(bodies(api.to('POST', FAQ))).toContainEqual({ search: 'nothing like this', page: 1 });
  });

  it('loads the next page when the sentinel nears the viewport, until a short page', async () => {
    const observers: { options?: IntersectionObserverInit; fire: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({
            options,
            fire: () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never),
          });
        }
        observe() {}
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const api = faqServer(5, 2);
    renderApp({ entries: ['/frequent-asked-questions'], fetch: api.fetchFn });
    await screen.findByText('Question 2?');
    expect(screen.queryByText('no more records')).toBeNull();

    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    // happy-dom's window is 1024 px wide: the desktop distance applies.
    expect(observers.at(-1)?.options?.rootMargin).toBe(infiniteScrollMargin(600));
    act(() => observers.at(-1)?.fire());
    expect(await screen.findByText('Question 4?')).toBeTruthy();

    // The keyboard path does the same.
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question 5?')).toBeTruthy();
    expect(await screen.findByText('no more records')).toBeTruthy();
    expect(bodies(api.to('POST', FAQ))).toEqual([
      { search: '', page: 1 },
      { search: '', page: 2 },
      { search: '', page: 3 },
    ]);
  });
});
