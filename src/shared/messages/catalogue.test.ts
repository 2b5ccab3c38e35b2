import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { LANGS } from '../lang';
import { flatten, SEGMENT_FILES, SHARED_CATALOGUE } from './catalogue';
import { isMessageKey, translate } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('shared catalogue', () => {
  it('keeps each first segment in the one file SEGMENT_FILES names, so keys never collide', () => {
    for (const lang of LANGS)
      for (const [file, tree] of Object.entries(SHARED_CATALOGUE[lang]))
        for (const segment of Object.keys(tree))
          expect(
            SEGMENT_FILES[segment as keyof typeof SEGMENT_FILES],
            `${lang}/${file}.json: ${segment}`,
          ).toBe(file);
  });

  it('has the same keys and {{placeholders}} in both languages, and no empty text', () => {
    for (const file of Object.keys(SHARED_CATALOGUE.en) as (keyof typeof SHARED_CATALOGUE.en)[]) {
      const en = flatten(SHARED_CATALOGUE.en[file]);
      const pt = flatten(SHARED_CATALOGUE['pt-BR'][file]);
      expect([...pt.keys()].sort(), file).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(text.trim(), key).not.toBe('');
        expect(pt.get(key)?.trim(), key).not.toBe('');
        expect(placeholders(pt.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    }
  });

  it('has the message of every error code, so the handler never answers a bare key', () => {
    const missing = Object.keys(ERROR_CODES).filter((code) => !isMessageKey(`error.${code}`));
    expect(missing).toEqual([]);
  });

  it('uses no single-brace {placeholder} of the old dictionaries', () => {
    for (const lang of LANGS)
      for (const tree of Object.values(SHARED_CATALOGUE[lang]))
        for (const [key, text] of flatten(tree))
          expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/\{\w+\}/);
  });
});

describe('translate', () => {
  it('fills {{placeholders}} in the language asked', () => {
    expect(translate('en', 'customer.emailResent', { email: 'a@b.c' })).toBe(
      'We sent a new confirmation link to a@b.c.',
    );
    expect(translate('pt-BR', 'customer.emailResent', { email: 'a@b.c' })).toBe(
      'Enviamos um novo link de confirmação para a@b.c.',
    );
  });

  it('picks the plural form by count with Intl.PluralRules', () => {
    expect(translate('en', 'error.AUT002', { count: 1 })).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(translate('en', 'error.AUT002', { count: 2 })).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(translate('pt-BR', 'error.AUT002', { count: 1 })).toBe(
      'Muitas tentativas. Tente novamente em 1 minuto.',
    );
    expect(translate('pt-BR', 'quote.sent', { count: 3 })).toBe(
      'Sua solicitação de cotação foi enviada para 3 empresas!',
    );
    expect(translate('en', 'quote.sent', { count: 1 })).toBe('Your quote request was sent to 1 company!');
  });

  it('knows a plural family by its base and hands back what is not a key', () => {
    expect(isMessageKey('error.AUT002')).toBe(true);
    expect(isMessageKey('error.AUT002_one')).toBe(false);
    expect(translate('en', 'logo.png: the file type is not allowed!')).toBe(
      'logo.png: the file type is not allowed!',
    );
  });

  it('never reads a value as a placeholder or a nested key', () => {
    expect(translate('en', 'notice.quoteCancelled.text', { title: '{{x}} $t(error.GEN500)' })).toBe(
      'The quote request "{{x}} $t(error.GEN500)" was cancelled.',
    );
  });
});
