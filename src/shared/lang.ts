export const LANGS = ['pt-BR', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt-BR';

/** The wire language: `en` (or `en-*`) is English, anything else is Portuguese (DECISIONS.md 3). */
export function parseLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}
