import { SERVER_RENDERED_ATTRIBUTE } from '../../shared/first-paint';

/** The attribute <html> carries once the first render is on screen and answering (tests wait on it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

let firstRenderDone = false;

/**
 * True while a component must render what the server rendered: on the server itself, and in the
 * browser during the first render over the server's markup (hydration), when the width or the stored
 * user differ from what the server could know. False for every later render in the browser.
 */
export function isFirstRenderOverServerMarkup(): boolean {
  if (typeof document === 'undefined') return true;
  return !firstRenderDone && document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/** Called once by the root layout after its first commit: from now on renders are the browser's own. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
