import type { Lang } from '../../../../shared/lang';
import { dateTimeFormat } from '../../../../shared/rules/intl-formats';

/** An API timestamp as a date of the UI language: 'May 1, 2026' / '1 de maio de 2026'. */
export function formatRateDate(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}
