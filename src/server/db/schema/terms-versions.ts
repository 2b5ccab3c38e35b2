import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The site_content keys of the two texts a person accepts at registration. */
export const TERMS_KEYS = ['terms.termOfUse', 'terms.privacyPolicy'] as const;
export type TermsKey = (typeof TERMS_KEYS)[number];

/**
 * Every version of the terms of use and the privacy policy ever published, filled by a trigger on
 * site_content (migration 0013), so no edit, by whatever means, goes unrecorded. The values are
 * site_content's jsonb as they were, so a version's consent fingerprint (privacy/consent-service.ts
 * textVersion) can be computed again from here. Never updated or deleted.
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').$type<TermsKey>().notNull(),
    valuePt: jsonb('value_pt').notNull(),
    valueEn: jsonb('value_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('terms_versions_key_known', sql`${t.key} in ('terms.termOfUse', 'terms.privacyPolicy')`),
    index('terms_versions_key_idx').on(t.key, t.publishedAt, t.id),
  ],
);
