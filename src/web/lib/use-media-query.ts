import { startTransition, useEffect, useState } from 'react';
import { useRendersServerMarkup } from './hydration';

function matches(query: string): boolean | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : null;
}

/**
 * True while the media query matches; re-renders when it starts or stops matching. `serverValue`
 * is what the server renders and hydration starts from (null: "not known", for markup that serves
 * every width until then).
 *
 * Not useSyncExternalStore: when the width differs from the server's guess, it re-renders the
 * component at once, in one long synchronous task right after hydration (a whole list of cards, or
 * the home carousel's first mount: 0.2–0.7 s on a mid-range phone, issue 17). Here the browser's
 * value replaces the server's in a transition, which React renders in short slices.
 */
export function useMediaQuery<S extends boolean | null = boolean>(
  query: string,
  serverValue?: S,
): boolean | S {
  const server = (serverValue === undefined ? false : serverValue) as boolean | S;
  const overServerMarkup = useRendersServerMarkup();
  const [value, setValue] = useState<boolean | S>(() =>
    overServerMarkup ? server : (matches(query) ?? server),
  );
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const media = window.matchMedia(query);
    const update = () => startTransition(() => setValue(media.matches));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return value;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
