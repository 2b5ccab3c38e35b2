import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { customers } from './customers';

/** Stored already written in the recipient's language (customers.lang) at the time of the event. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_customer_created_idx').on(t.customerId, t.createdAt),
    // The bell's unread counter runs on every page load.
    index('notifications_customer_unread_idx').on(t.customerId).where(sql`not ${t.read}`),
  ],
);
