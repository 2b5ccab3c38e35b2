import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';

/**
 * The column of a bilingual pair that a request reads (DECISIONS.md 5: association content is
 * served in the request's language).
 */
export function byLang<P extends AnyPgColumn | SQL, E extends AnyPgColumn | SQL>(
  lang: Lang,
  pt: P,
  en: E,
): P | E {
  return lang === 'en' ? en : pt;
}
