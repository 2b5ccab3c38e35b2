import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './format-locale';

describe('catalogue formats', () => {
  it('writes a rating with one decimal in the UI language', () => {
    expect(formatRate(4.25, 'en')).toBe('4.3');
    expect(formatRate(4, 'pt-BR')).toBe('4,0');
  });

  it('writes counts and ratings exactly as Intl.NumberFormat does, in both languages', () => {
    const counts = [0, -0, 7, 999, 1000, 1234, 12_345, 1_234_567, 1_000_000_000, -1234];
    const rates = [
      0, 1, 3, 4.25, 4.45, 4.55, 4.95, 4.999, 2.75, 0.05, 0.15, 1.35, 1234.56, 999.95, -2.25, -0.04, 1e-7,
    ];
    for (const lang of ['en', 'pt-BR'] as const) {
      const whole = new Intl.NumberFormat(lang);
      const oneDecimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const value of counts) expect(formatCount(value, lang)).toBe(whole.format(value));
      for (const value of rates) expect(formatRate(value, lang)).toBe(oneDecimal.format(value));
    }
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatRate(4.5, 'pt-BR')).toBe('4,5');
  });
});
