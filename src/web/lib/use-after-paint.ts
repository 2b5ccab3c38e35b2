import { useCallback } from 'react';

/**
 * A ref callback that hands the element to `ref` once it has been painted, in a task of its own.
 * The home carousel (Embla) measures its slides when it starts: measuring in the same task as the
 * markup's arrival made the page lay out there, one long task after hydration on a phone
 * (issue 17). The first slide is on screen either way; only the swipe starts a frame later.
 */
export function useAfterPaint(ref: (node: HTMLElement | null) => void) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return ref(null);
      let timer = 0;
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => ref(node), 0);
      });
      return () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
        ref(null);
      };
    },
    [ref],
  );
}
