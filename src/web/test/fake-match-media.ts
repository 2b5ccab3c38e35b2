import { vi } from 'vitest';

/**
 * window.matchMedia answering every query with one switchable value: `set(true)` changes it and tells
 * the listeners, as a browser does when the width crosses a breakpoint.
 */
export function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return matches;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return {
    set(value: boolean) {
      matches = value;
      for (const listener of [...listeners]) listener();
    },
    /** Changes the value without telling anyone (a width read later sees it). */
    setQuietly(value: boolean) {
      matches = value;
    },
  };
}
