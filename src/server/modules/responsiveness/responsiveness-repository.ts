import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upsertResponsiveness } from '../../db/responsiveness-figures';
import { companies } from '../../db/schema/companies';
import { quoteRecipients, quotes } from '../../db/schema/quotes';
import { companyResponsiveness } from '../../db/schema/responsiveness';

/** Sets the recipient's first answer unless it already has one; true when this call set it. */
export async function setFirstAnswer(db: Db, quoteId: number, companyId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(quoteRecipients)
    .set({ firstAnswerAt: at })
    .where(
      and(
        eq(quoteRecipients.quoteId, quoteId),
        eq(quoteRecipients.companyId, companyId),
        isNull(quoteRecipients.firstAnswerAt),
      ),
    )
    .returning({ quoteId: quoteRecipients.quoteId });
  return rows.length > 0;
}

/** Recomputes these companies' figures (a company that no longer exists is skipped). */
export async function refreshFigures(
  db: Db,
  companyIds: readonly number[],
  since: Date,
  now: Date,
): Promise<void> {
  if (companyIds.length === 0) return;
  await upsertResponsiveness(db, sql`c.id = any(${sql.param([...companyIds])}::int[])`, since, now);
}

/** Recomputes the figures of every company that received quote `quoteId`. */
export async function refreshRecipientFigures(
  db: Db,
  quoteId: number,
  since: Date,
  now: Date,
): Promise<void> {
  const recipients = sql`c.id in (select ${quoteRecipients.companyId} from ${quoteRecipients}
    where ${quoteRecipients.quoteId} = ${quoteId})`;
  await upsertResponsiveness(db, recipients, since, now);
}

/**
 * Recomputes, at most `limit` at a time, the figures of the companies with an unanswered request
 * whose deadline passed (in the window) after their figures were computed: from then on it counts.
 * Open quotes with a deadline are read through quotes_open_deadline_idx. Answers how many it did.
 */
export async function refreshPassedDeadlineFigures(
  db: Db,
  since: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const passed = sql`c.id in (
    select distinct r.company_id from ${quotes} q
    join ${quoteRecipients} r on r.quote_id = q.id
    join ${companyResponsiveness} cr on cr.company_id = r.company_id
    where q.status = 'a' and q.deadline is not null and q.deadline > ${since} and q.deadline <= ${now}
      and r.first_answer_at is null and cr.refreshed_at < q.deadline
    limit ${limit})`;
  const result = await upsertResponsiveness(db, passed, since, now);
  return result.rowCount ?? 0;
}

/**
 * Recomputes, at most `limit` at a time, the figures not refreshed since `staleBefore` that still
 * count a request: as the window slides, its oldest requests drop out. Answers how many it did.
 */
export async function refreshStaleFigures(
  db: Db,
  staleBefore: Date,
  since: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const stale = sql`c.id in (
    select ${companyResponsiveness.companyId} from ${companyResponsiveness}
    where ${companyResponsiveness.requests} > 0 and ${companyResponsiveness.refreshedAt} < ${staleBefore}
    order by ${companyResponsiveness.refreshedAt} limit ${limit})`;
  const result = await upsertResponsiveness(db, stale, since, now);
  return result.rowCount ?? 0;
}

export interface FiguresRow {
  requests: number;
  answered: number;
  medianSeconds: number | null;
}

export async function findFigures(db: Db, companyId: number): Promise<FiguresRow | undefined> {
  const [row] = await db
    .select({
      requests: companyResponsiveness.requests,
      answered: companyResponsiveness.answered,
      medianSeconds: companyResponsiveness.medianSeconds,
    })
    .from(companyResponsiveness)
    .where(eq(companyResponsiveness.companyId, companyId));
  return row;
}

/** The figures of these companies, by id (a company without a row received no request). */
export async function findFiguresOf(db: Db, companyIds: readonly number[]): Promise<Map<number, FiguresRow>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: companyResponsiveness.companyId,
      requests: companyResponsiveness.requests,
      answered: companyResponsiveness.answered,
      medianSeconds: companyResponsiveness.medianSeconds,
    })
    .from(companyResponsiveness)
    .where(inArray(companyResponsiveness.companyId, [...companyIds]));
  return new Map(rows.map(({ companyId, ...figures }) => [companyId, figures]));
}

/** The id of the company `customerId` owns, if any. */
export async function ownedCompanyId(db: Db, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, customerId));
  return row?.id;
}

/** pg_advisory_xact_lock key of the periodic refresh (released at the transaction's end). */
const SWEEP_LOCK_KEY = 1_796_000_018;

export async function tryResponsivenessLock(tx: Db): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
  );
  return result.rows[0]?.locked === true;
}
