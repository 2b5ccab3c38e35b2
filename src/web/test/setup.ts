import { configure } from '@testing-library/react';
import { preloadResources } from '../lib/i18n';

// The 2-core CI machine runs several suites at once; the default 1 s makes findBy* flaky there.
configure({ asyncUtilTimeout: 5000 });

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
