import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { customers } from './customers';

/**
 * One confirmed import of the association's member spreadsheet (issue 33, migration 0048). Its
 * listings point back to it (companies.import_id); `visibility` is the association's choice for
 * them: `public` (marked "not yet claimed") or `hidden` until claimed. The counts are the result
 * summary; `undone_at` is set when the import was undone.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fileName: text('file_name').notNull(),
    visibility: text('visibility').$type<'public' | 'hidden'>().notNull(),
    quotesByEmail: boolean('quotes_by_email').notNull().default(false),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** Field → 0-based column, as imported (migration 0075): the next preview starts from it. */
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull().default({}),
    /** The file's header texts, so a later file with the same headers takes the same mapping. */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
  },
  (t) => [
    check('member_imports_visibility_known', sql`${t.visibility} in ('public', 'hidden')`),
    index('member_imports_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * An unclaimed listing an import updated, with the values it held before (migration 0075): undoing
 * the import puts them back while the listing is still unclaimed.
 */
export const memberImportUpdates = pgTable(
  'member_import_updates',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    /** companies.id (the SQL's foreign key cascades; not declared here: companies.ts imports this file). */
    companyId: integer('company_id').notNull(),
    before: jsonb('before').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_import_updates_pk', columns: [t.importId, t.companyId] }),
    index('member_import_updates_company_idx').on(t.companyId),
  ],
);
