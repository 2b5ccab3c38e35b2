import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCategoryKeys, companyListKeys } from '../../db/schema/companies';
import { companySearch } from '../../db/schema/company-search';
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

/** The filter's conditions on company_list_keys, each `and …`; empty without a filter. */
function filterConditionsSql(filter: CompanyFilter): SQL[] {
  const k = companyListKeys;
  const conditions: SQL[] = [];
  if (filter.city !== undefined) conditions.push(sql`and ${k.cityId} = ${filter.city}`);
  if (filter.state !== undefined)
    conditions.push(
      sql`and ${k.cityId} in (select ${cities.id} from ${cities} where ${cities.stateId} = ${filter.state})`,
    );
  if (filter.category !== undefined)
    conditions.push(
      sql`and exists (select 1 from ${companyCategoryKeys} where ${companyCategoryKeys.companyId} = ${k.companyId} and ${companyCategoryKeys.categoryId} = ${filter.category})`,
    );
  if (filter.process !== undefined) conditions.push(sql`and ${hasTermSql(k.companyId, filter.process)}`);
  if (filter.material !== undefined) conditions.push(sql`and ${hasTermSql(k.companyId, filter.material)}`);
  if (filter.certification !== undefined)
    conditions.push(sql`and ${certifiedSql(k.companyId, filter.certification)}`);
  return conditions;
}

/** The companies of the filter whose documents match the words (typing mistakes allowed). */
export function matchesSql(words: readonly string[], filter: CompanyFilter): { from: SQL; where: SQL } {
  const s = companySearch;
  const k = companyListKeys;
  return {
    from: sql`${s} join ${k} on ${k.companyId} = ${s.companyId}`,
    where: sql`${s.document} @@ ${searchQuerySql(words, true)} ${sql.join(filterConditionsSql(filter), sql` `)}`,
  };
}

/**
 * The page's ids in relevance order with n, every match counted. The statement itself, for EXPLAIN.
 *
 * Only what orders the matches is computed for each (exact, rank), in a query of company_search
 * alone (OFFSET 0 keeps it apart): the window counts narrow rows, never documents (with the
 * document in the row, migration 0102, a window above the scan stored 4,000 documents of 3 KB on
 * disk). The page's rows and their ties on (exact, rank) are then the only ones joined to
 * company_list_keys for the names that break the ties: joining every match first cost 4,031 index
 * lookups for "usinagem", about a third of the statement. company_search and company_list_keys
 * hold the same companies, the listed ones (both kept by the companies' triggers), so the count
 * is the same. A filter is a set of ids read once, a hashed subplan each match probes (`IS TRUE`
 * keeps the IN from becoming a join): joined, the planner, which cannot know how many documents
 * match, built a hash of the matching documents themselves (8 MB for "usinagem" in one city, on
 * disk; PostgreSQL 18's right semi join did the same with 6,675 for a process filter).
 */
export function relevancePageIdsSql(words: readonly string[], filter: CompanyFilter, page: PageSpec): SQL {
  const s = companySearch;
  const k = companyListKeys;
  const conditions = filterConditionsSql(filter);
  const filtered =
    conditions.length === 0
      ? sql``
      : sql`and (${s.companyId} in (select ${k.companyId} from ${k} where true ${sql.join(conditions, sql` `)})) is true`;
  return sql`select m.id, m.n from (
      select id, exact, rank, count(*) over ()::int as n from (
        select ${s.companyId} as id,
          (${s.document} @@ ${searchQuerySql(words, false)}) as exact,
          ts_rank(${RANK_WEIGHTS}, ${s.document}, ${searchQuerySql(words, true)}) as rank
        from ${s} where ${s.document} @@ ${searchQuerySql(words, true)} ${filtered} offset 0) r
      order by exact desc, rank desc
      fetch first ${literal(page.offset + page.limit)} rows with ties) m
    join ${k} on ${k.companyId} = m.id
    order by m.exact desc, m.rank desc, ${k.nameKey} asc, ${k.tradeName} asc, m.id asc
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
