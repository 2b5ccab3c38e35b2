import type { Lang } from '../../shared/lang';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of the API ('2024-05-01' or an ISO timestamp) written out in the UI language:
 * 'May 1, 2024' / '1 de maio de 2024'. A bare day is formatted in UTC so no time zone moves it to the
 * day before. An unreadable value is shown as it came.
 */
export function formatDate(value: string, lang: Lang): string {
  const day = DAY_ONLY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(
    date,
  );
}

/** A moment of the API (an ISO timestamp) with its clock time: 'March 2, 2026 at 2:40 PM'. */
export function formatDateTime(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A machine-readable day for <time dateTime>, or undefined when the value is not a date. */
export function isoDay(value: string): string | undefined {
  if (DAY_ONLY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** A rating mean with one decimal in the UI language: 4.5 → '4.5' / '4,5'. */
export function formatRate(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang).format(value);
}
