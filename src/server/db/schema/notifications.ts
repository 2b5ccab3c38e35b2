import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { customers } from './customers';

/**
 * What happened (`kind`, `params`), written at read time in the reader's language (migration
 * 0009). Rows from before that keep the `label` and `text` written in the recipient's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    label: text('label'),
    text: text('text'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_customer_created_idx').on(t.customerId, t.createdAt),
    // The bell's unread counter runs on every page load.
    index('notifications_customer_unread_idx').on(t.customerId).where(sql`not ${t.read}`),
    check(
      'notifications_kind_or_text',
      sql`${t.kind} is not null or (${t.label} is not null and ${t.text} is not null)`,
    ),
  ],
);
