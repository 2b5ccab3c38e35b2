/*
 * Quote deadlines are set and shown in São Paulo time (issue 18), whatever the browser's or the
 * server's own zone. The zone's rules come from the platform's time-zone data (Intl), so a return
 * of daylight saving time in Brazil needs no change here.
 */

import { DAY_MS } from '../time';
import { SAO_PAULO_TZ } from './sao-paulo-day';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/*
 * Both formatters are made on first use, not as the module loads: the first Intl.DateTimeFormat with
 * a zone loads ICU's zone data, 13–20 ms of main thread in a profile (issue 29 item 4), and every
 * public page's start loads this module, also those that write no date (`/companies`).
 */
let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** The wall clock of São Paulo at `ms`, read back as if it were UTC. */
function wallClockAsUtc(ms: number): number {
  const parts = partsFormat().formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a São Paulo wall-clock time as `<input type="datetime-local">` writes it
 * ('2026-12-01T17:00'); null when the text is not such a time or names a day that does not exist.
 */
export function saoPauloLocalToDate(local: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a first guess, then at the corrected instant (an offset change between).
  let ms = wanted - (wallClockAsUtc(wanted) - wanted);
  ms = wanted - (wallClockAsUtc(ms) - ms);
  const back = new Date(wallClockAsUtc(ms));
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return new Date(ms);
}

/** The São Paulo wall-clock time of an instant, in the datetime-local input's form. */
export function dateToSaoPauloLocal(date: Date): string {
  return new Date(wallClockAsUtc(date.getTime())).toISOString().slice(0, 16);
}

export type TimeUnit = 'day' | 'hour' | 'minute' | 'second';
export type TimeAmount = { unit: TimeUnit; count: number };
/** The time left: whole units, and the next smaller unit's remainder while `count` is under 4. */
export type TimeLeft = (TimeAmount & { rest?: TimeAmount }) | null;

const UNITS: readonly (readonly [TimeUnit, number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** Below this many of its largest unit, the time left also names the next smaller unit. */
const ALONE_FROM = 4;

/**
 * How long until `deadline`; null once it has passed. Every part is rounded down, so a supplier is
 * never told it has more time than it has, and never understates by more than a quarter (issue 30
 * item 13): the largest unit stands alone only from 4 of it ('4 days' at 4 days 23 hours hides less
 * than 1 in 5 = 20 %), below that the next smaller unit follows ('2 hours 59 minutes', not
 * '2 hours'; '1 day 23 hours'), leaving out a remainder of 0 ('3 hours'); in the last 4 minutes the
 * seconds follow the minutes, and the last second counts as 1.
 */
export function timeLeft(deadline: Date | string, now: Date): TimeLeft {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const index = UNITS.findIndex(([, size]) => ms >= size);
  if (index < 0) return { unit: 'second', count: 1 };
  const [unit, size] = UNITS[index];
  const count = Math.floor(ms / size);
  const smaller = UNITS[index + 1];
  if (count >= ALONE_FROM || !smaller) return { unit, count };
  const restCount = Math.floor((ms - count * size) / smaller[1]);
  return restCount > 0 ? { unit, count, rest: { unit: smaller[0], count: restCount } } : { unit, count };
}

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' plus `days` calendar days (no clock involved, so no daylight-saving surprise). */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant São Paulo's day 'YYYY-MM-DD' begins: back-office filters by day mean São Paulo's days. */
export function saoPauloDayStart(day: string): Date {
  return saoPauloLocalToDate(`${day}T00:00`) ?? new Date(`${day}T03:00:00Z`);
}
