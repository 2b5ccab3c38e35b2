import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COLUMNS } from './insights-jobs-repository';

/*
 * Issue 35 item 4: the association's view sums a window of days across the catalogue. Summing every
 * company's daily rows each call read 300,000 rows per 30 days at 10,000 companies (p50 1.6 s);
 * company_period_counts (migration 0101) holds each company's sums over whole past days, rebuilt
 * once a São Paulo day, and a read adds today's daily rows to them.
 */

/** Days [first, last] (São Paulo, 'YYYY-MM-DD', inclusive). */
export interface DayRange {
  first: string;
  last: string;
}

const LIST = sql.raw(COLUMNS.join(', '));

/** One key for every process: builds queue on it, and the one that waited finds the work done. */
const BUILD_LOCK_KEY = 3_500_101;

/** Whether the sums of these ranges are stored (a build marks each range, even with no company in it). */
async function stored(db: Db, ranges: readonly DayRange[]): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (values ${sql.join(
      ranges.map((r) => sql`(${r.first}::date, ${r.last}::date)`),
      sql`, `,
    )}) as r(first_day, last_day)
    where exists (select 1 from company_period_counts p
      where p.first_day = r.first_day and p.last_day = r.last_day)`);
  return result.rows[0]?.n === ranges.length;
}

/**
 * Stores every company's sums over each range (past days only), in one transaction under an
 * advisory lock, unless they are stored already (`again`: the daily pass, after it set past days'
 * quote columns anew). Keeps the ranges of the build before (a call still reading them), drops
 * older ones. A company with none of a range's days has no row (zeros), except that each range
 * always has one row, of zeros if need be, which marks it stored. Answers whether it built.
 */
export async function storePeriodCounts(
  db: Db,
  ranges: readonly DayRange[],
  again = false,
): Promise<boolean> {
  if (!again && (await stored(db, ranges))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK_KEY})`);
    if (!again && (await stored(tx, ranges))) return false;
    // 'YYYY-MM-DD' sorts as the days do.
    const first = ranges.map((r) => r.first).sort()[0] ?? '';
    const last =
      ranges
        .map((r) => r.last)
        .sort()
        .at(-1) ?? '';
    const pairs = sql.join(
      ranges.map((r) => sql`(${r.first}::date, ${r.last}::date)`),
      sql`, `,
    );
    await tx.execute(sql`delete from company_period_counts
      where first_day < ${first}::date - 1 or (first_day, last_day) in (${pairs})`);
    const sums: SQL = sql.raw(COLUMNS.map((c) => `coalesce(sum(d.${c}), 0)::int`).join(', '));
    await tx.execute(sql`
      insert into company_period_counts (company_id, first_day, last_day, ${LIST})
      select d.company_id, r.first_day, r.last_day, ${sums}
      from (values ${pairs}) as r(first_day, last_day)
      join company_daily_counts d on d.day between r.first_day and r.last_day
      where d.day between ${first}::date and ${last}::date
      group by d.company_id, r.first_day, r.last_day`);
    // The ranges no company was counted in: a row of zeros for the first company, as their marker.
    await tx.execute(sql`
      insert into company_period_counts (company_id, first_day, last_day)
      select (select min(id) from companies), r.first_day, r.last_day
      from (values ${pairs}) as r(first_day, last_day)
      where exists (select 1 from companies)
      on conflict do nothing`);
    return true;
  });
}

/**
 * Each company's counts over `stored` plus its daily rows of [liveFrom, liveTo] (none when
 * liveFrom is null): rows of (company_id, counts), several per company, for a caller to sum.
 */
export function windowRows(range: DayRange, live: DayRange | null): SQL {
  const storedRows = sql`select company_id, ${LIST} from company_period_counts
    where first_day = ${range.first}::date and last_day = ${range.last}::date`;
  if (!live) return storedRows;
  return sql`${storedRows} union all select company_id, ${LIST} from company_daily_counts
    where day between ${live.first}::date and ${live.last}::date`;
}
