import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';
import { formatCount, formatDate, formatRate, isoDay } from './format-locale';

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

  it("dates a moment on São Paulo's calendar whatever the machine's zone, as the server renders it", () => {
    // 22:30 in São Paulo is already the next day in UTC (the server's zone) and in Europe.
    const lateEvening = '2026-08-14T01:30:00Z';
    expect(formatDate(lateEvening, 'en')).toBe('August 13, 2026');
    expect(formatDate(lateEvening, 'pt-BR')).toBe('13 de agosto de 2026');
    expect(isoDay(lateEvening)).toBe('2026-08-13');
    expect(formatDate('2026-08-14T03:00:00Z', 'en')).toBe('August 14, 2026');
  });

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

  it('writes days and moments exactly as Intl long dates do, in both languages', () => {
    const days = ['2024-01-01', '2024-02-29', '2026-12-31', '2025-05-09', '1999-10-10'];
    const moments = [
      '2026-03-02T14:40:00Z',
      '2026-11-24T02:30:00-03:00',
      '2025-06-01T23:59:59.999Z',
      '2026-01-01T02:59:59Z',
      '2026-01-01T03:00:00Z',
    ];
    for (const lang of ['en', 'pt-BR'] as const) {
      const utc = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
      const local = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
      for (const value of days)
        expect(formatDate(value, lang)).toBe(utc.format(new Date(`${value}T00:00:00Z`)));
      for (const value of moments) expect(formatDate(value, lang)).toBe(local.format(new Date(value)));
    }
  });
});
