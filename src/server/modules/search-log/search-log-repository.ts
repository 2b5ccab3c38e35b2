import { sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { SearchLogRow } from '../../../shared/schemas/search-log';
import type { Db } from '../../db/client';

/** A day's searches of one language and words, added up in a process's memory. */
export interface SearchCount {
  day: string;
  lang: Lang;
  words: string;
  searches: number;
  foundNothing: number;
  results: number;
  /** Keyed digests (hex) of the sessions that made it, each 16 bytes. */
  marks: Set<string>;
}

/** A day's opens of one company from the results of one search. */
export interface OpenCount {
  day: string;
  lang: Lang;
  words: string;
  company: string;
  opens: number;
  marks: Set<string>;
}

const param = (values: unknown[]) => sql.param(values);

/**
 * Writes one batch in one transaction: the marks not yet seen today become sessions, the counts add
 * to what is there (any number of processes may flush at once), and earlier days' marks go.
 */
export async function writeSearchCounts(
  db: Db,
  searches: readonly SearchCount[],
  opens: readonly OpenCount[],
  today: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const marks = [...searches, ...opens].flatMap((row) => [...row.marks].map((mark) => [row.day, mark]));
    const fresh = new Set<string>();
    if (marks.length > 0) {
      const result = await tx.execute<{ day: string; mark: string }>(sql`
        insert into search_log_marks (day, mark)
        select d, decode(m, 'hex') from unnest(${param(marks.map((m) => m[0]))}::date[], ${param(marks.map((m) => m[1]))}::text[]) as u(d, m)
        on conflict do nothing
        returning day::text as day, encode(mark, 'hex') as mark`);
      for (const row of result.rows) fresh.add(`${row.day}:${row.mark}`);
    }
    const sessions = (row: SearchCount | OpenCount) =>
      [...row.marks].filter((mark) => fresh.has(`${row.day}:${mark}`)).length;
    if (searches.length > 0) {
      await tx.execute(sql`
        insert into search_log as l (day, lang, words, searches, sessions, found_nothing, results)
        select * from unnest(${param(searches.map((s) => s.day))}::date[], ${param(searches.map((s) => s.lang))}::text[],
          ${param(searches.map((s) => s.words))}::text[], ${param(searches.map((s) => s.searches))}::int[],
          ${param(searches.map(sessions))}::int[], ${param(searches.map((s) => s.foundNothing))}::int[],
          ${param(searches.map((s) => s.results))}::int[])
        on conflict (day, lang, words) do update set searches = l.searches + excluded.searches,
          sessions = l.sessions + excluded.sessions, found_nothing = l.found_nothing + excluded.found_nothing,
          results = excluded.results`);
    }
    if (opens.length > 0) {
      // Companies by public id; an unknown or suspended one is left out.
      await tx.execute(sql`
        insert into search_log_opens as l (day, lang, words, company_id, opens, sessions)
        select u.d, u.l, u.w, c.id, u.o, u.s
        from unnest(${param(opens.map((o) => o.day))}::date[], ${param(opens.map((o) => o.lang))}::text[],
          ${param(opens.map((o) => o.words))}::text[], ${param(opens.map((o) => o.company))}::text[],
          ${param(opens.map((o) => o.opens))}::int[], ${param(opens.map(sessions))}::int[]) as u(d, l, w, r, o, s)
        join companies c on c.req_id = u.r and c.suspended_at is null
        on conflict (day, lang, words, company_id) do update set opens = l.opens + excluded.opens,
          sessions = l.sessions + excluded.sessions`);
    }
    await tx.execute(sql`delete from search_log_marks where day < ${today}::date`);
  });
}

type LogRow = Omit<SearchLogRow, 'lang'> & { lang: Lang };

/** A month's searches ('YYYY-MM'), in one language or both: the most frequent, or those that found nothing. */
export async function readSearchLog(
  db: Db,
  month: string,
  lang: Lang | undefined,
  kind: 'top' | 'nothing',
  limit: number,
): Promise<LogRow[]> {
  const from = `${month}-01`;
  const byLang = lang === undefined ? sql`` : sql`and l.lang = ${lang}`;
  const nothing = kind === 'nothing' ? sql`having sum(l.found_nothing) > 0` : sql``;
  const order = kind === 'nothing' ? sql`sum(l.found_nothing) desc,` : sql``;
  const result = await db.execute<LogRow & Record<string, unknown>>(sql`
    select l.words, l.lang, sum(l.searches)::int as searches, sum(l.sessions)::int as sessions,
      sum(l.found_nothing)::int as "foundNothing",
      (array_agg(l.results order by l.day desc))[1] as results,
      coalesce((select sum(o.opens)::int from search_log_opens o where o.lang = l.lang and o.words = l.words
        and o.day >= ${from}::date and o.day < ${from}::date + interval '1 month'), 0) as opened
    from search_log l
    where l.day >= ${from}::date and l.day < ${from}::date + interval '1 month' ${byLang}
    group by l.words, l.lang ${nothing}
    order by ${order} sum(l.searches) desc, l.words, l.lang
    limit ${limit}`);
  return result.rows;
}

/** The months that have searches ('YYYY-MM'), newest first. */
export async function searchLogMonths(db: Db): Promise<string[]> {
  const result = await db.execute<{ month: string }>(sql`
    select distinct to_char(day, 'YYYY-MM') as month from search_log order by month desc limit 36`);
  return result.rows.map((row) => row.month);
}

/**
 * For a company's insights (issue 35): the searches of [from, to] (São Paulo days, inclusive) in
 * which the company was opened, with how many times, kept only when the words were searched by at
 * least `minSessions` sessions on one day of the period: `sessions` are session-days (decision
 * 0029), so only one day's count is that many different sessions (one buyer searching the same
 * words on three days is three session-days: not shown; a session that searched them in both
 * languages on one day still counts twice).
 */
export async function openedSearchesOf(
  db: Db,
  companyId: number,
  from: string,
  to: string,
  minSessions = 3,
): Promise<{ words: string; opened: number }[]> {
  const result = await db.execute<{ words: string; opened: number }>(sql`
    select o.words, sum(o.opens)::int as opened
    from search_log_opens o
    where o.company_id = ${companyId} and o.day between ${from}::date and ${to}::date
    group by o.words
    having (select coalesce(max(daily.sessions), 0) from (select sum(l.sessions) as sessions from search_log l
      where l.words = o.words and l.day between ${from}::date and ${to}::date group by l.day) daily) >= ${minSessions}
    order by opened desc, o.words
    limit 50`);
  return result.rows;
}
