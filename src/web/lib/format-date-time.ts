import type { Lang } from '../../shared/lang';
import { dateTimeFormat } from '../../shared/rules/intl-formats';

/** A moment of the API (an ISO timestamp) with its clock time: 'March 2, 2026 at 2:40 PM'. */
export function formatDateTime(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
