import type { Lang } from '../../shared/lang';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'pt-BR': [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
};

/**
 * A date of the API ('2024-05-01' or an ISO timestamp) written out in the UI language:
 * 'May 1, 2024' / '1 de maio de 2024', as Intl's long date style writes them (the tests compare).
 * A bare day is read in UTC so no time zone moves it to the day before; a moment, on São Paulo's
 * calendar (the association's days, as quote deadlines are shown: issue 18), so the server's render
 * and every browser write the same day: in the reader's zone, a rating made at 22:00 in São Paulo
 * read as the next day on a server in UTC and the page's hydration failed. An unreadable value is
 * shown as it came. Not Intl.DateTimeFormat: its first use loads the calendar and time-zone data, a
 * long task on a phone while the public pages hydrate (issue 17).
 */
export function formatDate(value: string, lang: Lang): string {
  const date = calendarDay(value);
  if (!date) return value;
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999)
    return date.toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const month = MONTHS[lang][date.getUTCMonth()];
  const dayOfMonth = date.getUTCDate();
  return lang === 'en' ? `${month} ${dayOfMonth}, ${year}` : `${dayOfMonth} de ${month} de ${year}`;
}

/**
 * São Paulo's offset from UTC: −3 h all year since Brazil ended daylight saving time in 2019
 * (a fixed number, not Intl's zone data; see formatDate).
 */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The day `value` names, as midnight UTC of that day: a bare day as it is, a moment's São Paulo day. */
function calendarDay(value: string): Date | null {
  const day = DAY_ONLY.exec(value);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + SAO_PAULO_OFFSET_MS);
}

/** A machine-readable day for <time dateTime> (the day formatDate writes), or undefined when the value is not a date. */
export function isoDay(value: string): string | undefined {
  if (DAY_ONLY.test(value)) return value;
  return calendarDay(value)?.toISOString().slice(0, 10);
}

/**
 * Digits grouped and with the decimal mark of the UI language, as Intl.NumberFormat writes them for
 * 'en' and 'pt-BR' (the tests compare the two). Not Intl: the browser's first NumberFormat loads
 * its number data, 200–260 ms of one task on a mid-range phone, and the public pages' first render
 * shows only counts and ratings (issue 17).
 */
const MARKS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
};

/**
 * |value| rounded half away from zero to `fraction` decimals, from its shortest decimal form as
 * ICU reads it (4.55 → '4.6', where toFixed, from the binary value, gives '4.5'): the exponent
 * moves the decimal point in that text, not in the binary value.
 */
function rounded(abs: number, fraction: number): string {
  return (Math.round(Number(`${abs}e${fraction}`)) / 10 ** fraction).toFixed(fraction);
}

function digits(value: number, fraction: number, lang: Lang): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || String(abs).includes('e'))
    return value.toLocaleString(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
  const { group, decimal } = MARKS[lang];
  const fixed = rounded(abs, fraction);
  const [whole = '0', part] = fixed.split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${part ? decimal + part : ''}`;
}

/** A rating mean with one decimal in the UI language: 4.5 → '4.5' / '4,5'. */
export function formatRate(value: number, lang: Lang): string {
  return digits(value, 1, lang);
}

/** A whole count in the UI language: 1234 → '1,234' / '1.234'. */
export function formatCount(value: number, lang: Lang): string {
  return Number.isInteger(value) ? digits(value, 0, lang) : value.toLocaleString(lang);
}
