import type { Lang } from '../lang';
import { isCalendarDay } from './sao-paulo-time';

/*
 * Dates and times typed in the page's language (issue 30 item 12): the browser's own date and time
 * inputs follow the browser's locale whatever the page's `lang`, so these fields are text inputs
 * with a mask, and these turn what is typed into the values the forms always sent ('2026-12-01',
 * '2026-12-01T17:00', as <input type="date"/"datetime-local"> wrote them) and back.
 */

export type DateInputKind = 'day' | 'dateTime';

/** What the empty field shows and the hint names: 'dd/mm/aaaa HH:mm' / 'mm/dd/yyyy hh:mm AM'. */
export function dateInputPattern(kind: DateInputKind, lang: Lang): string {
  const day = lang === 'en' ? 'mm/dd/yyyy' : 'dd/mm/aaaa';
  if (kind === 'day') return day;
  return lang === 'en' ? `${day} hh:mm AM` : `${day} HH:mm`;
}

/** The mask of react-imask: 0 a digit, a a letter. */
export function dateInputMask(kind: DateInputKind, lang: Lang): string {
  if (kind === 'day') return '00/00/0000';
  return lang === 'en' ? '00/00/0000 00:00 aa' : '00/00/0000 00:00';
}

const TEXT = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?: ?([AaPp][Mm]))?)?$/;

/** The value a form sends for `text`, or null when it is not a whole, real date (and time). */
export function dateInputValue(text: string, kind: DateInputKind, lang: Lang): string | null {
  const match = TEXT.exec(text.trim());
  if (!match) return null;
  const [, first, second, year, hh, mm, half] = match;
  const [day, month] = lang === 'en' ? [second, first] : [first, second];
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDay(date)) return null;
  if (kind === 'day') return hh === undefined ? date : null;
  if (hh === undefined || mm === undefined || Number(mm) > 59) return null;
  let hour = Number(hh);
  if (lang === 'en') {
    if (!half || hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  } else if (half || hour > 23) return null;
  return `${date}T${String(hour).padStart(2, '0')}:${mm}`;
}

const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** The text a field shows for a form's value; a value that is not one is shown as it is. */
export function dateInputText(value: string, kind: DateInputKind, lang: Lang): string {
  const match = VALUE.exec(value);
  if (!match) return value;
  const [, year, month, day, hh = '00', mm = '00'] = match;
  const date = lang === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  if (kind === 'day') return date;
  if (lang !== 'en') return `${date} ${hh}:${mm}`;
  const hour = Number(hh);
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${date} ${twelve}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}
