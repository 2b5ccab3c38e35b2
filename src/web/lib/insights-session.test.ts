import { describe, expect, it } from 'vitest';
import { REPORT_AGAIN_MS, SEEN_KEY, takeFresh } from './insights-session';
import { createMemoryStorage } from './storage';

/* Issue 35 item 6: the 30-minute rule, decided in the browser's session. */

const view = (company: string) => ({ company, kind: 'view' as const });
const T0 = 1_800_000_000_000;

describe('takeFresh', () => {
  it('reports a company’s view once, and again only after 30 minutes', () => {
    const storage = createMemoryStorage();
    expect(takeFresh(storage, [view('a')], T0)).toEqual([view('a')]);
    expect(takeFresh(storage, [view('a')], T0 + 1000)).toEqual([]);
    expect(takeFresh(storage, [view('a')], T0 + REPORT_AGAIN_MS - 1)).toEqual([]);
    expect(takeFresh(storage, [view('a')], T0 + REPORT_AGAIN_MS)).toEqual([view('a')]);
  });

  it('tells companies and kinds apart, and a batch reports a company once', () => {
    const storage = createMemoryStorage();
    const events = [view('a'), view('b'), { company: 'a', kind: 'phone' as const }, view('a')];
    expect(takeFresh(storage, events, T0)).toEqual(events.slice(0, 3));
  });

  it('keeps only the last 30 minutes’ marks, and no more than the company and kind', () => {
    const storage = createMemoryStorage();
    takeFresh(storage, [view('a')], T0);
    takeFresh(storage, [view('b')], T0 + REPORT_AGAIN_MS);
    expect(JSON.parse(storage.getItem(SEEN_KEY) ?? '')).toEqual({ 'view:b': T0 + REPORT_AGAIN_MS });
  });

  it('starts afresh over a broken or foreign stored value, and a mark from the future does not hold', () => {
    const storage = createMemoryStorage({ [SEEN_KEY]: '{not json' });
    expect(takeFresh(storage, [view('a')], T0)).toEqual([view('a')]);
    storage.setItem(SEEN_KEY, JSON.stringify({ 'view:a': T0 + 10 * REPORT_AGAIN_MS }));
    expect(takeFresh(storage, [view('a')], T0)).toEqual([view('a')]);
  });

  it('still reports when storage refuses writes', () => {
    const storage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(takeFresh(storage, [view('a')], T0)).toEqual([view('a')]);
  });
});
