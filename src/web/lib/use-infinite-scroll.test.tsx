import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/fake-match-media';
import { useInfiniteScroll } from './use-infinite-scroll';

const VIEWPORT = 800;

/**
 * An IntersectionObserver that works out intersections from geometry, as a browser does: the root
 * is the viewport (0..VIEWPORT) grown by the rootMargin (top and bottom), the target's rectangle is
 * `sentinelTop` px from the viewport top. A new observer reports at once; `scroll()` reports again.
 */
let sentinelTop = 0;
const live = new Set<() => void>();
class GeometryObserver {
  private readonly report: () => void;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    const [top = 0, , bottom = 0] = (options?.rootMargin ?? '0px')
      .split(' ')
      .map((part) => Number.parseFloat(part));
    this.report = () => {
      const isIntersecting = sentinelTop >= -top && sentinelTop <= VIEWPORT + bottom;
      callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    };
  }
  observe() {
    live.add(this.report);
    this.report();
  }
  unobserve() {
    live.delete(this.report);
  }
  disconnect() {
    live.delete(this.report);
  }
  takeRecords() {
    return [];
  }
}
const scroll = (top: number) => {
  sentinelTop = top;
  for (const report of [...live]) report();
};

function List({ enabled, loaded, onLoadMore }: { enabled: boolean; loaded: number; onLoadMore: () => void }) {
  const sentinel = useInfiniteScroll({ enabled, onLoadMore, margin: 900, loaded });
  return <div ref={sentinel} />;
}

function Widths({ onLoadMore }: { onLoadMore: () => void }) {
  const sentinel = useInfiniteScroll({ enabled: true, onLoadMore, margin: { desktop: 2000, mobile: 1000 } });
  return <div ref={sentinel} />;
}

let renders = 0;
function Counted() {
  renders += 1;
  const sentinel = useInfiniteScroll({ enabled: true, onLoadMore: () => {}, margin: 900, loaded: 1 });
  return <div ref={sentinel} />;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', GeometryObserver);
  live.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll', () => {
  it('does not load while the sentinel is farther below the viewport than the margin', () => {
    sentinelTop = VIEWPORT + 2000;
    const onLoadMore = vi.fn();
    render(<List enabled loaded={1} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    scroll(VIEWPORT + 500);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads when a jump to the bottom carries the sentinel above the viewport (tall footer, 375 px)', () => {
    sentinelTop = VIEWPORT + 4000;
    const onLoadMore = vi.fn();
    render(<List enabled loaded={1} onLoadMore={onLoadMore} />);
    scroll(-526);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps loading after each page while the sentinel stays near', () => {
    sentinelTop = -526;
    const onLoadMore = vi.fn();
    const view = render(<List enabled loaded={1} onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    view.rerender(<List enabled={false} loaded={1} onLoadMore={onLoadMore} />);
    view.rerender(<List enabled loaded={2} onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('uses the margin of the current width and re-arms when the width changes', () => {
    const media = fakeMatchMedia(false);
    sentinelTop = VIEWPORT + 1500;
    const onLoadMore = vi.fn();
    render(<Widths onLoadMore={onLoadMore} />);
    // Mobile: 1,500 px below is beyond its 1,000 px margin.
    expect(onLoadMore).not.toHaveBeenCalled();
    media.set(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('arms without rendering its list again', () => {
    sentinelTop = VIEWPORT + 2000;
    renders = 0;
    render(<Counted />);
    expect(renders).toBe(1);
  });
});
