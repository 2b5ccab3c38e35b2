import { useSyncExternalStore } from 'react';

/**
 * The attribute <html> carries once the first render is on screen and answering: tests wait on it,
 * and index.html's first script replays the taps and typing that came before it (decision 0024,
 * src/shared/early-input.ts, which names it too: early-input.test.tsx holds them equal).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Called once by the root layout after its first commit. */
export function markFirstRenderDone(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

const never = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

/**
 * True while this component renders over the server's markup (hydration, React's own knowledge:
 * it reads a store's server snapshot then, also for a part of the page whose Suspense boundary
 * hydrates after the rest) and on the server; false for renders that are the browser's own. Such a
 * component must render what the server did, whatever the width or the stored user.
 */
export function useRendersServerMarkup(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
