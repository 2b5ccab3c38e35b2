import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * A company's answers to quote requests over the last 12 months (migration 0018, decision 0021):
 * requests received, requests answered (first proposal or decline: quote_recipients.first_answer_at)
 * and the median seconds from receiving to first answering. Refreshed for one company with each
 * event and periodically as the window slides; never computed per page view.
 */
export const companyResponsiveness = pgTable(
  'company_responsiveness',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requests: integer('requests').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    /** Null while none was answered. */
    medianSeconds: integer('median_seconds'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_responsiveness_refreshed_idx').on(t.refreshedAt).where(sql`${t.requests} > 0`)],
);
