import { describe, expect, it } from 'vitest';
import { dateToSaoPauloLocal, saoPauloLocalToDate, timeLeft } from './sao-paulo-time';

describe('São Paulo time', () => {
  it('turns the wall clock of São Paulo into the instant (UTC−3) and back', () => {
    expect(saoPauloLocalToDate('2026-12-01T17:00')?.toISOString()).toBe('2026-12-01T20:00:00.000Z');
    expect(saoPauloLocalToDate('2027-01-01T00:30')?.toISOString()).toBe('2027-01-01T03:30:00.000Z');
    expect(dateToSaoPauloLocal(new Date('2026-12-01T20:00:00.000Z'))).toBe('2026-12-01T17:00');
  });

  it('refuses what is not such a time or names a day that does not exist', () => {
    expect(saoPauloLocalToDate('')).toBeNull();
    expect(saoPauloLocalToDate('2026-12-01')).toBeNull();
    expect(saoPauloLocalToDate('2026-02-30T10:00')).toBeNull();
  });

  it('tells the time left in whole days, hours or minutes, and nothing once passed', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const plus = (ms: number) => new Date(now.getTime() + ms);
    expect(timeLeft(plus(2 * 86_400_000 + 5 * 3_600_000), now)).toEqual({ unit: 'day', count: 2 });
    expect(timeLeft(plus(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeLeft(plus(59 * 60_000), now)).toEqual({ unit: 'minute', count: 59 });
    expect(timeLeft(plus(10_000), now)).toEqual({ unit: 'minute', count: 1 });
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(plus(-1), now)).toBeNull();
  });
});
