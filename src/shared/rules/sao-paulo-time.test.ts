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

  it('tells the time left in whole units, the next smaller one below 4 of the largest, nothing once passed', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const plus = (ms: number) => new Date(now.getTime() + ms);
    const [D, H, M, S] = [86_400_000, 3_600_000, 60_000, 1000];
    // Issue 30 item 13: 2 h 59 min read '2 hours left'.
    expect(timeLeft(plus(2 * H + 59 * M), now)).toEqual({
      unit: 'hour',
      count: 2,
      rest: { unit: 'minute', count: 59 },
    });
    expect(timeLeft(plus(3 * H + 59 * M + 59 * S), now)).toEqual({
      unit: 'hour',
      count: 3,
      rest: { unit: 'minute', count: 59 },
    });
    expect(timeLeft(plus(4 * H), now)).toEqual({ unit: 'hour', count: 4 });
    expect(timeLeft(plus(3 * H + 30 * S), now)).toEqual({ unit: 'hour', count: 3 });
    expect(timeLeft(plus(23 * H + 59 * M), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeLeft(plus(D + 23 * H + 59 * M), now)).toEqual({
      unit: 'day',
      count: 1,
      rest: { unit: 'hour', count: 23 },
    });
    expect(timeLeft(plus(3 * D + 23 * H), now)).toEqual({
      unit: 'day',
      count: 3,
      rest: { unit: 'hour', count: 23 },
    });
    expect(timeLeft(plus(4 * D), now)).toEqual({ unit: 'day', count: 4 });
    expect(timeLeft(plus(4 * D + 23 * H + 59 * M), now)).toEqual({ unit: 'day', count: 4 });
    expect(timeLeft(plus(59 * M), now)).toEqual({ unit: 'minute', count: 59 });
    expect(timeLeft(plus(3 * M + 30 * S), now)).toEqual({
      unit: 'minute',
      count: 3,
      rest: { unit: 'second', count: 30 },
    });
    expect(timeLeft(plus(10 * S), now)).toEqual({ unit: 'second', count: 10 });
    expect(timeLeft(plus(1), now)).toEqual({ unit: 'second', count: 1 });
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(plus(-1), now)).toBeNull();
  });

  it('never says more time than there is, nor less than three quarters of it', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const size = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 };
    // Every minute up to 10 days, and every second of the last hour.
    const spans = [
      ...Array.from({ length: 10 * 24 * 60 }, (_, i) => (i + 1) * 60_000 + 59_999),
      ...Array.from({ length: 3600 }, (_, i) => (i + 1) * 1000),
    ];
    for (const ms of spans) {
      const left = timeLeft(new Date(now.getTime() + ms), now);
      if (!left) throw new Error(`nothing left at ${ms} ms`);
      const shown = left.count * size[left.unit] + (left.rest ? left.rest.count * size[left.rest.unit] : 0);
      expect(shown, `${ms} ms`).toBeLessThanOrEqual(ms);
      expect(shown, `${ms} ms`).toBeGreaterThan(0.75 * ms);
    }
  });
});
