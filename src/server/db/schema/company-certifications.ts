import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { companies } from './companies';
import { storedFiles } from './files';

/** A company's certifications (issue 32, migration 0086, decision 0037). */
export const companyCertifications = pgTable(
  'company_certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    standard: text('standard', {
      enum: ['iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100', 'other'],
    }).notNull(),
    standardOther: text('standard_other'),
    number: text('number').notNull(),
    certificationBody: text('certification_body').notNull(),
    scope: text('scope'),
    /** The last day it holds, a São Paulo calendar day (YYYY-MM-DD). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    pdfFileId: integer('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_certifications_company_idx').on(t.companyId, t.standard, t.validUntil),
    check(
      'company_certifications_standard_check',
      sql`${t.standard} IN ('iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100', 'other')`,
    ),
    check(
      'company_certifications_other_check',
      sql`(${t.standard} = 'other') = (${t.standardOther} IS NOT NULL)`,
    ),
  ],
);
