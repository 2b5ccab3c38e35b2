import { createInstance } from 'i18next';
import { LANGS, type Lang } from '../lang';
import { flatten, type MessageKey, mergedCatalogue, pluralBase } from './catalogue';

export type { MessageKey } from './catalogue';

/*
 * translate() is i18next itself over the shared catalogue (catalogue.ts), so the server and the
 * browser read the same files with the same rules as the web's react-i18next: {{name}} placeholders
 * and plural forms by `count` (Intl.PluralRules: 'x_one', 'x_other', and 'x_zero' when present).
 * One namespace holds every shared file; keys are whole dotted names, never 'ns:key'.
 */
const NAMESPACE = 'messages';
const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { [NAMESPACE]: mergedCatalogue(lang) }])),
  lng: 'pt-BR',
  fallbackLng: false,
  supportedLngs: [...LANGS],
  load: 'currentOnly',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  nsSeparator: false,
  initAsync: false,
  // Texts go into e-mails (renderMail escapes them), JSON answers and React (which escapes).
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The web's typed keys (locales/i18next.d.ts) describe its own namespaces, not this instance's.
const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

// Every key, plural families by their base, so a text that merely looks like a key is not one.
const KEYS = new Set([...flatten(mergedCatalogue('en')).keys()].map(pluralBase));

export function isMessageKey(key: string): key is MessageKey {
  return KEYS.has(key);
}

/**
 * The text of `key` in `lang` with its placeholders filled (`count` also picks the plural form).
 * Anything that is not a key is returned as is, so a missing text is visible and a text already
 * written (a file name with its problem) passes through.
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  if (!isMessageKey(key)) return key;
  return t(key, { ...params, lng: lang });
}
