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
    /** running → done or failed; done → undone (migration 0049). */
    state: text('state').$type<'running' | 'done' | 'failed' | 'undone'>().notNull().default('running'),
    /** Field → column position, as confirmed; offered for the next file. */
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default({}),
    /** The checked rows waiting for the job; cleared once written. */
    payload: jsonb('payload').$type<unknown[]>(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** Why the job failed (a message key); nothing was written then. */
    failure: text('failure'),
  },
  (t) => [
    check('member_imports_visibility_known', sql`${t.visibility} in ('public', 'hidden')`),
    check('member_imports_state_known', sql`${t.state} in ('running', 'done', 'failed', 'undone')`),
    index('member_imports_created_idx').on(t.createdAt, t.id),
  ],
);

/** What one import created or changed (`before`: the listing's imported fields before it), for undo. */
export const memberImportChanges = pgTable(
  'member_import_changes',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    kind: text('kind').$type<'created' | 'updated'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ name: 'member_import_changes_pk', columns: [t.importId, t.companyId] }),
    index('member_import_changes_company_idx').on(t.companyId),
    check('member_import_changes_kind_known', sql`${t.kind} in ('created', 'updated')`),
  ],
);
