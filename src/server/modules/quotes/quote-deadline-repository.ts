import { type AnyColumn, and, asc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DeclineReason } from '../../../shared/schemas/quote-deadline';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteDeclines } from '../../db/schema/quote-declines';
import { quoteProposals, quoteRecipients, quotes } from '../../db/schema/quotes';
import { qualified } from '../../db/sql/qualified';

/* Issue 18 items 2 and 3: deadlines, their reminders and declines (migration 0017). */

/** The outer row's quote id, with its table: a bare `"id"` here would be the proposal's own (qualified.ts). */
const outerQuoteId = qualified(quotes.id);

const proposalFrom = (companyId: AnyColumn | number, chosenOnly = false) =>
  sql`exists (select 1 from ${quoteProposals} where ${quoteProposals.quoteId} = ${outerQuoteId} and ${quoteProposals.companyId} = ${companyId}${chosenOnly ? sql` and ${quoteProposals.chosen}` : sql``})`;
const declineFrom = (companyId: AnyColumn | number) =>
  sql`exists (select 1 from ${quoteDeclines} where ${quoteDeclines.quoteId} = ${outerQuoteId} and ${quoteDeclines.companyId} = ${companyId})`;

/** Select expression: whether the company sent a proposal for the quote of the row. */
export function proposedBy(companyId: number): SQL<boolean> {
  return proposalFrom(companyId).mapWith(Boolean);
}

/** Select expression: whether the quote of the row was concluded on the company's proposal. */
export function chosenFrom(companyId: number): SQL<boolean> {
  return proposalFrom(companyId, true).mapWith(Boolean);
}

/** Select expression: whether the company declined the quote of the row. */
export function declinedBy(companyId: number): SQL<boolean> {
  return declineFrom(companyId).mapWith(Boolean);
}

/**
 * A company's to-do: quotes still open, before their deadline (or with none), that it has neither
 * proposed for nor declined, and not in a revision round (which asks only those who proposed).
 */
export function stillToAnswer(companyId: number): SQL | undefined {
  return and(
    eq(quotes.status, 'a'),
    eq(quotes.round, 1),
    sql`(${quotes.deadline} is null or ${quotes.deadline} > now())`,
    sql`not ${proposalFrom(companyId)}`,
    sql`not ${declineFrom(companyId)}`,
  );
}

/**
 * Sets a quote's deadline. The reminders already sent are forgotten only when the new deadline is
 * more than 24 hours away: its own reminder is then still to come, and nobody gets two within a day.
 */
export async function setDeadline(db: Db, quoteId: number, deadline: Date, now: Date): Promise<void> {
  await db.update(quotes).set({ deadline }).where(eq(quotes.id, quoteId));
  if (deadline.getTime() - now.getTime() > 24 * 3_600_000) {
    await db.update(quoteRecipients).set({ remindedAt: null }).where(eq(quoteRecipients.quoteId, quoteId));
  }
}

export interface ClaimedReminder {
  quoteId: number;
  reqId: string;
  title: string;
  deadline: Date;
  companyId: number;
}

/**
 * Claims the reminders due at `now`: recipients of open quotes whose deadline is within the next 24
 * hours, not yet reminded, that have neither proposed nor declined. The update marks them in the
 * same statement, so of several processes running the job each recipient is claimed by one only.
 */
export async function claimReminders(db: Db, now: Date, within: number): Promise<ClaimedReminder[]> {
  const until = new Date(now.getTime() + within);
  const rows = await db
    .update(quoteRecipients)
    .set({ remindedAt: now })
    .from(quotes)
    .where(
      and(
        eq(quotes.id, quoteRecipients.quoteId),
        eq(quotes.status, 'a'),
        // In a revision round nobody left to remind may still propose (issue 34 item 6).
        eq(quotes.round, 1),
        gt(quotes.deadline, now),
        lte(quotes.deadline, until),
        isNull(quoteRecipients.remindedAt),
        // A request that arrived less than 12 hours before its deadline is its own reminder: the
        // "new request" e-mail said the deadline, a second one seconds later is noise (issue 30).
        sql`${quoteRecipients.createdAt} <= ${quotes.deadline} - interval '12 hours'`,
        sql`not ${proposalFrom(quoteRecipients.companyId)}`,
        sql`not ${declineFrom(quoteRecipients.companyId)}`,
      ),
    )
    .returning({
      quoteId: quotes.id,
      reqId: quotes.reqId,
      title: quotes.title,
      deadline: quotes.deadline,
      companyId: quoteRecipients.companyId,
    });
  return rows.map((r) => ({ ...r, deadline: r.deadline ?? until }));
}

/** Whether the company sent any proposal for the quote. */
export async function hasProposalFrom(db: Db, quoteId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(and(eq(quoteProposals.quoteId, quoteId), eq(quoteProposals.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

export async function hasDeclined(db: Db, quoteId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ at: quoteDeclines.createdAt })
    .from(quoteDeclines)
    .where(and(eq(quoteDeclines.quoteId, quoteId), eq(quoteDeclines.companyId, companyId)));
  return rows.length > 0;
}

/** Stores a decline; undefined when the company had already declined (the key holds it). */
export async function insertDecline(
  db: Db,
  values: { quoteId: number; companyId: number; reason: DeclineReason; note: string | null },
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .insert(quoteDeclines)
    .values(values)
    .onConflictDoNothing()
    .returning({ createdAt: quoteDeclines.createdAt });
  return row;
}

export interface DeclineRow {
  companyName: string;
  reason: DeclineReason;
  note: string | null;
  createdAt: Date;
}

/** Oldest first; only that of `companyId` when given. */
export async function declinesOf(db: Db, quoteId: number, companyId?: number): Promise<DeclineRow[]> {
  return db
    .select({
      companyName: companies.tradeName,
      reason: quoteDeclines.reason,
      note: quoteDeclines.note,
      createdAt: quoteDeclines.createdAt,
    })
    .from(quoteDeclines)
    .innerJoin(companies, eq(companies.id, quoteDeclines.companyId))
    .where(
      and(
        eq(quoteDeclines.quoteId, quoteId),
        companyId === undefined ? undefined : eq(quoteDeclines.companyId, companyId),
      ),
    )
    .orderBy(asc(quoteDeclines.createdAt), asc(quoteDeclines.companyId));
}
