import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the symbol with a no-break space in pt-BR; compare with ordinary spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('uses R$ with Brazilian grouping in pt-BR', () => {
    expect(plain(formatMoney(1234.56, 'pt-BR'))).toBe('R$ 1.234,56');
    expect(plain(formatMoney(0.5, 'pt-BR'))).toBe('R$ 0,50');
    expect(plain(formatMoney(1_000_000, 'pt-BR'))).toBe('R$ 1.000.000,00');
  });

  it('keeps the real but uses English grouping in en', () => {
    expect(formatMoney(1234.56, 'en')).toBe('R$1,234.56');
  });

  it('rounds to two decimals', () => {
    expect(plain(formatMoney(2.345, 'pt-BR'))).toMatch(/^R\$ 2,3[45]$/);
    expect(plain(formatMoney(10, 'pt-BR'))).toBe('R$ 10,00');
  });
});
