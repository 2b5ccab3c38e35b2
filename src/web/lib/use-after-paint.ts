import { useCallback } from 'react';
import { afterNextPaint } from './after-next-paint';

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
      const cancel = afterNextPaint(() => ref(node));
      return () => {
        cancel();
        ref(null);
      };
    },
    [ref],
  );
}
