/*
 * Quote deadlines are set and shown in São Paulo time (issue 18), whatever the browser's or the
 * server's own zone. The zone's rules come from the platform's time-zone data (Intl), so a return
 * of daylight saving time in Brazil needs no change here.
 */

import { DAY_MS } from '../time';

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall clock of São Paulo at `ms`, read back as if it were UTC. */
function wallClockAsUtc(ms: number): number {
  const parts = PARTS.formatToParts(new Date(ms));
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

export type TimeLeft = { unit: 'day' | 'hour' | 'minute'; count: number } | null;

/**
 * How long until `deadline`, in the largest whole unit (days, then hours, then minutes, rounded
 * down; the last minute counts as 1); null once it has passed.
 */
export function timeLeft(deadline: Date | string, now: Date): TimeLeft {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes >= 24 * 60) return { unit: 'day', count: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 60) return { unit: 'hour', count: Math.floor(minutes / 60) };
  return { unit: 'minute', count: minutes };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of a moment, as 'YYYY-MM-DD' (en-CA writes days that way). */
export function saoPauloDay(at: Date = new Date()): string {
  return DAY_FORMAT.format(at);
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
