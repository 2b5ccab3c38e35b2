import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded component that renders at once when its chunk was loaded before (`preload`),
 * where React.lazy would still suspend for one turn and show its fallback: the page's first render
 * then replaces the static first paint with the same content instead of a loading state.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk may be asked for again (React.lazy's own retry, the next navigation).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level only (route-table.tsx, home-slideshow.tsx, newsletter-signup.tsx, auth-modals.tsx, company-portfolio.tsx), never during render.
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
