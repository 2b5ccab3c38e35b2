import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue,
    [query, serverValue],
  );
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
