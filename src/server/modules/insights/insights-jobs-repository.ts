import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Sets the quote columns of the days [from, to] from the quote tables (SQL function of migration 0062). */
export async function refreshQuoteCounts(db: Db, from: string, to: string): Promise<void> {
  await db.execute(sql`select refresh_company_quote_counts(${from}::date, ${to}::date)`);
}

/** Every count column of the counting tables, in their order. */
export const COLUMNS = [
  'views',
  'appearances',
  'website_clicks',
  'phone_clicks',
  'whatsapp_clicks',
  'email_clicks',
  'quotes_received',
  'quotes_answered',
  'quotes_won',
  'ratings',
] as const;

/**
 * Moves the days before `before` into their months, in one statement (so no day is counted twice
 * or lost, whatever runs beside it): deleted from the days, added to the month's row. Answers how
 * many days moved.
 */
export async function rollUpDays(db: Db, before: string): Promise<number> {
  const sums = sql.raw(COLUMNS.map((c) => `sum(${c})::int`).join(', '));
  const adds = sql.raw(COLUMNS.map((c) => `${c} = m.${c} + excluded.${c}`).join(', '));
  const list = sql.raw(COLUMNS.join(', '));
  const result = await db.execute<{ moved: number }>(sql`
    with moved as (delete from company_daily_counts where day < ${before}::date returning *),
    added as (
      insert into company_monthly_counts as m (company_id, month, ${list})
      select company_id, date_trunc('month', day)::date, ${sums} from moved group by 1, 2
      on conflict (company_id, month) do update set ${adds}
    )
    select count(*)::int as moved from moved`);
  return result.rows[0]?.moved ?? 0;
}
