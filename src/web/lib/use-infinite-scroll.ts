import { useEffect, useRef, useState } from 'react';

/**
 * How far above the viewport the sentinel still counts as near, in px. A jump to the bottom (End, a
 * big wheel move, scrollTo) can carry the sentinel past the viewport into the area above it (the
 * footer is taller than a phone screen), where a bottom-only margin never reports it; the sentinel
 * is then "already passed", which must load too.
 */
const ABOVE = 1_000_000;

/** The IntersectionObserver margin: everything above the viewport and `margin` px below it. */
export function infiniteScrollMargin(margin: number): string {
  return `${ABOVE}px 0px ${margin}px 0px`;
}

interface InfiniteScrollOptions {
  /** True while there is a next page and none is being fetched. */
  enabled: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the sentinel starts a load, in px (PRODUCT.md section 9). */
  margin: number;
  /** Changes whenever a page arrives (e.g. the row or page count), to re-arm the observer. */
  loaded?: number;
}

/**
 * Infinite scroll: returns a ref callback for a sentinel placed after the list. The sentinel is near
 * when it is within `margin` px below the viewport or anywhere above it. A new observer is made each
 * time a page arrives (or `enabled` turns true again), and a new observer reports at once, so while
 * the sentinel stays near after a page, the next page is asked for, until the list fills the screen
 * or ends, at any width.
 */
export function useInfiniteScroll({ enabled, onLoadMore, margin, loaded = 0 }: InfiniteScrollOptions) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    // `loaded` only re-arms the observer; the callback reads nothing from it.
    void loaded;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: infiniteScrollMargin(margin) },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, margin, loaded]);

  return setNode;
}
