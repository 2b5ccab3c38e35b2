import { useSyncExternalStore } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../shared/early-input';

/**
 * Called once by the root layout after its first commit: tests wait on the mark, and index.html's
 * first script replays what was tapped or typed before it (decision 0024).
 */
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
