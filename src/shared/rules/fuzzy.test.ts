import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyMatch, normalize } from './fuzzy';

describe('fuzzy', () => {
  it('normalizes case and accents', () => {
    expect(normalize('Usinagem ÇÃO Élétrica')).toBe('usinagem cao eletrica');
  });

  it('matches characters in order with gaps, ignoring accents and case', () => {
    expect(fuzzyMatch('mtl', 'Metalúrgica')).toBe(true);
    expect(fuzzyMatch('METALURG', 'metalúrgica')).toBe(true);
    expect(fuzzyMatch('açu', 'Acucar')).toBe(true);
    expect(fuzzyMatch('usi ele', 'Usinagem Elétrica')).toBe(true);
    expect(fuzzyMatch('ltm', 'Metalúrgica')).toBe(false);
    expect(fuzzyMatch('xyz', 'Metalúrgica')).toBe(false);
    expect(fuzzyMatch('', 'anything')).toBe(true);
  });

  it('ignores the punctuation of the query (issue 12 item 14)', () => {
    expect(fuzzyMatch('Hidráulica — Pneumática', 'Hidráulica e Pneumática')).toBe(true);
    expect(fuzzyMatch('Food & Beverages', 'Food and Beverages')).toBe(true);
    expect(fuzzyMatch('sucro-energético', 'Sucroenergético')).toBe(true);
    expect(fuzzyMatch('“Solda”', 'Soldagem')).toBe(true);
    expect(fuzzyMatch('— solda x', 'Soldagem')).toBe(false);
  });

  it('filters a list', () => {
    const items = [{ name: 'Plásticos' }, { name: 'Papel' }, { name: 'Química' }];
    expect(fuzzyFilter(items, 'pl', (i) => i.name).map((i) => i.name)).toEqual(['Plásticos', 'Papel']);
  });

  it('property: every subsequence of a text matches it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (text, keep) => {
        const query = [...text].filter((_, i) => keep[i]).join('');
        expect(fuzzyMatch(query, text)).toBe(true);
      }),
    );
  });
});
