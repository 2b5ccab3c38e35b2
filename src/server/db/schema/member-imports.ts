import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [check('member_imports_visibility_known', sql`${t.visibility} in ('public', 'hidden')`)],
);
