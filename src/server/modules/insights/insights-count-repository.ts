import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** The columns the browser's reports add to, by kind (the quote columns are set by a job). */
export const KIND_COLUMNS = {
  view: 'views',
  appearance: 'appearances',
  website: 'website_clicks',
  phone: 'phone_clicks',
  whatsapp: 'whatsapp_clicks',
  email: 'email_clicks',
} as const;
export type CountColumn = (typeof KIND_COLUMNS)[keyof typeof KIND_COLUMNS];
export const COUNT_COLUMNS = Object.values(KIND_COLUMNS);

/** One company and day's additions. */
export interface CountRow {
  companyId: number;
  day: string;
  add: Record<CountColumn, number>;
}

/**
 * Adds a batch of counts in one statement: each row is inserted, or added to the row already there
 * (`views = views + excluded.views`), so processes flushing at once never lose each other's counts.
 */
export async function addCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = (name: CountColumn) => rows.map((row) => row.add[name]);
  await db.execute(sql`
    insert into company_daily_counts as d
      (company_id, day, views, appearances, website_clicks, phone_clicks, whatsapp_clicks, email_clicks)
    select * from unnest(
      ${sql.param(rows.map((row) => row.companyId))}::int[], ${sql.param(rows.map((row) => row.day))}::date[],
      ${sql.param(column('views'))}::int[], ${sql.param(column('appearances'))}::int[],
      ${sql.param(column('website_clicks'))}::int[], ${sql.param(column('phone_clicks'))}::int[],
      ${sql.param(column('whatsapp_clicks'))}::int[], ${sql.param(column('email_clicks'))}::int[])
    on conflict (company_id, day) do update set
      views = d.views + excluded.views,
      appearances = d.appearances + excluded.appearances,
      website_clicks = d.website_clicks + excluded.website_clicks,
      phone_clicks = d.phone_clicks + excluded.phone_clicks,
      whatsapp_clicks = d.whatsapp_clicks + excluded.whatsapp_clicks,
      email_clicks = d.email_clicks + excluded.email_clicks`);
}

/** The listed companies among these public ids, with their owners. */
export function companiesByReqId(db: Db, reqIds: readonly string[]) {
  return db
    .select({ reqId: companies.reqId, id: companies.id, ownerId: companies.ownerId })
    .from(companies)
    .where(and(inArray(companies.reqId, [...reqIds]), isNull(companies.suspendedAt)));
}
