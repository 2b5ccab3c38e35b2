import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far below the viewport a deferred part starts loading (also known to the web test setup). */
export const WHEN_NEAR_MARGIN = '0px 0px 400px 0px';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport, so code that only
 * parts below the fold need (a lazy component) is not fetched with the first screen. Without
 * IntersectionObserver it renders at once.
 */
export function WhenNear({
  children,
  placeholderClassName,
  margin = WHEN_NEAR_MARGIN,
}: {
  children: ReactNode;
  /** Gives the placeholder the room of what comes (a class, not a style attribute: see star-rating.tsx). */
  placeholderClassName: string;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the placeholder, as the browser's first render (hydration) must too.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    // Watched only once the page has loaded: while it loads, its content is short and everything
    // below looks near, which would pull this code into the first load after all.
    let idle = 0;
    const watch = () => {
      idle = window.setTimeout(() => observer.observe(node), 0);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      window.clearTimeout(idle);
      observer.disconnect();
    };
  }, [near, margin]);

  if (!near) return <div ref={ref} className={placeholderClassName} />;
  return <Suspense fallback={<div className={placeholderClassName} />}>{children}</Suspense>;
}
