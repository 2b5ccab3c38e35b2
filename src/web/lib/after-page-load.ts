/**
 * Runs `run` once the page has loaded (its `load` event) and the browser is next idle; answers the
 * cancel. Third-party embeds (the company's map and video, the about page's video) start there:
 * a Google Maps or YouTube frame is a document fetched at the highest priority plus a megabyte of
 * script, which on a phone competed with the page's own scripts and images for the network and,
 * where frames share the page's process (Android), for its main thread (issue 17).
 */
export function afterPageLoad(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(() => run(), { timeout: 2000 });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
