import type { Lang } from '../lang';
import { DAY_MS } from '../time';

/** The catalogue's clock: every day and time a person reads or picks is São Paulo's (issue 18). */
export const SAO_PAULO_ZONE = 'America/Sao_Paulo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of a moment, as 'YYYY-MM-DD' (en-CA writes days that way). */
export function saoPauloDay(at: Date = new Date()): string {
  return dayFormat.format(at);
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

/** A moment with its São Paulo date and clock time in the reader's language: 'March 2, 2026 at 9:05 AM'. */
export function formatSaoPauloDateTime(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SAO_PAULO_ZONE,
  }).format(date);
}
