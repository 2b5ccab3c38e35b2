import type { Lang } from '../../shared/lang';

/*
 * The catalogue, one JSON file per namespace and language in src/shared/messages/locales (a new
 * namespace: a file in both folders and a line in i18next.d.ts; locales.test.ts fails when either
 * side is missing). The shared namespaces (errors, validation, mail… — SEGMENT_FILES in
 * shared/messages/catalogue.ts) are the server's too: the browser reads them through translate() and, if a component asks
 * react-i18next for one, from that same module.
 * Nothing is bundled with the entry: at start the browser fetches only the current language's
 * FIRST_NAMESPACES (the layout and the first screens), as one chunk (first-*.ts), so the other
 * language costs nothing until someone switches; every other namespace is a chunk of its own,
 * fetched the first time a component asks for it (react-i18next suspends meanwhile), so forms and
 * private areas add nothing to what the home page downloads.
 */
export type Bundle = Record<string, unknown>;

export const FIRST_NAMESPACES = ['common', 'pages', 'catalogue'] as const;
type FirstNamespace = (typeof FIRST_NAMESPACES)[number];

const firstChunks: Record<Lang, () => Promise<Record<FirstNamespace, Bundle>>> = {
  en: () => import('./first-en'),
  'pt-BR': () => import('./first-pt-br'),
};

const onDemand = import.meta.glob<Bundle>(
  [
    './*/*.json',
    '!./*/common.json',
    '!./*/pages.json',
    '!./*/catalogue.json',
    // The shared namespaces: one copy in the bundle, the one translate() reads.
    '!./*/answers.json',
    '!./*/errors.json',
    '!./*/feedback.json',
    '!./*/fields.json',
    '!./*/mail.json',
    '!./*/notices.json',
    '!./*/validation.json',
    '!./*/seo.json',
  ],
  // Keys stay './<lang>/<ns>.json': the files live beside the server's use of them, in src/shared.
  { base: '../../shared/messages/locales', import: 'default' },
);

async function sharedNamespace(lang: string, ns: string): Promise<Bundle | undefined> {
  const { SEGMENT_FILES, SHARED_CATALOGUE } = await import('../../shared/messages/catalogue');
  const shared = Object.values(SEGMENT_FILES) as string[];
  if (!shared.includes(ns) || !(lang in SHARED_CATALOGUE)) return undefined;
  return SHARED_CATALOGUE[lang as Lang][ns as keyof (typeof SHARED_CATALOGUE)['en']];
}

function isFirst(ns: string): ns is FirstNamespace {
  return (FIRST_NAMESPACES as readonly string[]).includes(ns);
}

/** One namespace of one language, for the i18next backend in lib/i18n.ts. */
export async function loadNamespace(lang: string, ns: string): Promise<Bundle> {
  const first = isFirst(ns) ? firstChunks[lang as Lang] : undefined;
  if (first) return (await first())[ns as FirstNamespace];
  const load = onDemand[`./${lang}/${ns}.json`];
  if (load) return load();
  const shared = await sharedNamespace(lang, ns);
  if (!shared) throw new Error(`no strings for ${lang}/${ns}`);
  return shared;
}

export const DEFAULT_NAMESPACE = 'common';
