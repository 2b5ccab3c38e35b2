// Counted so that a modal opened over another one does not unlock the page when it closes.
let locks = 0;

/** Locks page scrolling (PRODUCT.md: "Page scrolling is locked while a modal is open"); returns the release. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    // Only a page that shows a classic scrollbar needs its room kept (see base.css).
    const hasScrollbar = window.innerWidth > root.clientWidth;
    root.setAttribute('data-scroll-locked', hasScrollbar ? 'gutter' : '');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.removeAttribute('data-scroll-locked');
  };
}
