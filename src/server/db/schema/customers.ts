import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import { cities } from './places';

/**
 * Every account is a customer identified by CPF (DECISIONS.md 5). Customers never appear in a URL,
 * so they have no reqId. `lang` is the language of the e-mails and notifications they receive.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    doc: char('doc', { length: 11 }).notNull().unique(),
    email: text('email').notNull(),
    emailValid: boolean('email_valid').notNull().default(false),
    cellphone: text('cellphone').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: text('lang').$type<Lang>().notNull().default('pt-BR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin (issue 15): a blocked person cannot log in or ask for quotes. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    check('customers_doc_digits', sql`${t.doc} ~ '^[0-9]{11}$'`),
    check('customers_lang_known', sql`${t.lang} in ('pt-BR', 'en')`),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    index('customers_created_idx').on(t.createdAt),
  ],
);
