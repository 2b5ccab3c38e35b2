import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { newsletterSubscribers } from './newsletter';

export const ISSUE_STATUSES = ['sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** A newsletter issue written in the back office, in both languages (markdown bodies). */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectPt: text('subject_pt').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyPt: text('body_pt').notNull(),
    bodyEn: text('body_en').notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('sending'),
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The composer's key of the draft (migration 0020): one draft starts at most one issue. */
    draftKey: uuid('draft_key').unique('newsletter_issues_draft_key_unique'),
  },
  (t) => [check('newsletter_issues_status_known', sql`${t.status} in ('sending', 'sent')`)],
);

/**
 * One row per recipient of an issue, written when the send starts. `pending` → `sending` (claimed,
 * committed before the mail is handed to the transport) → `sent`. A row found `sending` when a new
 * sender takes over was in flight when a process died: it becomes `uncertain` and is never sent
 * again, so nobody gets an issue twice. `skipped`: unsubscribed before their turn. Only the SHA-256
 * of the unsubscribe token mailed to that recipient is kept.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'uncertain', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    unsubscribeHash: text('unsubscribe_hash').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    check(
      'newsletter_deliveries_status_known',
      sql`${t.status} in ('pending', 'sending', 'sent', 'skipped', 'uncertain', 'failed')`,
    ),
    index('newsletter_deliveries_pending_idx').on(t.issueId, t.status),
  ],
);
