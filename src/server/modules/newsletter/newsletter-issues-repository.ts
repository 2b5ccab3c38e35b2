import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { AdminSubscribersBody, NewsletterSendBody } from '../../../shared/schemas/admin-people';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import {
  type DeliveryStatus,
  newsletterDeliveries,
  newsletterIssues,
} from '../../db/schema/newsletter-issues';
import { containsAllWords } from '../../db/sql/search';

const subscribed = isNotNull(newsletterSubscribers.confirmedAt);
const subscriberColumns = {
  email: newsletterSubscribers.email,
  lang: newsletterSubscribers.lang,
  confirmedAt: newsletterSubscribers.confirmedAt,
};

/** Confirmed subscribers, newest first. */
export async function listSubscribers(db: Db, filter: AdminSubscribersBody) {
  const where = and(subscribed, containsAllWords(newsletterSubscribers.email, filter.search));
  const [rows, [counted]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every confirmed subscriber, by address (the CSV export). */
export async function allSubscribers(db: Db) {
  return db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(subscribed)
    .orderBy(asc(newsletterSubscribers.email));
}

/**
 * The issue and one pending delivery per confirmed subscriber; answers the issue id and the count,
 * or null when an issue was already started from the same draft key (nothing is written then).
 */
export async function insertIssue(
  tx: Db,
  body: NewsletterSendBody,
  author: { id: number; name: string },
): Promise<{ id: number; recipients: number } | null> {
  const [issue] = await tx
    .insert(newsletterIssues)
    .values({
      draftKey: body.draft_key ?? null,
      subjectPt: body.subject_pt,
      subjectEn: body.subject_en,
      bodyPt: body.body_pt,
      bodyEn: body.body_en,
      authorId: author.id,
      authorName: author.name,
    })
    // A concurrent insert of the same key waits for the first to commit, then skips: no race.
    .onConflictDoNothing({ target: newsletterIssues.draftKey })
    .returning({ id: newsletterIssues.id });
  if (!issue) return null;
  const inserted = await tx.execute(
    sql`insert into ${newsletterDeliveries} (issue_id, subscriber_id)
        select ${issue.id}, ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${subscribed}`,
  );
  return { id: issue.id, recipients: inserted.rowCount ?? 0 };
}

const tally = (status: DeliveryStatus) =>
  sql<number>`count(*) filter (where ${newsletterDeliveries.status} = ${status})::int`;

/** Issues, newest first, with how far each send has gone. */
export async function listIssues(db: Db, page: number) {
  const issues = await db
    .select({
      id: newsletterIssues.id,
      subjectPt: newsletterIssues.subjectPt,
      subjectEn: newsletterIssues.subjectEn,
      status: newsletterIssues.status,
      author: newsletterIssues.authorName,
      createdAt: newsletterIssues.createdAt,
      finishedAt: newsletterIssues.finishedAt,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [counted] = await db.select({ total: count() }).from(newsletterIssues);
  const ids = issues.map((i) => i.id);
  const tallies = ids.length
    ? await db
        .select({
          issueId: newsletterDeliveries.issueId,
          total: sql<number>`count(*)::int`,
          sent: tally('sent'),
          pending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} in ('pending', 'sending'))::int`,
          skipped: tally('skipped'),
          uncertain: tally('uncertain'),
          failed: tally('failed'),
        })
        .from(newsletterDeliveries)
        .where(inArray(newsletterDeliveries.issueId, ids))
        .groupBy(newsletterDeliveries.issueId)
    : [];
  return { issues, tallies, total: counted?.total ?? 0 };
}

// --- The sender's queries (newsletter-sender.ts).

export type IssueToSend = typeof newsletterIssues.$inferSelect;

export async function nextIssueToSend(db: Db): Promise<IssueToSend | undefined> {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sending'))
    .orderBy(asc(newsletterIssues.id))
    .limit(1);
  return row;
}

/**
 * Deliveries left `sending` by a sender that is gone (only called by the one running sender job):
 * the mail may or may not have left, so they are never sent again.
 */
export async function abandonInFlight(db: Db): Promise<number> {
  const rows = await db
    .update(newsletterDeliveries)
    .set({ status: 'uncertain' })
    .where(eq(newsletterDeliveries.status, 'sending'))
    .returning({ issueId: newsletterDeliveries.issueId });
  return rows.length;
}

export async function pendingBatch(db: Db, issueId: number, size: number) {
  return db
    .select({
      subscriberId: newsletterDeliveries.subscriberId,
      email: newsletterSubscribers.email,
      lang: newsletterSubscribers.lang,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, 'pending')))
    .orderBy(asc(newsletterDeliveries.subscriberId))
    .limit(size);
}

/**
 * Moves one delivery from `from` to `to` in one statement; false when another sender moved it
 * first, so a recipient is claimed (pending → sending) by one sender only.
 */
export async function moveDelivery(
  db: Db,
  key: { issueId: number; subscriberId: number },
  from: DeliveryStatus,
  to: DeliveryStatus,
  extra: { unsubscribeHash?: string; sentAt?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(newsletterDeliveries)
    .set({ status: to, ...extra })
    .where(
      and(
        eq(newsletterDeliveries.issueId, key.issueId),
        eq(newsletterDeliveries.subscriberId, key.subscriberId),
        eq(newsletterDeliveries.status, from),
      ),
    )
    .returning({ issueId: newsletterDeliveries.issueId });
  return rows.length > 0;
}

export async function finishIssue(db: Db, issueId: number, now: Date): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ status: 'sent', finishedAt: now })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')));
}
