/*
 * A moment with its clock time and its zone (date-format.ts writes it). Apart from date-format.ts
 * because the zone's words come from the shared message catalogue (translate), 16 KB of script gzip
 * that a page showing only days (the home page's magazines, a company's ratings) must not load at
 * its start (issue 29 item 4, budgets.json).
 */

import type { Lang } from '../lang';
import { translate } from '../messages/translate';
import { type DateValue, instant, write } from './date-format';

/**
 * A moment with its clock time and its zone: 'Nov 28, 2026, 10:21 PM (São Paulo time)' /
 * '28 de nov. de 2026, 22:21 (horário de São Paulo)' (docs/glossary-*.md). An unreadable value is
 * shown as it came.
 */
export function formatDateTime(value: DateValue, lang: Lang): string {
  const date = instant(value);
  if (!date) return String(value);
  return translate(lang, 'word.saoPauloTime', {
    time: write(date, lang, { dateStyle: 'medium', timeStyle: 'short' }),
  });
}
