import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';

/*
 * Issue 12 item 15: one word for each thing. docs/glossary-<lang>.md lists, per term, the forms not
 * to use; this fails when any text the product shows in that language uses one of them.
 */
const raw = (glob: Record<string, string>) => Object.entries(glob);
const glossaries = import.meta.glob<string>('../../../docs/glossary-*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});
// The one catalogue (decision 0013): the web's strings and the shared ones the server sends.
const webFiles = import.meta.glob<string>('./*/*.json', {
  base: '../../shared/messages/locales',
  eager: true,
  query: '?raw',
  import: 'default',
});
const demoFiles = import.meta.glob<string>(
  ['../../server/db/demo/content.ts', '../../server/db/demo/terms.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** The "do not use" column of a glossary: every comma-separated form of its table rows. */
function forbidden(lang: Lang): string[] {
  const file = raw(glossaries).find(([path]) => path.endsWith(`glossary-${lang.toLowerCase()}.md`));
  if (!file) throw new Error(`no glossary for ${lang}`);
  return file[1]
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(termo|term)\s*\|/.test(line) && !/^\|-/.test(line))
    .flatMap((line) => (line.split('|').at(-2) ?? '').split(','))
    .map((form) => form.trim())
    .filter(Boolean);
}

/** The quoted strings of the catalogue and the demo texts in `lang`. */
function textsOf(lang: Lang): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const [path, content] of raw(webFiles))
    if (path.startsWith(`./${lang}/`))
      for (const m of content.matchAll(/:\s*"((?:[^"\\]|\\.)*)"/g)) out.push({ where: path, text: m[1] });
  for (const [path, content] of raw(demoFiles)) {
    // Only the strings in this language: the demo names it in the key (namePt/nameEn, questionPt…)
    // or in the block (const en / const ptBR).
    const body = blockOf(content, lang);
    for (const m of body.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) out.push({ where: path, text: m[2] });
  }
  return out;
}

/** The part of a bilingual source written in `lang`. */
function blockOf(content: string, lang: Lang): string {
  const lines = content.split('\n');
  const mine = lang === 'en' ? /(En|EN|en)\b\s*[:=]|const en\b/ : /(Pt|PT|ptBR|pt)\b\s*[:=]|const ptBR\b/;
  const other = lang === 'en' ? /(Pt|PT|ptBR|pt)\b\s*[:=]|const ptBR\b/ : /(En|EN|en)\b\s*[:=]|const en\b/;
  const kept: string[] = [];
  let inside: boolean | null = null;
  for (const line of lines) {
    if (/^const (en|ptBR)\b/.test(line)) inside = mine.test(line);
    else if (/^\S/.test(line) && !line.startsWith('}')) inside = null;
    if (inside === true || (inside === null && mine.test(line) && !other.test(line))) kept.push(line);
  }
  return kept.join('\n');
}

const wordPattern = (form: string) =>
  new RegExp(`(^|[^\\p{L}])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');

describe.each(['pt-BR', 'en'] as Lang[])('glossary %s', (lang) => {
  it('lists forms to avoid', () => {
    expect(forbidden(lang).length).toBeGreaterThan(3);
  });

  it('no text the product shows uses a form the glossary rules out', () => {
    const texts = textsOf(lang);
    expect(texts.length).toBeGreaterThan(200);
    const offending = forbidden(lang).flatMap((form) =>
      texts
        .filter(({ text }) => wordPattern(form).test(text))
        .map(({ where, text }) => `${form} → ${where}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('pt-BR counts', () => {
  // Strings whose noun does not change with the number ("em 5 s", "Escolhidas: 2", "Até 6 arquivos"),
  // and limits that are never 0 or 1 (the most files of a quote, the portfolio's images).
  const INVARIANT = [
    'account.redirect',
    'quote-new.attachmentsHint',
    'quote-new.chosen',
    'validation.v.fileCount',
    'answers.company.file.tooMany',
  ];

  it('say 0 and 1 in agreement with the noun (issue 12 item 15: "0 categoria escolhida")', () => {
    const problems: string[] = [];
    for (const [path, content] of raw(webFiles)) {
      if (!path.startsWith('./pt-BR/')) continue;
      const ns = path.slice('./pt-BR/'.length, -'.json'.length);
      const flat = new Map<string, string>();
      const walk = (tree: Record<string, unknown>, prefix: string) => {
        for (const [key, value] of Object.entries(tree)) {
          const name = prefix ? `${prefix}.${key}` : key;
          if (typeof value === 'string') flat.set(name, value);
          else walk(value as Record<string, unknown>, name);
        }
      };
      walk(JSON.parse(content), '');
      for (const [key, text] of flat) {
        if (!text.includes('{{count}}')) continue;
        const family = key.replace(/_(zero|one|other)$/, '');
        if (family === key) {
          if (!INVARIANT.some((allowed) => `${ns}.${key}`.endsWith(allowed.split('.').slice(1).join('.'))))
            problems.push(`${ns}:${key} has a count but no _one/_other forms`);
          continue;
        }
        // Portuguese counts 0 with 1 ("one"), so a noun in the singular needs a _zero form.
        if (key.endsWith('_one') && !flat.has(`${family}_zero`))
          problems.push(`${ns}:${family} has no _zero form`);
      }
    }
    expect(problems).toEqual([]);
  });
});
