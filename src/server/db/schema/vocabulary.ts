import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/*
 * The processes and materials vocabulary (issue 32, migration 0088, decision 0038): terms kept by
 * the association in both languages, each company's choice of them, and the terms companies
 * suggest for staff to approve or refuse.
 */

export const VOCABULARY_KIND_VALUES = ['process', 'material'] as const;

export const vocabularyTerms = pgTable(
  'vocabulary_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: VOCABULARY_KIND_VALUES }).notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    /** Retired: offered, shown, searched and filtered nowhere; its companies' links are kept. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vocabulary_terms_kind_check', sql`${t.kind} IN ('process', 'material')`)],
);

export const companyTerms = pgTable(
  'company_terms',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => vocabularyTerms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'company_terms_pk', columns: [t.companyId, t.termId] }),
    index('company_terms_term_idx').on(t.termId, t.companyId),
  ],
);

export const termSuggestions = pgTable(
  'term_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VOCABULARY_KIND_VALUES }).notNull(),
    namePt: text('name_pt'),
    nameEn: text('name_en'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    termId: integer('term_id').references(() => vocabularyTerms.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('term_suggestions_company_idx').on(t.companyId, t.createdAt)],
);
