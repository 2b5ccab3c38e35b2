import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('strips accents, lower-cases and hyphenates', () => {
    expect(slugify('Metalúrgica São José Ltda.')).toBe('metalurgica-sao-jose-ltda');
    expect(slugify('  Açúcar & Álcool -- Indústria  ')).toBe('acucar-alcool-industria');
    expect(slugify('ÇÃÕ 100%')).toBe('cao-100');
    expect(slugify('---')).toBe('');
  });

  it('property: idempotent, only [a-z0-9-], no edge or doubled hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug.startsWith('-') || slug.endsWith('-')).toBe(false);
        expect(slug.includes('--')).toBe(false);
      }),
    );
  });

  it('property: keeps every ASCII letter and digit of the name, in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const kept = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slugify(name).replace(/-/g, '')).toBe(kept);
      }),
    );
  });
});
