import type { Lang } from '../../../../shared/lang';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of the API ('2024-05-01' or an ISO timestamp) written out in the UI language, e.g.
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
