/*
 * The one way a date or a time is written for people (issue 30 item 11, issue 31 item 7): web pages,
 * server-rendered HTML, e-mails, notifications, exports and the back office all call these. Every
 * moment is shown on São Paulo's clock whatever the reader's or the server's zone, and a time always
 * says so ('Nov 28, 2026, 10:21 PM (São Paulo time)'); a day alone needs no zone. Intl writes the
 * month names and the order of the parts for the page's language (cached: intl-formats.ts). The
 * spaces ICU puts inside times (U+202F before 'PM', U+00A0) are written as plain spaces, so the
 * server's render and a browser with another ICU version write the same text and hydration agrees.
 */

import type { Lang } from '../lang';
import { dateTimeFormat } from './intl-formats';
import { SAO_PAULO_TZ, saoPauloDay } from './sao-paulo-day';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ICU_SPACES = /[\u202f\u00a0]/g;

export type DateValue = string | Date;

/** The instant of a value; a bare day 'YYYY-MM-DD' is noon São Paulo of that day (no zone moves it). */
export function instant(value: DateValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = DAY_ONLY.exec(value);
  const date = day ? new Date(`${value}T15:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Written by Intl on São Paulo's clock (date-time-format.ts adds the zone's words to a time). */
export function write(value: DateValue, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const date = instant(value);
  if (!date) return String(value);
  return dateTimeFormat(lang, { ...options, timeZone: SAO_PAULO_TZ })
    .format(date)
    .replace(ICU_SPACES, ' ');
}

/** A day of the API ('2024-05-01' or a moment's São Paulo day): 'May 1, 2024' / '1 de maio de 2024'. */
export function formatDate(value: DateValue, lang: Lang): string {
  return write(value, lang, { dateStyle: 'long' });
}

/** A day in few letters, for charts' axes: 'Sep 7' / '7 de set.'. */
export function formatShortDay(value: DateValue, lang: Lang): string {
  return write(value, lang, { day: 'numeric', month: 'short' });
}

/** The São Paulo day of a value as 'YYYY-MM-DD' for <time dateTime>, or undefined when it is not a date. */
export function isoDay(value: DateValue): string | undefined {
  // A bare day is its own São Paulo day: no formatter is built for it.
  if (typeof value === 'string' && DAY_ONLY.test(value)) return instant(value) ? value : undefined;
  const date = instant(value);
  return date ? saoPauloDay(date) : undefined;
}

/** A month in few letters, for charts' axes: 'Sep 2026' / 'set. de 2026'. */
export function formatShortMonth(value: DateValue, lang: Lang): string {
  return write(value, lang, { month: 'short', year: 'numeric' });
}
