import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCep } from './cep';
import { isValidCode } from './code';
import { onlyDigits } from './digits';
import { applyMask, MASK_MAX_LENGTH, type MaskName, masks } from './masks';
import { isValidMobile } from './phone';

const NAMES = Object.keys(masks) as MaskName[];
const LENGTHS: Record<MaskName, number> = { cpf: 11, cnpj: 14, cep: 8, mobile: 11, phone: 11, code: 8 };

describe('masks', () => {
  it('formats complete values', () => {
    expect(applyMask('cpf', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask('cep', '01310100')).toBe('01310-100');
    expect(applyMask('mobile', '11987654321')).toBe('11 98765-4321');
    expect(applyMask('phone', '1130000000')).toBe('11 3000-0000');
    expect(applyMask('phone', '11987654321')).toBe('11 98765-4321');
    expect(applyMask('code', '12345678')).toBe('12-34-56-78');
  });

  it('formats partial values without a dangling separator', () => {
    expect(applyMask('mobile', '119')).toBe('11 9');
    expect(applyMask('mobile', '11')).toBe('11');
    expect(applyMask('code', '123')).toBe('12-3');
    expect(applyMask('cpf', '')).toBe('');
  });

  it('drops what is typed past the last slot and any non-digit', () => {
    expect(applyMask('code', '12a34-5678999')).toBe('12-34-56-78');
    expect(applyMask('mobile', '(11) 98765-43210')).toBe('11 98765-4321');
  });

  it('complete masked values pass the matching rules', () => {
    expect(isValidMobile(applyMask('mobile', '11987654321'))).toBe(true);
    // Issue 12 item 9: a 4-digit middle group is a valid cellphone (PRODUCT.md 5).
    expect(applyMask('mobile', '1933334444')).toBe('19 3333-4444');
    expect(isValidMobile(applyMask('mobile', '1933334444'))).toBe(true);
    expect(isValidCep(applyMask('cep', '01310100'))).toBe(true);
    expect(isValidCode(applyMask('code', '12345678'))).toBe(true);
  });

  for (const name of NAMES) {
    it(`property: ${name} is idempotent and keeps the digits`, () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 30 }), (raw) => {
          const once = masks[name](raw);
          expect(masks[name](once)).toBe(once);
          expect(onlyDigits(once)).toBe(onlyDigits(raw).slice(0, LENGTHS[name]));
          expect(once.length).toBeLessThanOrEqual(MASK_MAX_LENGTH[name]);
        }),
      );
    });

    it(`property: ${name} strip(format(digits)) === digits`, () => {
      const digits = fc.stringMatching(new RegExp(`^\\d{0,${LENGTHS[name]}}$`));
      fc.assert(
        fc.property(digits, (d) => {
          expect(onlyDigits(masks[name](d))).toBe(d);
        }),
      );
    });
  }
});
