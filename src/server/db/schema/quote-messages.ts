import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { companies } from './companies';
import { customers } from './customers';
import { storedFiles } from './files';
import { quoteOutsideInvites } from './quote-outside-invites';
import { quotes } from './quotes';

/**
 * Messages after an award (issue 34 item 8, migration 0093, decision 0041): one thread per quote and
 * awarded company, between the buyer and that supplier. `author_id` is null once the writer's
 * account is gone; the message stays for the other side. An outside winner's thread names its
 * invitation instead of a company (`outside_id`, migration 0103, decision 0050); its messages
 * have no author account.
 */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    outsideId: integer('outside_id').references(() => quoteOutsideInvites.id, { onDelete: 'cascade' }),
    fromBuyer: boolean('from_buyer').notNull(),
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_messages_thread_idx').on(t.quoteId, t.companyId, t.id),
    index('quote_messages_outside_idx')
      .on(t.quoteId, t.outsideId, t.id)
      .where(sql`${t.outsideId} is not null`),
    check('quote_messages_one_side', sql`(${t.companyId} is null) <> (${t.outsideId} is null)`),
  ],
);
