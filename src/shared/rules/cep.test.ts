import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, stripCep } from './cep';
import { formatCode, isValidCode, stripCode } from './code';

describe('cep', () => {
  it('accepts 00000-000 and 8 bare digits only', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('0131-0100')).toBe(false);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
  });

  it('formats and strips', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(stripCep('01310-100')).toBe('01310100');
  });
});

describe('8-digit code', () => {
  it('accepts XX-XX-XX-XX and 8 bare digits', () => {
    expect(isValidCode('12-34-56-78')).toBe(true);
    expect(isValidCode('12345678')).toBe(true);
    expect(isValidCode('1234567')).toBe(false);
    expect(isValidCode('123456789')).toBe(false);
    expect(isValidCode('12-34-56-7a')).toBe(false);
  });

  it('formats and strips', () => {
    expect(formatCode('12345678')).toBe('12-34-56-78');
    expect(stripCode('12-34-56-78')).toBe('12345678');
  });
});
