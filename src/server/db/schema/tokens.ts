import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const EMAIL_CONFIRM_TYPES = ['customer', 'company'] as const;
export type EmailConfirmType = (typeof EMAIL_CONFIRM_TYPES)[number];

/**
 * Links of /email_confirm/{type}/{token}. target_id is a customer or company id by type (so no
 * foreign key); `email` is the address being confirmed, so a link sent before an address change
 * cannot confirm the new one. Only the SHA-256 of the token is kept.
 */
export const emailConfirmTokens = pgTable(
  'email_confirm_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<EmailConfirmType>().notNull(),
    targetId: integer('target_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_confirm_tokens_type_known', sql`${t.type} in ('customer', 'company')`),
    index('email_confirm_tokens_target_idx').on(t.type, t.targetId),
  ],
);

/**
 * Password recovery codes: 8 digits, 30 minutes, 5 tries (DECISIONS.md 5). The reset call sends
 * the code alone, so codes are looked up by hash; not unique because two customers may draw the
 * same code (the service should refuse to issue a code that is live for someone else).
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recovery_codes_code_hash_idx').on(t.codeHash),
    index('recovery_codes_customer_idx').on(t.customerId),
  ],
);
