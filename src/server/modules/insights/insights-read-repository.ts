import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** A period's sums, as the SQL below names them. */
export type SumsRow = {
  period: string;
  views: number;
  appearances: number;
  website_clicks: number;
  phone_clicks: number;
  whatsapp_clicks: number;
  email_clicks: number;
  quotes_received: number;
  quotes_answered: number;
  quotes_won: number;
  ratings: number;
};

export const SUMS = sql.raw(`sum(views)::int as views, sum(appearances)::int as appearances,
  sum(website_clicks)::int as website_clicks, sum(phone_clicks)::int as phone_clicks,
  sum(whatsapp_clicks)::int as whatsapp_clicks, sum(email_clicks)::int as email_clicks,
  sum(quotes_received)::int as quotes_received, sum(quotes_answered)::int as quotes_answered,
  sum(quotes_won)::int as quotes_won, sum(ratings)::int as ratings`);

/** The owner's company: its id and whether its digest is on; undefined without one. */
export async function ownedCompany(db: Db, ownerId: number) {
  const [row] = await db
    .select({ id: companies.id, digest: companies.insightsDigest })
    .from(companies)
    .where(eq(companies.ownerId, ownerId));
  return row;
}

/** One company's days from `from` (YYYY-MM-DD) on, one row per day that has one. */
export async function dailySums(db: Db, companyId: number, from: string): Promise<SumsRow[]> {
  const result = await db.execute<SumsRow>(sql`
    select to_char(day, 'YYYY-MM-DD') as period, ${SUMS} from company_daily_counts
    where company_id = ${companyId} and day >= ${from}::date group by day`);
  return result.rows;
}

/** One company's calendar months from the month of `from` on: the days and the rolled-up months together. */
export async function monthlySums(db: Db, companyId: number, from: string): Promise<SumsRow[]> {
  const result = await db.execute<SumsRow>(sql`
    select period, ${SUMS} from (
      select to_char(date_trunc('month', day), 'YYYY-MM-DD') as period, d.* from company_daily_counts d
      where company_id = ${companyId} and day >= ${from}::date
      union all
      select to_char(month, 'YYYY-MM-DD'), m.* from company_monthly_counts m
      where company_id = ${companyId} and month >= ${from}::date
    ) both_kinds group by period`);
  return result.rows;
}

/**
 * The medians, over the other companies sharing a category with this one that received requests
 * since `from`, of their answered and won shares; and how many such companies there are.
 */
export async function peerMedians(db: Db, companyId: number, from: string) {
  const result = await db.execute<{ answered: number | null; won: number | null; peers: number }>(sql`
    with peers as (
      select distinct p.company_id from company_categories mine
      join company_categories p on p.category_id = mine.category_id
      where mine.company_id = ${companyId} and p.company_id <> ${companyId}
    ), shares as (
      select sum(d.quotes_answered)::float8 / sum(d.quotes_received) as answered,
        sum(d.quotes_won)::float8 / sum(d.quotes_received) as won
      from peers join company_daily_counts d on d.company_id = peers.company_id and d.day >= ${from}::date
        -- Only the days with a quote (migration 0081's partial index): the others add nothing.
        and (d.quotes_received > 0 or d.quotes_answered > 0 or d.quotes_won > 0)
      group by peers.company_id having sum(d.quotes_received) > 0
    )
    select percentile_cont(0.5) within group (order by answered) as answered,
      percentile_cont(0.5) within group (order by won) as won, count(*)::int as peers
    from shares`);
  return result.rows[0] ?? { answered: null, won: null, peers: 0 };
}

/** Turns the monthly digest on or off for the owner's company. */
export async function setDigest(db: Db, ownerId: number, on: boolean): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ insightsDigest: on })
    .where(eq(companies.ownerId, ownerId))
    .returning({ id: companies.id });
  return rows.length > 0;
}
