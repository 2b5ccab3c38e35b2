import { sql } from 'drizzle-orm';
import type { CountKind } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import { firstLock, hitsSet, type LimitRule } from '../rate-limit/rate-limit-service';

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

/**
 * What a process received since its last flush. `keys` are the senders' limit keys (keyed digests
 * of their addresses) with how many calls each sent (`calls`); each event names its sender's key,
 * the rank of its call among that key's calls (1 = the first), the company's public id, the
 * sender's account (null: none) and its São Paulo day.
 */
export interface ReportBatch {
  keys: string[];
  calls: number[];
  events: {
    key: string[];
    call: number[];
    company: string[];
    userId: (number | null)[];
    day: string[];
    kind: CountKind[];
  };
}

const countOf = (kind: CountKind) =>
  sql.raw(`count(*) filter (where e.kind = '${kind}')::int as ${KIND_COLUMNS[kind]}`);

/**
 * Writes a batch in one statement: each key's calls are added to its rate-limit counter (the
 * rate_limits row every process shares, with recordHit's window and lock; one row per address
 * and window, however many calls), and only the calls that fit under `rule.max` (the first ones;
 * none once the key is locked) count. They count in
 * company_daily_counts, for the listed companies they name that are not the sender's own.
 * PostgreSQL serialises the statements on a key, so processes flushing at once accept `max` calls
 * of a key between them, no more. The counters are read whole (the final select) before any count
 * is written, and each table's rows are taken in one order, so two flushes queue, never deadlock.
 * Answers the keys now locked, with their lock's end.
 */
export async function writeReports(
  db: Db,
  batch: ReportBatch,
  rule: LimitRule & { max: number },
  now: Date,
): Promise<{ key: string; lockedUntil: Date }[]> {
  if (batch.keys.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const hit = hitsSet(rule, sql`excluded.count`, now);
  const e = batch.events;
  const firstLockAt = firstLock(rule, rule.max, now)?.toISOString() ?? null;
  const kinds = Object.keys(KIND_COLUMNS) as CountKind[];
  const rows = await db.execute<{ key: string; locked_until: string }>(sql`
    with calls as (
      select * from unnest(${sql.param(batch.keys)}::text[], ${sql.param(batch.calls)}::int[]) as c(key, n)
    ), hits as (
      insert into rate_limits (key, count, window_start, locked_until)
      select key, n, ${at}, case when n >= ${rule.max} then ${firstLockAt}::timestamptz end
      from calls order by key
      on conflict (key) do update set
        count = ${hit.count}, window_start = ${hit.windowStart}, locked_until = ${hit.lockedUntil}
      returning key, count, locked_until
    ), accepted as (
      select h.key, greatest(0, least(c.n, ${rule.max} - (h.count - c.n))) as calls, h.locked_until
      from hits h join calls c on c.key = h.key
    ), events as (
      select * from unnest(${sql.param(e.key)}::text[], ${sql.param(e.call)}::int[],
        ${sql.param(e.company)}::text[], ${sql.param(e.userId)}::int[], ${sql.param(e.day)}::date[],
        ${sql.param(e.kind)}::text[]) as e(key, call, company, user_id, day, kind)
    ), counted as (
      select co.id as company_id, e.day, ${sql.join(kinds.map(countOf), sql`, `)}
      from events e
      join accepted a on a.key = e.key and e.call <= a.calls
      join companies co on co.req_id = e.company and co.suspended_at is null
      where co.owner_id is null or e.user_id is null or co.owner_id <> e.user_id
      group by co.id, e.day
    ), added as (
      insert into company_daily_counts as d
        (company_id, day, views, appearances, website_clicks, phone_clicks, whatsapp_clicks, email_clicks)
      select company_id, day, views, appearances, website_clicks, phone_clicks, whatsapp_clicks, email_clicks
      from counted order by company_id, day
      on conflict (company_id, day) do update set
        views = d.views + excluded.views,
        appearances = d.appearances + excluded.appearances,
        website_clicks = d.website_clicks + excluded.website_clicks,
        phone_clicks = d.phone_clicks + excluded.phone_clicks,
        whatsapp_clicks = d.whatsapp_clicks + excluded.whatsapp_clicks,
        email_clicks = d.email_clicks + excluded.email_clicks
    )
    select key, locked_until from accepted where locked_until > ${at}`);
  return rows.rows.map((row) => ({ key: row.key, lockedUntil: new Date(row.locked_until) }));
}

/**
 * Deletes the counters of `scope` (its keys' prefix) whose window has ended and that are not
 * locked: exactly the rows the next call would start anew (hitsSet's restart), so deleting them
 * changes no count. One row per visitor address would otherwise stay forever.
 */
export async function pruneCounters(db: Db, scope: string, rule: LimitRule, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const edge = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    delete from rate_limits
    where key like ${`${scope}:%`} and coalesce(locked_until <= ${at}, true)
      and (window_start <= ${edge} or locked_until <= ${at})`);
  return result.rowCount ?? 0;
}
