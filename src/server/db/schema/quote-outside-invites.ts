import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import { newReqId } from '../../lib/ids';
import { companies } from './companies';
import { quotes } from './quotes';

export const OUTSIDE_MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutsideMailStatus = (typeof OUTSIDE_MAIL_STATUSES)[number];

/**
 * A supplier outside the catalogue invited by e-mail to one quote (issue 34 item 7, migration 0097,
 * decision 0045). `token_hash` is null until the job sends the e-mail, which makes the token; only
 * its SHA-256 is kept. `quote_proposals.outside_id` and `quote_questions.outside_id` name it
 * (declared in the migration: this table references quotes, so quotes.ts cannot import it).
 */
export const quoteOutsideInvites = pgTable(
  'quote_outside_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    /** 14 digits, when the buyer knew it. */
    cnpj: text('cnpj'),
    name: text('name'),
    lang: text('lang').$type<Lang>().notNull(),
    tokenHash: text('token_hash').unique(),
    mailStatus: text('mail_status').$type<OutsideMailStatus>().notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The company the invitation reached once it listed (migration 0104, decision 0048): its
     * address is that company's or its owner's confirmed e-mail. Linked once, at `linked_at`; the
     * link stops then (the quote goes on in the catalogue).
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_outside_invites_quote_email_idx').on(t.quoteId, t.email),
    index('quote_outside_invites_unlinked_email_idx')
      .on(t.email)
      .where(sql`${t.linkedAt} is null and ${t.revokedAt} is null`),
    index('quote_outside_invites_queued_idx').on(t.id).where(sql`${t.mailStatus} = 'queued'`),
    check('quote_outside_invites_lang_known', sql`${t.lang} in ('pt-BR', 'en')`),
    check(
      'quote_outside_invites_mail_status_known',
      sql`${t.mailStatus} in ('queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * A further link to an invitation (migration 0100, decision 0047): an e-mail sent after the
 * invitation (the answer to its question) carries a new token for the same invitation; only its
 * SHA-256 is kept. It reads what the invitation's link reads and stops with it.
 */
export const quoteOutsideLinks = pgTable(
  'quote_outside_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => quoteOutsideInvites.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_outside_links_invite_idx').on(t.inviteId)],
);
