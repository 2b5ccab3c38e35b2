import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DECLINE_REASONS, type DeclineReason } from '../../../shared/schemas/quote-deadline';
import { companies } from './companies';
import { quotes } from './quotes';

/**
 * A recipient company's "we will not quote" (issue 18 item 3, migration 0017): one per company and
 * quote (the key refuses a second), with a reason of the short list and free text.
 */
export const quoteDeclines = pgTable(
  'quote_declines',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<DeclineReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    check(
      'quote_declines_reason_known',
      sql.raw(`"quote_declines"."reason" in (${DECLINE_REASONS.map((r) => `'${r}'`).join(', ')})`),
    ),
    index('quote_declines_company_idx').on(t.companyId, t.quoteId),
  ],
);
