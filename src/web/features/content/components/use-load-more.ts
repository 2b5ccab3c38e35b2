import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../../shared/limits';

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopFrom}px)`;

function subscribeDesktop(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(DESKTOP_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isDesktop(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(DESKTOP_QUERY).matches;
}

interface LoadMoreOptions {
  /** True while there is a next page and none is being fetched. */
  enabled: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the sentinel starts a load, in px (PRODUCT.md section 9). */
  desktopMargin: number;
  mobileMargin: number;
}

/**
 * Infinite scroll: returns a ref for a sentinel placed after the list; when the sentinel comes
 * within the margin of the viewport the next page is asked for. The observer is re-created each time
 * `enabled` turns true again, and a new observer reports at once, so a short page that leaves the
 * sentinel in view keeps loading until the list fills the screen or ends.
 */
export function useLoadMore({ enabled, onLoadMore, desktopMargin, mobileMargin }: LoadMoreOptions) {
  const [node, setNode] = useState<Element | null>(null);
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => true);
  const margin = desktop ? desktopMargin : mobileMargin;
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, margin]);

  return setNode;
}
