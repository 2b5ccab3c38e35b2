import type { Lang } from '../../../../shared/lang';
import { numberFormat } from '../../../../shared/rules/intl-formats';

/** 0.425 → '42.5%' / '42,5%'. */
export function formatShare(part: number, whole: number, lang: Lang): string {
  const share = whole === 0 ? 0 : part / whole;
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in seconds in the largest unit that keeps it readable: '45 minutes', '3.5 hours', '2 dias'. */
export function formatDuration(seconds: number, lang: Lang): string {
  const [value, unit] =
    seconds < HOUR
      ? [seconds / MINUTE, 'minute']
      : seconds < 2 * DAY
        ? [seconds / HOUR, 'hour']
        : [seconds / DAY, 'day'];
  return numberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}
