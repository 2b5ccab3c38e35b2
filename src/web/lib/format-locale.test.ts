import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRate, isoDay } from './format-locale';

describe('catalogue formats', () => {
  it('writes a day in the UI language without moving it across time zones', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05', 'pt-BR')).toBe('5 de março de 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes a moment with its clock time in the UI language', () => {
    const afternoon = new Date(2026, 2, 2, 14, 40).toISOString();
    expect(formatDateTime(afternoon, 'en')).toMatch(/^March 2, 2026.*2:40\sPM$/);
    expect(formatDateTime(afternoon, 'pt-BR')).toMatch(/^2 de março de 2026.*14:40$/);
    expect(formatDateTime('nope', 'en')).toBe('nope');
  });

  it('gives a machine-readable day', () => {
    expect(isoDay('2024-03-05')).toBe('2024-03-05');
    expect(isoDay('2024-03-05T12:00:00Z')).toBe('2024-03-05');
    expect(isoDay('nope')).toBeUndefined();
  });

  it('writes a rating with one decimal in the UI language', () => {
    expect(formatRate(4.25, 'en')).toBe('4.3');
    expect(formatRate(4, 'pt-BR')).toBe('4,0');
  });
});
