import { customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * What buyers search for (migration 0044, issue 32 item 6): per São Paulo day, language and
 * normalised words, counts only. Nothing here identifies a person (decision "The search log counts
 * without personal data").
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day').notNull(),
    lang: text('lang').notNull(),
    words: text('words').notNull(),
    searches: integer('searches').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    foundNothing: integer('found_nothing').notNull().default(0),
    results: integer('results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.words] })],
);

/** A company opened from a search's results. */
export const searchLogOpens = pgTable(
  'search_log_opens',
  {
    day: date('day').notNull(),
    lang: text('lang').notNull(),
    words: text('words').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    opens: integer('opens').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.lang, t.words, t.companyId] }),
    index('search_log_opens_company_idx').on(t.companyId, t.day),
  ],
);

/** Today's marks of the sessions already counted (keyed digests; earlier days are deleted). */
export const searchLogMarks = pgTable(
  'search_log_marks',
  {
    day: date('day').notNull(),
    mark: bytea('mark').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mark] })],
);
