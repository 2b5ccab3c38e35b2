import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDay, isoDay } from './date-format';
import { formatDateTime } from './date-time-format';

describe('the one date formatter', () => {
  // 01:21 on 29 November in UTC is still 22:21 on 28 November in São Paulo (issue 30 item 11).
  const decline = '2026-11-29T01:21:00.000Z';

  it("writes a moment on São Paulo's clock and says so, in both languages", () => {
    expect(formatDateTime(decline, 'en')).toBe('Nov 28, 2026, 10:21 PM (São Paulo time)');
    expect(formatDateTime(decline, 'pt-BR')).toBe('28 de nov. de 2026, 22:21 (horário de São Paulo)');
    expect(formatDateTime(new Date(decline), 'en')).toBe('Nov 28, 2026, 10:21 PM (São Paulo time)');
  });

  it("dates a moment on São Paulo's calendar, whatever the machine's zone", () => {
    expect(formatDate(decline, 'en')).toBe('November 28, 2026');
    expect(formatDate(decline, 'pt-BR')).toBe('28 de novembro de 2026');
    expect(isoDay(decline)).toBe('2026-11-28');
    expect(formatDate('2026-11-29T03:00:00Z', 'en')).toBe('November 29, 2026');
  });

  it('keeps a bare day as it is written', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05', 'pt-BR')).toBe('5 de março de 2024');
    expect(isoDay('2024-01-01')).toBe('2024-01-01');
    expect(formatShortDay('2026-09-07', 'en')).toBe('Sep 7');
    expect(formatShortDay('2026-09-07', 'pt-BR')).toBe('7 de set.');
  });

  it('shows what cannot be read as it came, and uses plain spaces only', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('nope', 'pt-BR')).toBe('nope');
    expect(isoDay('nope')).toBeUndefined();
    expect(formatDateTime(decline, 'en')).not.toMatch(/[\u202f\u00a0]/);
  });
});
