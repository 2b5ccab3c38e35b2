import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/messages/translate';

/* Issue 30 item 17: wording of the quote screens that people met. */

const strings = (lang: string): string[] => {
  const dir = join(__dirname, '../../shared/messages/locales', lang);
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(walk)
        : [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => walk(JSON.parse(readFileSync(join(dir, file), 'utf8'))));
};

describe('quote wording', () => {
  it('says "No questions sent yet." in English, never "None question sent!"', () => {
    expect(strings('en').filter((s) => /None question/i.test(s))).toEqual([]);
    expect(translate('en', 'empty.questions')).toBe('No questions sent yet.');
  });

  it('writes "Nova cotação" in sentence case everywhere in Portuguese', () => {
    expect(strings('pt-BR').filter((s) => /Nova Cotação/.test(s))).toEqual([]);
  });
});
