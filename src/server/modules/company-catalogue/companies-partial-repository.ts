import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyListKeys, companySearch } from '../../db/schema/companies';
import type { CompanyFilter, PageSpec } from './companies-list-repository';
import { literal } from './companies-list-repository';
import { type CardRow, withCardsSql } from './companies-page-repository';
import { filterSql, RANK_WEIGHTS, searchQuerySql } from './companies-relevance-repository';

/*
 * A several-word search that finds too few companies with every word (decision 0049): the
 * companies holding any of its words, those with every word first in their usual relevance order
 * (companies-relevance-repository.ts), then those with the most words, then those with the need's
 * head ("zincagem" in "zincagem de parafusos": a zinc plater outranks a screw maker), then those
 * with the words fewer of these companies hold (each word weighs ln(1 + companies / companies
 * holding it)), then ts_rank_cd. A word matches as in the all-words search (stems in both
 * languages, prefix, one typing mistake); stop words are no word here either.
 */

/** Below this many companies with every word, a several-word search also lists those with some. */
export const FEW_MATCHES = 12;

/**
 * Words that join a need's head to its complement ("zincagem de parafusos", "treatment of
 * steel", "tampas para frascos"), accent-free as searchWords answers them.
 */
const JOINING_WORDS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'para',
  'com',
  'sem',
  'of',
  'for',
  'with',
  'in',
  'on',
]);

/**
 * Which words are the need's head: those before the first joining word, when a word comes before
 * it ("zincagem" in "zincagem de parafusos": the service asked for; "parafusos" is what it is done
 * to); without a joining word, every word.
 */
export function headWords(words: readonly string[]): boolean[] {
  const joint = words.findIndex((w) => JOINING_WORDS.has(w));
  return words.map((_, i) => joint <= 0 || i < joint);
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The words' queries, numbered from 1, stop words of either language left out (as company_search_query does). */
const wordQueriesSql = (
  words: readonly string[],
): SQL => sql`select row_number() over (order by u.n)::int as i,
    company_search_query(array[u.word], true) as q, u.head = 'y' as head
  from unnest(${textArray(words)}, ${textArray(headWords(words).map((h) => (h ? 'y' : 'n')))}) with ordinality as u(word, head, n)
  where numnode(plainto_tsquery('pg_catalog.portuguese', pt_singular(u.word))) > 0
    and numnode(plainto_tsquery('pg_catalog.english', u.word)) > 0`;

/**
 * The statement over the companies with some word (`c`), scored (`scored`), the page of them
 * (`page`: ids with n, every such company counted), ending with `final`. `hits`: which words a
 * company holds; `idf`: each word's weight, ln(1 + candidates / candidates holding it).
 */
function partialSql(words: readonly string[], filter: CompanyFilter, page: PageSpec, final: SQL): SQL {
  const s = companySearch;
  const k = companyListKeys;
  return sql`with w as materialized (${wordQueriesSql(words)}),
    anyq as materialized (select string_agg('(' || q::text || ')', ' | ')::tsquery as q from w),
    allq as materialized (select ${searchQuerySql(words, true)} as q, ${searchQuerySql(words, false)} as exact),
    c as materialized (
      select ${s.companyId} as id, ${s.document} as document, ${k.nameKey} as name_key, ${k.tradeName} as trade_name,
        array(select ${s.document} @@ w.q from w order by w.i) as hits
      from ${s} join ${k} on ${k.companyId} = ${s.companyId}
      where ${s.document} @@ (select q from anyq) ${filterSql(filter)}),
    idf as materialized (
      select array_agg(ln(1 + (select count(*) from c)::float8 / greatest(1, (select count(*) from c where c.hits[w.i]))) order by w.i) as weights
      from w),
    scored as (
      select c.*, c.document @@ allq.q as every, c.document @@ allq.exact as exactly,
        (select count(*) from unnest(c.hits) h where h)::int as held,
        (select count(*) from w where c.hits[w.i] and w.head)::int as heads,
        (select coalesce(sum(x.weight), 0) from unnest(c.hits, idf.weights) as x(hit, weight) where x.hit) as weight
      from c cross join allq cross join idf),
    page as materialized (
      select id, count(*) over ()::int as n from scored cross join allq
      order by every desc, (every and exactly) desc,
        case when every then ts_rank(${RANK_WEIGHTS}, document, allq.q) else 0 end desc,
        held desc, heads desc, weight desc, ts_rank_cd(${RANK_WEIGHTS}, document, (select q from anyq)) desc,
        name_key asc, trade_name asc, id asc
      limit ${literal(page.limit)} offset ${literal(page.offset)})
    ${final}`;
}

/** The page's ids in the order above with n. The statement itself, for EXPLAIN. */
export function partialPageIdsSql(words: readonly string[], filter: CompanyFilter, page: PageSpec): SQL {
  return partialSql(words, filter, page, sql`select id, n from page`);
}

/**
 * The page in the order above with its cards and the number of companies with some word (past
 * the last page, counted on their own).
 */
export async function partialPage(
  db: Db,
  words: readonly string[],
  filter: CompanyFilter,
  page: PageSpec,
): Promise<{ ids: number[]; counted: number; cards: CardRow[] }> {
  const counted = partialSql(
    words,
    filter,
    page,
    sql`select coalesce((select max(n) from page), (select count(*)::int from c)) as counted, array(select id from page) as ids`,
  );
  const result = await db.execute<
    CardRow & { counted: number; ids: number[] | null } & Record<string, unknown>
  >(withCardsSql(counted));
  const cards = result.rows.filter((row) => row.id !== null);
  return { ids: cards.map((row) => row.id), counted: result.rows[0]?.counted ?? 0, cards };
}
