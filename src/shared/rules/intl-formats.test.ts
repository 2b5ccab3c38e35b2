import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en')).not.toBe(numberFormat('pt-BR'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('pt-BR', { dateStyle: 'long' })).toBe(
      dateTimeFormat('pt-BR', { dateStyle: 'long' }),
    );
  });

  it('formats as a new formatter would, per language', () => {
    expect(numberFormat('pt-BR', { minimumFractionDigits: 1 }).format(4.5)).toBe('4,5');
    expect(numberFormat('en', { minimumFractionDigits: 1 }).format(4.5)).toBe('4.5');
    expect(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2024-05-01T00:00:00Z')),
    ).toBe('May 1, 2024');
  });
});
