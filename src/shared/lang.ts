export const LANGS = ['pt-BR', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt-BR';

/** The wire language: `en` (or `en-*`) is English, anything else is Portuguese (DECISIONS.md 3). */
export function parseLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

/**
 * The cookie the client keeps equal to its language, so the server can send a page's first paint
 * and data in that language; without it the server goes by Accept-Language, as the client's
 * detection does with navigator.language.
 */
export const LANG_COOKIE = 'lang';
