import type { Lang } from '../../shared/lang';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl formatter costs far more than using one: a list of cards or a quote's proposals
// formats dozens of values per render, so each language and style is built once (issue 17).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date of the API ('2024-05-01' or an ISO timestamp) written out in the UI language:
 * 'May 1, 2024' / '1 de maio de 2024'. A bare day is formatted in UTC so no time zone moves it to the
 * day before. An unreadable value is shown as it came.
 */
export function formatDate(value: string, lang: Lang): string {
  const day = DAY_ONLY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** A moment of the API (an ISO timestamp) with its clock time: 'March 2, 2026 at 2:40 PM'. */
export function formatDateTime(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A machine-readable day for <time dateTime>, or undefined when the value is not a date. */
export function isoDay(value: string): string | undefined {
  if (DAY_ONLY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** A rating mean with one decimal in the UI language: 4.5 → '4.5' / '4,5'. */
export function formatRate(value: number, lang: Lang): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatCount(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}
