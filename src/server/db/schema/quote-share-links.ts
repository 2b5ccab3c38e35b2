import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { quotes } from './quotes';

/**
 * Read-only links to a quote's comparison (issue 34 item 5, migration 0085, decision 0036). `req_id`
 * names a link to its owner (to revoke it); only the SHA-256 of the token in the URL is kept.
 */
export const quoteShareLinks = pgTable(
  'quote_share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('quote_share_links_quote_idx').on(t.quoteId)],
);
