import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteRecipients } from '../../db/schema/quotes';
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

/**
 * The figures of the companies chosen by `which` (a condition on `c`, the companies row),
 * recomputed from their requests received after `since` and written in one statement. Reads each
 * company's recipient rows through quote_recipients_company_idx.
 */
function upsertFigures(db: Db, which: SQL, since: Date, now: Date) {
  return db.execute(sql`
    insert into ${companyResponsiveness} (company_id, requests, answered, median_seconds, refreshed_at)
    select c.id, count(r.company_id)::int, count(r.first_answer_at)::int,
      round(percentile_cont(0.5) within group (order by extract(epoch from r.first_answer_at - r.created_at))
        filter (where r.first_answer_at is not null))::int,
      ${now}
    from ${companies} c
    left join ${quoteRecipients} r on r.company_id = c.id and r.created_at > ${since}
    where ${which}
    group by c.id
    on conflict (company_id) do update set
      requests = excluded.requests,
      answered = excluded.answered,
      median_seconds = excluded.median_seconds,
      refreshed_at = excluded.refreshed_at`);
}

/** Recomputes these companies' figures (a company that no longer exists is skipped). */
export async function refreshFigures(
  db: Db,
  companyIds: readonly number[],
  since: Date,
  now: Date,
): Promise<void> {
  if (companyIds.length === 0) return;
  await upsertFigures(db, sql`c.id = any(${sql.param([...companyIds])}::int[])`, since, now);
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
  const result = await upsertFigures(db, stale, since, now);
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
