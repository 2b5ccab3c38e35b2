export const LANGS = ['pt-BR', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt-BR';

/** A browser's language (navigator.language, Accept-Language): `en` or `en-*` is English, else Portuguese. */
export function parseLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

/** The `App-Language` header (DECISIONS.md 3): `en` is English; anything else gets pt-BR. */
export function parseAppLanguage(value: string | null | undefined): Lang {
  return value?.trim().toLowerCase() === 'en' ? 'en' : DEFAULT_LANG;
}

/**
 * The cookie the client keeps equal to its language, so the server can send a page's first paint
 * and data in that language; without it the server goes by Accept-Language, as the client's
 * detection does with navigator.language.
 */
export const LANG_COOKIE = 'lang';
