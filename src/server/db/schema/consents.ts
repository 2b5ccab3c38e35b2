import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { ConsentDocument } from '../../../shared/schemas/privacy';
import { customers } from './customers';

/** registration: recorded when the person accepted; backfill: rebuilt by migration 0007 for older accounts. */
export const CONSENT_SOURCES = ['registration', 'backfill'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Which version of a text each person accepted, and when (LGPD Art. 8: the controller proves
 * consent). `version` is the fingerprint of the text in both languages at that moment
 * (privacy/terms-version.ts); null when it was not kept (backfill) or no text was published.
 * `lang` is the language the person was reading in.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    document: text('document').$type<ConsentDocument>().notNull(),
    version: text('version'),
    lang: text('lang').$type<Lang>(),
    source: text('source').$type<ConsentSource>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consents_document_known', sql`${t.document} in ('terms-of-use', 'privacy-policy')`),
    check('consents_source_known', sql`${t.source} in ('registration', 'backfill')`),
    index('consents_customer_idx').on(t.customerId, t.acceptedAt),
  ],
);
