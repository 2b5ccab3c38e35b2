import type { Lang } from '../../shared/lang';
import catalogueEn from './en/catalogue.json';
import commonEn from './en/common.json';
import pagesEn from './en/pages.json';
import cataloguePt from './pt-BR/catalogue.json';
import commonPt from './pt-BR/common.json';
import pagesPt from './pt-BR/pages.json';

/*
 * Web-only strings, one JSON file per namespace and language (a new namespace: a file in both
 * folders and a line in i18next.d.ts; locales.test.ts fails when either side is missing).
 * The namespaces the layout and the first screens use are bundled; every other one is a chunk of
 * its own, fetched the first time a component asks for it (react-i18next suspends meanwhile), so
 * forms and private areas add nothing to what the home page downloads.
 */
export type Bundle = Record<string, unknown>;

export const bundledResources = {
  en: { common: commonEn, pages: pagesEn, catalogue: catalogueEn },
  'pt-BR': { common: commonPt, pages: pagesPt, catalogue: cataloguePt },
} satisfies Record<Lang, Record<string, Bundle>>;

export const BUNDLED_NAMESPACES = Object.keys(bundledResources.en);

const onDemand = import.meta.glob<Bundle>(
  ['./*/*.json', '!./*/common.json', '!./*/pages.json', '!./*/catalogue.json'],
  {
    import: 'default',
  },
);

/** A namespace that is not bundled, for the i18next backend in lib/i18n.ts. */
export async function loadNamespace(lang: string, ns: string): Promise<Bundle> {
  const load = onDemand[`./${lang}/${ns}.json`];
  if (!load) throw new Error(`no strings for ${lang}/${ns}`);
  return load();
}

export const DEFAULT_NAMESPACE = 'common';
