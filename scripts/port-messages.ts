/*
 * Ports strings written in the old message dictionaries (src/shared/messages/en.ts + pt-br.ts and
 * their *-en.ts / *-pt-br.ts parts, before decision 0013) into the shared catalogue JSON files.
 * For a branch that still added keys there:
 *
 *   git archive <branch> src/shared/messages | tar -x -C /tmp/old
 *   npx tsx scripts/port-messages.ts /tmp/old/src/shared/messages
 *
 * Each key missing from the catalogue goes to the file its first segment names (SEGMENT_FILES), with
 * {name} placeholders rewritten as {{name}}; keys already there are left alone (reported if the text
 * differs). A new first segment ('people.blocked') is added to SEGMENT_FILES as an answers.json one.
 * Not guessed: a hand-made plural ('x' + 'x.oneMinute') — write x_one / x_other by hand — and a
 * text counting something with {count}: glossary.test.ts then asks for its _one/_other forms.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEGMENT_FILES } from '../src/shared/messages/catalogue';

type Tree = { [key: string]: string | Tree };
const LOCALES = resolve(import.meta.dirname, '../src/shared/messages/locales');
const CATALOGUE = resolve(import.meta.dirname, '../src/shared/messages/catalogue.ts');
const fileOf: Record<string, string> = { ...SEGMENT_FILES };
// Old keys the catalogue replaced: AUT002 by its plural forms, company.yes/no by word.yes/no.
const RETIRED = new Set(['error.AUT002', 'error.AUT002.oneMinute', 'company.yes', 'company.no']);

/** A first segment the catalogue does not know yet: answers.json holds it, SEGMENT_FILES says so. */
function addSegment(segment: string): string {
  const source = readFileSync(CATALOGUE, 'utf8');
  const end = source.indexOf('} as const;', source.indexOf('export const SEGMENT_FILES'));
  const name = /^[a-z]\w*$/i.test(segment) ? segment : `'${segment}'`;
  writeFileSync(CATALOGUE, `${source.slice(0, end)}  ${name}: 'answers',\n${source.slice(end)}`);
  fileOf[segment] = 'answers';
  console.log(`SEGMENT_FILES: ${segment} → answers.json (move it to another file if it fits better)`);
  return 'answers';
}

const toI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

function get(tree: Tree, path: string[]): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

function set(tree: Tree, path: string[], text: string): void {
  let node = tree;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'string') throw new Error(`${path.join('.')}: ${part} is already a text`);
    if (next === undefined) node[part] = {};
    node = node[part] as Tree;
  }
  node[path[path.length - 1]] = text;
}

async function dictionary(dir: string, file: string): Promise<Record<string, string>> {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  const found = Object.values(module).find((value) => typeof value === 'object' && value !== null);
  if (!found) throw new Error(`${file}: no dictionary exported`);
  return found as Record<string, string>;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/port-messages.ts <old src/shared/messages folder>');
const sources = { en: await dictionary(dir, 'en.ts'), 'pt-BR': await dictionary(dir, 'pt-br.ts') };

for (const [lang, source] of Object.entries(sources)) {
  const files = new Map<string, Tree>();
  for (const [key, text] of Object.entries(source)) {
    if (RETIRED.has(key)) continue;
    const segment = key.split('.')[0];
    const file = fileOf[segment] ?? addSegment(segment);
    const path = join(LOCALES, lang, `${file}.json`);
    if (!files.has(path)) files.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
    const tree = files.get(path) as Tree;
    const current = get(tree, key.split('.'));
    if (current === undefined) {
      try {
        set(tree, key.split('.'), toI18next(text));
        console.log(`${lang} ${key} → ${file}.json`);
      } catch (error) {
        console.log(`${lang} ${(error as Error).message}: port it by hand`);
      }
    } else if (current !== toI18next(text)) console.log(`${lang} ${key}: kept the catalogue's text`);
  }
  for (const [path, tree] of files) writeFileSync(path, `${JSON.stringify(tree, null, 2)}\n`);
}
