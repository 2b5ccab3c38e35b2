import { useEffect, useRef, useState } from 'react';

interface InfiniteScrollOptions {
  /** True while there is a next page and none is being fetched. */
  enabled: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the sentinel starts a load, in px. */
  margin: number;
  /** Changes whenever a page arrives (e.g. the page count), to re-arm the observer. */
  loaded: number;
}

/**
 * Infinite scroll: returns a ref callback for a sentinel placed after the list. A new observer is
 * made after each page, and a new observer reports at once, so a short page that leaves the sentinel
 * in view keeps loading until the list fills the screen or ends.
 */
export function useInfiniteScroll({ enabled, onLoadMore, margin, loaded }: InfiniteScrollOptions) {
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
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, margin, loaded]);

  return setNode;
}
