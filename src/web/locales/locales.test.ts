import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/lang';
import { FIRST_NAMESPACES } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// The declaration file as text (happy-dom's import.meta.url is not a file URL).
const typed = Object.values(
  import.meta.glob<string>('./i18next.d.ts', { eager: true, query: '?raw', import: 'default' }),
)[0];

const files = import.meta.glob<Tree>('./*/*.json', {
  base: '../../shared/messages/locales',
  eager: true,
  import: 'default',
});

function namespacesOnDisk(lang: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${lang}/`))
    .map((path) => path.slice(`./${lang}/`.length, -'.json'.length))
    .sort();
}

function keys(lang: string, ns: string): Map<string, string> {
  return flatten(files[`./${lang}/${ns}.json`] ?? {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('web locales', () => {
  it('has the same namespace files for every language, each typed in i18next.d.ts', () => {
    const en = namespacesOnDisk('en');
    expect(en.length).toBeGreaterThan(0);
    for (const lang of LANGS) expect(namespacesOnDisk(lang)).toEqual(en);
    // A namespace with a hyphen is a quoted key ('quote-new': …).
    for (const ns of en)
      expect(typed, ns).toMatch(
        new RegExp(`'?${ns}'?: typeof import\\('\\.\\./\\.\\./shared/messages/locales/en/${ns}\\.json'\\);`),
      );
    for (const ns of FIRST_NAMESPACES) expect(en).toContain(ns);
  });

  for (const ns of namespacesOnDisk('en')) {
    it(`${ns}: every en key exists in pt-BR and vice versa`, () => {
      const en = [...keys('en', ns).keys()].sort();
      const pt = [...keys('pt-BR', ns).keys()].sort();
      expect(pt.filter((k) => !en.includes(k))).toEqual([]);
      expect(en.filter((k) => !pt.includes(k))).toEqual([]);
    });

    it(`${ns}: no empty text and the same {{placeholders}} in both languages`, () => {
      const pt = keys('pt-BR', ns);
      for (const [key, text] of keys('en', ns)) {
        expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
        expect(pt.get(key)?.trim(), `pt-BR ${ns}:${key}`).not.toBe('');
        expect(placeholders(pt.get(key) ?? ''), `${ns}:${key}`).toEqual(placeholders(text));
      }
    });
  }
});
