import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { ptBR } from './pt-br';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message dictionaries', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages and no empty text', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
      expect(ptBR[key].trim(), key).not.toBe('');
    }
  });
});
