import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Lang } from '../../shared/lang';
import { createI18n } from '../lib/i18n';

/** Renders a presentational catalogue component with the real strings and a memory router. */
export function renderPiece(ui: ReactNode, lang: Lang = 'en') {
  const i18n = createI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * A stand-in for IntersectionObserver (happy-dom never reports intersections): `reveal()` tells the
 * live observers that their targets came into the margin, as a scroll would.
 */
export function fakeIntersectionObserver() {
  const live = new Set<{ callback: ObserverCallback; options?: IntersectionObserverInit }>();
  class FakeObserver {
    readonly entry: { callback: ObserverCallback; options?: IntersectionObserverInit };
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options };
    }
    observe() {
      live.add(this.entry);
    }
    unobserve() {
      live.delete(this.entry);
    }
    disconnect() {
      live.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    reveal() {
      for (const entry of [...live]) entry.callback([{ isIntersecting: true }]);
    },
    margins: () => [...live].map((entry) => entry.options?.rootMargin),
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
