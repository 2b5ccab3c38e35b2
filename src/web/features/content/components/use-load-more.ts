import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../../shared/limits';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';

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
 * Infinite scroll with the desktop or mobile margin of the current width: returns a ref for a
 * sentinel placed after the list (see useInfiniteScroll).
 */
export function useLoadMore({ enabled, onLoadMore, desktopMargin, mobileMargin }: LoadMoreOptions) {
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => true);
  return useInfiniteScroll({ enabled, onLoadMore, margin: desktop ? desktopMargin : mobileMargin });
}
