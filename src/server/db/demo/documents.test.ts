import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjFromBase, cpfFromBase } from './documents';

describe('demo documents', () => {
  it('computes the known check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase('111444777')).toBe('11144477735');
    expect(cnpjFromBase('11222333')).toBe('11222333000181');
  });

  it('always yields documents the library accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: 999_999_998 }), (n) => {
        fc.pre(!/^(\d)\1+$/.test(String(n)));
        expect(isValidCpf(cpfFromBase(String(n)))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 99_999_999 }), (n) => {
        expect(isValidCnpj(cnpjFromBase(String(n)))).toBe(true);
      }),
    );
  });
});
