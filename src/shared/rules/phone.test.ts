import { describe, expect, it } from 'vitest';
import { formatPhone, isValidMobile, isValidPhone, stripPhone } from './phone';

describe('mobile (customer cellphone)', () => {
  it('accepts the 00 00000-0000 pattern, its 4-digit variant and bare digits', () => {
    for (const ok of ['11 98765-4321', '11 8765-4321', '11987654321', '1187654321', '(11) 98765-4321']) {
      expect(isValidMobile(ok), ok).toBe(true);
    }
  });

  it('rejects other shapes', () => {
    for (const bad of ['11 987654-4321', '1 98765-4321', '11 98765-432', '11-98765-4321', 'abc', '']) {
      expect(isValidMobile(bad), bad).toBe(false);
    }
  });
});

describe('phone (company phones)', () => {
  it('accepts landlines with 10 digits and mobiles with 11', () => {
    expect(isValidPhone('11 3000-0000')).toBe(true);
    expect(isValidPhone('1130000000')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
  });

  it('rejects other lengths, unknown area codes and letters', () => {
    expect(isValidPhone('113000000')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('10 98765-4321')).toBe(false);
    expect(isValidPhone('11 3000-000a')).toBe(false);
  });

  it('formats by length and strips', () => {
    expect(formatPhone('1130000000')).toBe('11 3000-0000');
    expect(formatPhone('11987654321')).toBe('11 98765-4321');
    expect(stripPhone('11 98765-4321')).toBe('11987654321');
  });
});
