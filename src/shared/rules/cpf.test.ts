import { generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, stripCpf } from './cpf';

// Check digits computed here, independently of the library under test.
function cpfCheckDigits(base: string): string {
  const digit = (slice: string) => {
    const sum = [...slice].reduce((acc, d, i) => acc + Number(d) * (slice.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${first}${digit(base + first)}`;
}

const cpfBase = fc.stringMatching(/^\d{9}$/).filter((base) => !/^(\d)\1*$/.test(base));
const validCpf = cpfBase.map((base) => base + cpfCheckDigits(base));

describe('cpf', () => {
  it('accepts known valid CPFs bare and formatted', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and odd shapes', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247251')).toBe(false);
    expect(isValidCpf('529 982 247 25')).toBe(false);
    expect(isValidCpf('529.982.247/25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('rejects every all-equal-digits CPF', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
      expect(isValidCpf(formatCpf(String(d).repeat(11)))).toBe(false);
    }
  });

  it('property: generated CPFs are valid bare and formatted', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
      }),
    );
  });

  it('property: changing a check digit of a valid CPF makes it invalid', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, delta) => {
          const changed = (Number(cpf[position]) + delta) % 10;
          expect(isValidCpf(cpf.slice(0, position) + changed + cpf.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  // Remainders 10 and 0 both give the digit 0, so a few base changes keep the check digits:
  // the mutated CPF must then be judged exactly as the independent computation says.
  it('property: changing one base digit is judged by the check digits', () => {
    fc.assert(
      fc.property(validCpf, fc.nat(8), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        const changed = (Number(cpf[position]) + delta) % 10;
        const mutated = cpf.slice(0, position) + changed + cpf.slice(position + 1);
        const expected =
          !/^(\d)\1*$/.test(mutated) && mutated.slice(9) === cpfCheckDigits(mutated.slice(0, 9));
        expect(isValidCpf(mutated)).toBe(expected);
      }),
    );
  });

  it('a changed base digit that moves the remainder is caught', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('62998224725')).toBe(false);
  });

  it('agrees with the library generator', () => {
    for (let i = 0; i < 50; i += 1) expect(isValidCpf(generateCpf())).toBe(true);
  });

  it('formats and strips', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(stripCpf('529.982.247-25')).toBe('52998224725');
  });
});
