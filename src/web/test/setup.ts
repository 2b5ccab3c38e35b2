import { configure } from '@testing-library/react';
import { WHEN_NEAR_MARGIN } from '../components/ui/when-near';
import { preloadResources } from '../lib/i18n';

// The 2-core CI machine runs several suites at once; the default 1 s makes findBy* flaky there.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no layout, so its IntersectionObserver never reports anything. Parts deferred by
// <WhenNear> (the footer's newsletter form) count as near at once, as on a tall window; other
// observers (infinite lists) stay silent unless a test drives them with its own fake.
const HappyDomObserver = globalThis.IntersectionObserver;
class DeferredPartsObserver extends HappyDomObserver {
  private readonly onNear: IntersectionObserverCallback | null;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options);
    this.onNear = options?.rootMargin === WHEN_NEAR_MARGIN ? callback : null;
  }
  override observe(target: Element) {
    super.observe(target);
    const onNear = this.onNear;
    if (onNear)
      queueMicrotask(() => onNear([{ isIntersecting: true, target } as IntersectionObserverEntry], this));
  }
}
globalThis.IntersectionObserver = DeferredPartsObserver;

// Every locale namespace at once, so components render their strings on the first pass.
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const allResources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, strings] of Object.entries(localeFiles)) {
  const [, lang, file] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && file) {
    allResources[lang] ??= {};
    allResources[lang][file] = strings;
  }
}
preloadResources(allResources);
