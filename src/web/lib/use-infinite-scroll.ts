import { useCallback, useEffect, useRef } from 'react';
import { BREAKPOINTS } from '../../shared/limits';

/**
 * How far above the viewport the sentinel still counts as near, in px. A jump to the bottom (End, a
 * big wheel move, scrollTo) can carry the sentinel past the viewport into the area above it (the
 * footer is taller than a phone screen), where a bottom-only margin never reports it; the sentinel
 * is then "already passed", which must load too.
 */
const ABOVE = 1_000_000;
const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopFrom}px)`;

/** The IntersectionObserver margin: everything above the viewport and `margin` px below it. */
export function infiniteScrollMargin(margin: number): string {
  return `${ABOVE}px 0px ${margin}px 0px`;
}

/** One margin, or one per width (PRODUCT.md section 9 gives desktop and mobile their own). */
export type ScrollMargin = number | { desktop: number; mobile: number };

interface InfiniteScrollOptions {
  /** True while there is a next page and none is being fetched. */
  enabled: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the sentinel starts a load, in px (PRODUCT.md section 9). */
  margin: ScrollMargin;
  /** Changes whenever a page arrives (e.g. the row or page count), to re-arm the observer. */
  loaded?: number;
}

/**
 * Infinite scroll: returns a ref callback for a sentinel placed after the list. The sentinel is near
 * when it is within `margin` px below the viewport or anywhere above it. A new observer is made each
 * time a page arrives (or `enabled` turns true again), and a new observer reports at once, so while
 * the sentinel stays near after a page, the next page is asked for, until the list fills the screen
 * or ends, at any width.
 *
 * The observer lives in the ref callback (React 19 runs its cleanup), not in state: a state set from
 * a ref re-rendered the whole list synchronously right after hydration, and a width read during
 * render made the server's guess re-render it once more (issue 17). The width is read when the
 * observer is made, and a change of width re-arms it.
 */
export function useInfiniteScroll({ enabled, onLoadMore, margin, loaded = 0 }: InfiniteScrollOptions) {
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);
  const desktop = typeof margin === 'number' ? margin : margin.desktop;
  const mobile = typeof margin === 'number' ? margin : margin.mobile;

  return useCallback(
    (node: Element | null) => {
      if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
      // `loaded` only re-arms the observer; the callback reads nothing from it.
      void loaded;
      const media = desktop !== mobile && window.matchMedia ? window.matchMedia(DESKTOP_QUERY) : null;
      let observer: IntersectionObserver | null = null;
      const arm = () => {
        observer?.disconnect();
        const px = media && !media.matches ? mobile : desktop;
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) latest.current();
          },
          { rootMargin: infiniteScrollMargin(px) },
        );
        observer.observe(node);
      };
      arm();
      media?.addEventListener('change', arm);
      return () => {
        media?.removeEventListener('change', arm);
        observer?.disconnect();
      };
    },
    [enabled, desktop, mobile, loaded],
  );
}
