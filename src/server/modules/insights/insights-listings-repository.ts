import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import {
  ABOUT_MIN_LENGTH,
  type ProfileGap,
  type ReminderKind,
} from '../../../shared/schemas/listing-insights';
import type { Db } from '../../db/client';
import { SUMS, type SumsRow } from './insights-read-repository';

/*
 * Issue 35 item 4: the association's view across the listed companies. "Listed" is the public
 * catalogue's own column (decision 0031); only owned listings can be reminded (an unclaimed one has
 * nobody to write to).
 */

/**
 * The sums over the listed companies of `rows` (windowRows: each company's counts of a window, in
 * one row or several), labelled `period`.
 */
export async function catalogueSums(db: Db, period: string, rows: SQL): Promise<SumsRow[]> {
  const result = await db.execute<SumsRow>(sql`
    select ${period} as period, ${SUMS} from (${rows}) d
    join companies c on c.id = d.company_id and c.listed
    having count(*) > 0`);
  return result.rows;
}

export async function listedCount(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from companies where listed`);
  return result.rows[0]?.n ?? 0;
}

/** Each category holding a listed company: how many, and their counts of `rows` (windowRows), most viewed first. */
export async function categorySums(db: Db, rows: SQL, lang: Lang) {
  const name = sql.raw(lang === 'en' ? 'cat.name_en' : 'cat.name_pt');
  const result = await db.execute<{
    id: number;
    name: string;
    companies: number;
    views: number;
    appearances: number;
    clicks: number;
    quotesReceived: number;
  }>(sql`
    with per_company as (
      select company_id, sum(views) as views, sum(appearances) as appearances,
        sum(website_clicks + phone_clicks + whatsapp_clicks + email_clicks) as clicks,
        sum(quotes_received) as quotes_received
      from (${rows}) d group by company_id
    )
    select cat.id, ${name} as name, count(distinct c.id)::int as companies,
      coalesce(sum(d.views), 0)::int as views, coalesce(sum(d.appearances), 0)::int as appearances,
      coalesce(sum(d.clicks), 0)::int as clicks,
      coalesce(sum(d.quotes_received), 0)::int as "quotesReceived"
    from categories cat
    join company_categories cc on cc.category_id = cat.id
    join companies c on c.id = cc.company_id and c.listed
    left join per_company d on d.company_id = c.id
    group by cat.id
    order by views desc, name, cat.id`);
  return result.rows;
}

/** Where an owned listing stands, for both lists and the reminders. */
export interface ListingCriteria {
  /** No view in these rows (windowRows of the idle window)… */
  idleWindow: SQL;
  /** …for a listing made before this instant. */
  listedBefore: Date;
}

// Named gap_* so a gap never shadows a column of the same name (the owner's e-mail).
const gaps = sql.raw(`c.logo_file_id is null as gap_logo,
  char_length(btrim(c.about)) < ${ABOUT_MIN_LENGTH} as gap_about,
  not exists (select 1 from company_products p where p.company_id = c.id) as gap_products,
  not c.email_valid as gap_email`);
type GapColumns = Record<`gap_${ProfileGap}`, boolean>;

/** What a row lacks, from its gap_* columns. */
function gapsOf(row: GapColumns): Record<ProfileGap, boolean> {
  return { logo: row.gap_logo, about: row.gap_about, products: row.gap_products, email: row.gap_email };
}

function whereOf(kind: ReminderKind, criteria: ListingCriteria): SQL {
  const owned = sql`c.listed and c.owner_id is not null`;
  if (kind === 'idle')
    return sql`${owned} and c.created_at < ${criteria.listedBefore.toISOString()}::timestamptz
      and c.id not in (select company_id from (${criteria.idleWindow}) d where d.views > 0)`;
  return sql`${owned} and (c.logo_file_id is null or char_length(btrim(c.about)) < ${ABOUT_MIN_LENGTH}
    or not exists (select 1 from company_products p where p.company_id = c.id) or not c.email_valid)`;
}

export interface ListingRow {
  reqId: string;
  tradeName: string;
  listedAt: Date;
  remindedAt: Date | null;
  total: number;
  gaps: Record<ProfileGap, boolean>;
}

/** The oldest `limit` listings of a kind, each with the count of them all. */
export async function listingsOf(
  db: Db,
  kind: ReminderKind,
  criteria: ListingCriteria,
  limit: number,
): Promise<ListingRow[]> {
  const result = await db.execute<Omit<ListingRow, 'gaps'> & GapColumns>(sql`
    select c.req_id as "reqId", c.trade_name as "tradeName", c.created_at as "listedAt",
      r.sent_at as "remindedAt", ${gaps}, (count(*) over ())::int as total
    from companies c left join listing_reminders r on r.company_id = c.id
    where ${whereOf(kind, criteria)}
    order by c.created_at, c.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    reqId: row.reqId,
    tradeName: row.tradeName,
    total: row.total,
    listedAt: new Date(row.listedAt),
    remindedAt: row.remindedAt ? new Date(row.remindedAt) : null,
    gaps: gapsOf(row),
  }));
}

export interface ClaimedReminder {
  tradeName: string;
  /** The owner's address and language. */
  email: string;
  lang: Lang;
  gaps: Record<ProfileGap, boolean>;
}

/**
 * Claims a reminder for every listing of a kind not reminded since `pausedSince`, in one statement
 * (a row per company moved forward only past the pause, so parallel calls claim each company
 * once), and answers the owners to write to and how many listings of the kind there were.
 */
export async function claimReminders(
  tx: Db,
  kind: ReminderKind,
  criteria: ListingCriteria,
  pausedSince: Date,
  now: Date,
): Promise<{ claimed: ClaimedReminder[]; total: number }> {
  const result = await tx.execute<Omit<ClaimedReminder, 'gaps'> & GapColumns & { total: number }>(sql`
    with targets as (select c.id from companies c where ${whereOf(kind, criteria)}),
    claimed as (
      insert into listing_reminders (company_id, kind, sent_at)
      select id, ${kind}, ${now.toISOString()}::timestamptz from targets
      on conflict (company_id) do update set kind = excluded.kind, sent_at = excluded.sent_at
        where listing_reminders.sent_at < ${pausedSince.toISOString()}::timestamptz
      returning company_id
    )
    select c.trade_name as "tradeName", o.email, o.lang, ${gaps},
      (select count(*) from targets)::int as total
    from claimed join companies c on c.id = claimed.company_id join customers o on o.id = c.owner_id
    order by c.id`);
  const total = result.rows[0]?.total ?? (await countOf(tx, kind, criteria));
  const claimed = result.rows.map((row) => ({
    tradeName: row.tradeName,
    email: row.email,
    lang: row.lang,
    gaps: gapsOf(row),
  }));
  return { claimed, total };
}

async function countOf(db: Db, kind: ReminderKind, criteria: ListingCriteria): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from companies c where ${whereOf(kind, criteria)}`,
  );
  return result.rows[0]?.n ?? 0;
}
