import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCategoryKeys, companyListKeys, companySearch } from '../../db/schema/companies';
import { cities } from '../../db/schema/places';
import type { CompanyFilter, PageSpec } from './companies-list-repository';
import { certifiedSql, hasTermSql, literal } from './companies-list-repository';
import { type CardRow, withCardsSql } from './companies-page-repository';

/*
 * A search in relevance order (issue 32): the companies whose search document (company_search,
 * migration 0034) matches every word, by stem in either language, by prefix, or one typing
 * mistake away; those matching without a correction first, then by ts_rank over the document's
 * weights (names and categories A, keywords and short about B, long about C), then by name.
 */

const wordsArray = (words: readonly string[]): SQL =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * ts_rank's weights of D, C, B and A: its defaults (0.1, 0.2, 0.4, 1) scaled down, ratios kept.
 * ts_rank adds up a several-word query's close pairs as 1 − Π(1 − w): at A's 1.0 a single adjacent
 * pair (a process "Usinagem CNC" tagged by a foundry) already ranks 1, the ceiling, so every
 * company matching in an A part tied and the name decided (the relevance bench, decision 0043).
 * At 0.16 a company that matches in its name, category, products and processes outranks one with a
 * single tag, and A still outranks B and C as before. A one-word search orders as before (its
 * score is linear in the weights).
 */
const RANK_WEIGHTS = sql.raw(`'{0.016, 0.032, 0.064, 0.16}'::float4[]`);

/** The query of the words, as a scalar subquery: its value reaches the GIN index as a parameter. */
export const searchQuerySql = (words: readonly string[], typos: boolean): SQL =>
  sql`(select company_search_query(${wordsArray(words)}, ${typos}))`;

/** The companies of the filter whose documents match the words (typing mistakes allowed). */
export function matchesSql(words: readonly string[], filter: CompanyFilter): { from: SQL; where: SQL } {
  const s = companySearch;
  const k = companyListKeys;
  const category =
    filter.category === undefined
      ? sql``
      : sql`and exists (select 1 from ${companyCategoryKeys} where ${companyCategoryKeys.companyId} = ${k.companyId} and ${companyCategoryKeys.categoryId} = ${filter.category})`;
  const city = filter.city === undefined ? sql`` : sql`and ${k.cityId} = ${filter.city}`;
  const state =
    filter.state === undefined
      ? sql``
      : sql`and ${k.cityId} in (select ${cities.id} from ${cities} where ${cities.stateId} = ${filter.state})`;
  const process = filter.process === undefined ? sql`` : sql`and ${hasTermSql(k.companyId, filter.process)}`;
  const material =
    filter.material === undefined ? sql`` : sql`and ${hasTermSql(k.companyId, filter.material)}`;
  const certified =
    filter.certification === undefined ? sql`` : sql`and ${certifiedSql(k.companyId, filter.certification)}`;
  return {
    from: sql`${s} join ${k} on ${k.companyId} = ${s.companyId}`,
    where: sql`${s.document} @@ ${searchQuerySql(words, true)} ${city} ${state} ${category} ${process} ${material} ${certified}`,
  };
}

/**
 * The page's ids in relevance order with n, every match counted. The statement itself, for EXPLAIN.
 * The keys are computed in the inner query (OFFSET 0 keeps it apart), so the count's window holds
 * each match's keys, not its document: with the document in the row (migration 0102) a window
 * above the scan stored 4,000 documents of 3 KB, past work_mem, on disk.
 */
export function relevancePageIdsSql(words: readonly string[], filter: CompanyFilter, page: PageSpec): SQL {
  const s = companySearch;
  const k = companyListKeys;
  const { from, where } = matchesSql(words, filter);
  return sql`select id, count(*) over ()::int as n from (
      select ${s.companyId} as id, ${k.nameKey} as name_key, ${k.tradeName} as trade_name,
        (${s.document} @@ ${searchQuerySql(words, false)}) as exact,
        ts_rank(${RANK_WEIGHTS}, ${s.document}, ${searchQuerySql(words, true)}) as rank
      from ${from} where ${where} offset 0) m
    order by exact desc, rank desc, name_key asc, trade_name asc, id asc
    limit ${literal(page.limit)} offset ${literal(page.offset)}`;
}

/**
 * The page in relevance order with its cards and the number of matches, in one statement (as
 * companies-page-repository.ts): past the last match the page has no row to count on, and only
 * then are the matches counted on their own (COALESCE runs its second subquery only then).
 */
export async function relevancePage(
  db: Db,
  words: readonly string[],
  filter: CompanyFilter,
  page: PageSpec,
): Promise<{ ids: number[]; counted: number; cards: CardRow[] }> {
  const { from, where } = matchesSql(words, filter);
  const counted = sql`with page as materialized (${relevancePageIdsSql(words, filter, page)})
    select coalesce((select max(n) from page), (select count(*)::int from ${from} where ${where})) as counted,
      array(select id from page) as ids`;
  const result = await db.execute<
    CardRow & { counted: number; ids: number[] | null } & Record<string, unknown>
  >(withCardsSql(counted));
  const cards = result.rows.filter((row) => row.id !== null);
  return { ids: cards.map((row) => row.id), counted: result.rows[0]?.counted ?? 0, cards };
}
