import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { cities, states } from '../../db/schema/places';
import { quoteProposals, quoteRecipients, quotes } from '../../db/schema/quotes';
import { byLang } from '../../db/sql/localized';

/*
 * The dashboard's figures (issue 15, item 6), one query per chart, each bounded below by the
 * period's start so it reads only the period's rows (the indexes of migration 0015). Weeks are the
 * association's: Monday 00:00 in São Paulo, which has kept UTC-3 all year since 2019, so a week is
 * always 7 × 24 h after the period's start.
 */
const ZONE = 'America/Sao_Paulo';
const WEEK_SECONDS = 7 * 24 * 3600;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The Monday that starts the period (`weeks` weeks including the current one), as a moment and a day. */
export async function periodStart(db: Db, weeks: number): Promise<{ from: Date; day: string }> {
  const [row] = await rows<{ from: Date; day: string }>(
    db,
    sql`select (start at time zone ${ZONE}) as "from", to_char(start, 'YYYY-MM-DD') as day
      from (select date_trunc('week', now() at time zone ${ZONE}) - make_interval(weeks => ${weeks - 1}) as start) s`,
  );
  if (!row) throw new Error('no period');
  return { from: new Date(row.from), day: row.day };
}

export type WeeklyKind = 'companies' | 'customers' | 'quotes' | 'proposals' | 'chosen';

/**
 * Rows created per week since `from`: week 0 is the period's first. One small query per series, run
 * side by side on the pool: one query of five parts makes PostgreSQL start parallel workers, which
 * cost more than the counting on a busy machine.
 */
export async function weeklyCounts(db: Db, from: Date) {
  const start = from.getTime() / 1000;
  // date_part answers float8: cheaper per row than extract's numeric.
  const per = (kind: WeeklyKind, table: SQL, column: SQL, extra?: SQL) =>
    rows<{ kind: WeeklyKind; week: number; n: number }>(
      db,
      sql`select ${kind}::text as kind,
          floor((date_part('epoch', ${column}) - ${start}::float8) / ${WEEK_SECONDS})::int as week,
          count(*)::int as n
        from ${table} where ${column} >= ${from}::timestamptz ${extra ? sql`and ${extra}` : sql``} group by 2`,
    );
  const parts = await Promise.all([
    per('companies', sql`${companies}`, sql`${companies.createdAt}`),
    per('customers', sql`${customers}`, sql`${customers.createdAt}`),
    per('quotes', sql`${quotes}`, sql`${quotes.dateOpen}`),
    per('proposals', sql`${quoteProposals}`, sql`${quoteProposals.createdAt}`),
    per('chosen', sql`${quoteProposals}`, sql`${quoteProposals.chosenAt}`, sql`${quoteProposals.chosen}`),
  ]);
  return parts.flat();
}

/**
 * Requests opened since `from`, how many received a proposal, and the median wait for the first.
 * A request's proposals come after it opened, so only the period's proposals are read.
 */
export async function answerFigures(db: Db, from: Date) {
  const [row] = await rows<{ quotes: number; answered: number; median: number | null }>(
    db,
    sql`select count(*)::int as quotes, count(f.first)::int as answered,
        date_part('epoch', percentile_cont(0.5) within group (order by f.first - q.date_open)) as median
      from ${quotes} q
      left join (
        select quote_id, min(created_at) as first from ${quoteProposals}
        where created_at >= ${from}::timestamptz group by quote_id
      ) f on f.quote_id = q.id
      where q.date_open >= ${from}::timestamptz`,
  );
  return { quotes: row?.quotes ?? 0, answered: row?.answered ?? 0, median: row?.median ?? null };
}

/** Categories by quote requests opened since `from`. */
export async function busiestCategories(db: Db, from: Date, lang: Lang, limit: number) {
  const name = byLang(lang, sql`c.name_pt`, sql`c.name_en`);
  return rows<{ id: number; name: string; quotes: number }>(
    db,
    sql`select c.id, ${name} as name, n.quotes from (
        select category_id, count(*)::int as quotes from ${quotes}
        where date_open >= ${from}::timestamptz group by category_id
      ) n join ${categories} c on c.id = n.category_id
      order by n.quotes desc, ${name}, c.id limit ${limit}`,
  );
}

/** Cities by quote requests their companies received since `from` (a request counts once per city). */
export async function busiestCities(db: Db, from: Date, limit: number) {
  return rows<{ id: number; name: string; state: string; quotes: number }>(
    db,
    sql`select ci.id, ci.name, s.iso as state, n.quotes from (
        select city_id, count(*)::int as quotes from (
          select distinct co.city_id, r.quote_id
          from ${quotes} q
          join ${quoteRecipients} r on r.quote_id = q.id
          join ${companies} co on co.id = r.company_id
          where q.date_open >= ${from}::timestamptz
        ) reached group by city_id
      ) n join ${cities} ci on ci.id = n.city_id join ${states} s on s.id = ci.state_id
      order by n.quotes desc, ci.name, ci.id limit ${limit}`,
  );
}

/**
 * The companies that answer least (issue 30 item 28): of the companies that received at least
 * `minReceived` requests since `from` (cancelled ones left out: a request withdrawn early was no
 * chance to answer), those whose share answered with a proposal is below the median share of every
 * company asked in the period; the lowest share first, ties: more requests received first, then the
 * older company. `median` is that median (0–1), null when no company was asked.
 */
export async function answerLeast(db: Db, from: Date, minReceived: number, limit: number) {
  const found = await rows<{
    reqId: string;
    tradeName: string;
    received: number;
    answered: number;
    median: number | null;
  }>(
    db,
    sql`with shares as (
        select r.company_id, count(*)::int as received, count(p.quote_id)::int as answered,
          count(p.quote_id)::float8 / count(*) as share
        from ${quotes} q
        join ${quoteRecipients} r on r.quote_id = q.id
        left join (
          select distinct quote_id, company_id from ${quoteProposals} where created_at >= ${from}::timestamptz
        ) p on p.quote_id = r.quote_id and p.company_id = r.company_id
        where q.date_open >= ${from}::timestamptz and q.status <> 'x'
        group by r.company_id
      ), median as (select percentile_cont(0.5) within group (order by share) as m from shares)
      select co.req_id as "reqId", co.trade_name as "tradeName", n.received, n.answered, median.m as median
      from median left join lateral (
        select * from shares where received >= ${minReceived} and share < median.m
        order by share, received desc, company_id limit ${limit}
      ) n on true
      left join ${companies} co on co.id = n.company_id
      order by n.share, n.received desc, co.id`,
  );
  const median = found[0]?.median ?? null;
  const companiesBelow = found
    .filter((row) => row.reqId !== null)
    .map(({ reqId, tradeName, received, answered }) => ({ reqId, tradeName, received, answered }));
  return { median, companies: companiesBelow };
}
