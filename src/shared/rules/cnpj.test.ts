import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, stripCnpj } from './cnpj';

// Check digits computed here, independently of the library under test.
function cnpjCheckDigit(slice: string): number {
  const weights =
    slice.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...slice].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const validCnpj = fc
  .stringMatching(/^\d{12}$/)
  .filter((base) => !/^(\d)\1*$/.test(base))
  .map((base) => {
    const first = cnpjCheckDigit(base);
    return `${base}${first}${cnpjCheckDigit(base + first)}`;
  });

describe('cnpj', () => {
  it('accepts a known valid CNPJ bare and formatted', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('rejects wrong check digits, lengths and all-equal digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333.0001-81')).toBe(false);
    for (let d = 0; d <= 9; d += 1) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });

  it('property: generated CNPJs are valid bare and formatted', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
      }),
    );
  });

  it('property: changing a check digit of a valid CNPJ makes it invalid', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.constantFrom(12, 13),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, position, delta) => {
          const changed = (Number(cnpj[position]) + delta) % 10;
          expect(isValidCnpj(cnpj.slice(0, position) + changed + cnpj.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  // Remainders 0 and 1 both give the digit 0, so a few base changes keep the check digits.
  it('property: changing one base digit is judged by the check digits', () => {
    fc.assert(
      fc.property(validCnpj, fc.nat(11), fc.integer({ min: 1, max: 9 }), (cnpj, position, delta) => {
        const changed = (Number(cnpj[position]) + delta) % 10;
        const mutated = cnpj.slice(0, position) + changed + cnpj.slice(position + 1);
        const first = cnpjCheckDigit(mutated.slice(0, 12));
        const digits = `${first}${cnpjCheckDigit(mutated.slice(0, 12) + first)}`;
        const expected = !/^(\d)\1*$/.test(mutated) && mutated.slice(12) === digits;
        expect(isValidCnpj(mutated)).toBe(expected);
      }),
    );
  });

  it('formats and strips', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(stripCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });
});
