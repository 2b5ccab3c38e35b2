import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the media query matches; re-renders when it starts or stops matching. `serverValue`
 * is what the server renders and hydration starts from (null: "not known", for markup that serves
 * every width until then).
 */
export function useMediaQuery<S extends boolean | null = boolean>(
  query: string,
  serverValue?: S,
): boolean | S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const fallback = (serverValue ?? false) as boolean | S;
  const server = (serverValue === undefined ? false : serverValue) as boolean | S;
  const read = useCallback(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    [query, fallback],
  );
  return useSyncExternalStore(subscribe, read, () => server);
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
