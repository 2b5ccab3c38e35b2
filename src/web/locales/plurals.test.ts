import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { flatten, type Tree } from '../../shared/messages/catalogue';

/*
 * Issue 30 item 23 ("1 customers", "1 canceladas"): every count goes through the catalogue's plural
 * rules. This walks every counted string (every key with _one/_other forms, every text with
 * {{count}}) and renders it with 0, 1 and 2 in both languages, and fails on a text that puts a number
 * before a word with any other placeholder than {{count}}, outside a plural family.
 */

const files = import.meta.glob<Tree>('./*/*.json', {
  base: '../../shared/messages/locales',
  eager: true,
  import: 'default',
});
const LANG_LIST: Lang[] = ['en', 'pt-BR'];

/** `ns:key` → text, for one language. */
function catalogue(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, tree] of Object.entries(files)) {
    if (!path.startsWith(`./${lang}/`)) continue;
    const ns = path.slice(`./${lang}/`.length, -'.json'.length);
    for (const [key, text] of flatten(tree)) out.set(`${ns}:${key}`, text);
  }
  return out;
}

const PLURAL = /_(zero|one|other)$/;
const familyOf = (key: string) => key.replace(PLURAL, '');

/**
 * Texts with {{count}} and no plural forms, each because its word does not change with the number:
 * a unit ("in 5 s"), or a limit that is never 0 or 1 (the most files of a quote, portfolio images).
 */
const INVARIANT = new Set([
  'account:redirect',
  'quote-new:form.attachmentsHint',
  'quote-new:search.chosen',
  'validation:v.fileCount',
  'answers:company.file.tooMany',
]);

/**
 * Placeholders that hold a number of things (not a measure, a rating or a position): written before
 * a word, they need that word in the singular for 1, so their text must be a plural family.
 */
const COUNTS = [
  'formatted',
  'total',
  'open',
  'concluded',
  'cancelled',
  'sent',
  'skipped',
  'uncertain',
  'failed',
  'companies',
  'quotes',
  'answered',
  'chosen',
  'stored',
  'missing',
  'minutes',
  'days',
  'seconds',
  'active',
];
/** Words after a number that do not change with it: units, and "1 of 5", "1 in all", "1 de 5". */
const UNITS = new Set(['s', 'px', 'MB', 'KB', 'h', 'min', '%', 'of', 'in', 'de', 'do', 'da', 'no', 'na']);

function numberBeforeWord(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\{\{(\w+)\}\}\s+([^\s·,.;:!?()]+)/gu))
    if (COUNTS.includes(m[1]) && /^\p{L}/u.test(m[2]) && !UNITS.has(m[2])) found.push(`{{${m[1]}}} ${m[2]}`);
  return found;
}

/** The form i18next must pick for `count` (CLDR rules; _zero when the catalogue has one). */
function expectedForm(lang: Lang, count: number, forms: Set<string>): string {
  if (count === 0 && forms.has('zero')) return 'zero';
  return new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';
}

describe('plural rules of the languages (as i18next reads them)', () => {
  it('English: 1 is one, 0 and 2 are other; Portuguese (Brazil): 0 and 1 are one, 2 is other', () => {
    expect([0, 1, 2].map((n) => new Intl.PluralRules('en').select(n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => new Intl.PluralRules('pt-BR').select(n))).toEqual(['one', 'one', 'other']);
  });
});

describe.each(LANG_LIST)('counted strings in %s', (lang) => {
  const texts = catalogue(lang);
  const i18n = createInstance();
  const resources: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(files))
    if (path.startsWith(`./${lang}/`)) resources[path.slice(`./${lang}/`.length, -'.json'.length)] = tree;
  void i18n.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
  });

  // The typed keys of i18next.d.ts are the app's; here every key is walked as a plain string.
  const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
  const families = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const form = PLURAL.exec(key)?.[1];
    if (form) families.set(familyOf(key), (families.get(familyOf(key)) ?? new Set()).add(form));
  }

  it('every plural family has its _one and _other forms', () => {
    const incomplete = [...families].filter(([, forms]) => !forms.has('one') || !forms.has('other'));
    expect(incomplete.map(([family]) => family)).toEqual([]);
    expect(families.size).toBeGreaterThan(20);
  });

  it('renders every family with 0, 1 and 2 in the form the language asks for', () => {
    const wrong: string[] = [];
    for (const [family, forms] of families) {
      const [ns, key] = family.split(':') as [string, string];
      for (const count of [0, 1, 2]) {
        const params = { count, formatted: String(count) };
        const shown = t(key, { ns, ...params });
        const form = expectedForm(lang, count, forms);
        const wanted = t(`${key}_${form}`, { ns, ...params });
        if (shown !== wanted || shown === `${key}`) wrong.push(`${family} with ${count}: "${shown}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts {{count}} only in plural families (or in a text whose word never changes)', () => {
    const bare = [...texts]
      .filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key) && !INVARIANT.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(bare).toEqual([]);
  });

  it('writes no number of things before a word except through a plural family', () => {
    const offending = [...texts]
      .filter(([key]) => !PLURAL.test(key) && !INVARIANT.has(key))
      .flatMap(([key, text]) => numberBeforeWord(text).map((found) => `${key}: ${found}`));
    expect(offending).toEqual([]);
  });
});
