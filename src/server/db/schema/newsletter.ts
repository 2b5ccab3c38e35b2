import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';

/**
 * One row per address, stored lower-cased (the check makes the plain unique key case-insensitive
 * and lets `onConflict` target the column). Subscribed once confirmed_at is set.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    lang: text('lang').$type<Lang>().notNull().default('pt-BR'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('newsletter_subscribers_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** Link tokens of /newsletter_confirm/{token}; only the SHA-256 of the token is kept. */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_tokens_subscriber_idx').on(t.subscriberId)],
);
