import type { Lang } from '../lang';
import { en, type MessageKey } from './en';
import { ptBR } from './pt-br';

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, 'pt-BR': ptBR };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fills `{name}` placeholders; an unknown key is returned as is so a missing text is visible. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = isMessageKey(key) ? dictionaries[lang][key] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
