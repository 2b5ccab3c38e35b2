import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { appSessions } from './sessions';

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
 * Password recovery requests, one per app session (the latest it made): the code e-mailed for it,
 * 8 digits, 30 minutes, 5 tries (DECISIONS.md 5). A code works only in the session that asked
 * for it. A request for a CPF without an account is stored the same way (no customer, a code that
 * is never sent), so neither the work done nor what the session is told afterwards depends on
 * whether the CPF is registered. `doc_hash` (SHA-256 of the CPF) ties the requests for one CPF
 * together: a new one marks the others used, and a wrong code from any of them counts against
 * the live one.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => appSessions.id, { onDelete: 'cascade' }),
    docHash: text('doc_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recovery_codes_session_idx').on(t.sessionId),
    index('recovery_codes_doc_hash_idx').on(t.docHash),
    index('recovery_codes_customer_idx').on(t.customerId),
  ],
);
