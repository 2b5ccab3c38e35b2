import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { CertificationStandard } from '../../../shared/schemas/company-certifications';
import type { Db } from '../../db/client';
import { companyCategoryKeys, companyListKeys } from '../../db/schema/companies';
import { companyCertifications } from '../../db/schema/company-certifications';
import { cities } from '../../db/schema/places';
import { containsPattern, searchWords } from '../../db/sql/search';

export interface CompanyFilter {
  search: string;
  state?: number;
  city?: number;
  category?: number;
  /** A process and a material of the vocabulary (issue 32): companies having it. */
  process?: number;
  material?: number;
  /** Issue 32: a valid certificate of this standard (São Paulo day). */
  certification?: CertificationStandard;
}

/**
 * A filter as its statement reads it: the search as its LIKE patterns, each value either itself or
 * a placeholder (companies-page-repository.ts builds a statement once per shape and binds the values).
 */
export interface FilterTerms {
  patterns: (string | Placeholder)[];
  /**
   * Each word's forms (the words of list_words containing it) as an array expression, when a sort
   * or a count finds the matches through company_list_keys_words_idx (migration 0029) instead of
   * the trigram index: only for company_list_keys, every word's forms all read (formsCteSql).
   */
  forms?: SQL[];
  state?: number | Placeholder;
  city?: number | Placeholder;
  category?: number | Placeholder;
  process?: number | Placeholder;
  material?: number | Placeholder;
  certification?: string | Placeholder;
}

/** The terms of a filter, its values bound in place. */
export function termsOf(filter: CompanyFilter): FilterTerms {
  return {
    patterns: searchWords(filter.search).map(containsPattern),
    state: filter.state,
    city: filter.city,
    category: filter.category,
    process: filter.process,
    material: filter.material,
    certification: filter.certification,
  };
}

/**
 * The vocabulary's filters (issue 32): the company has the live term (company_terms_term_idx finds
 * them). Whether the term is live is asked once per statement (an uncorrelated EXISTS, a one-time
 * filter): joined to vocabulary_terms, a search's 10,000 matches each read the term's row again.
 */
export function hasTermSql(companyId: SQL | ListTable['companyId'], termId: number | Placeholder): SQL {
  return sql`${companyId} in (select ct.company_id from company_terms ct where ct.term_id = ${termId}
    and exists (select 1 from vocabulary_terms t where t.id = ${termId} and t.retired_at is null))`;
}

export interface CompanyOrder {
  by: 'name' | 'rate';
  dir: 'asc' | 'desc';
}

/*
 * The list reads company_list_keys (migration 0023): the few columns it filters and orders by, one
 * row per company of the public catalogue (a suspended company has none): 372 pages for 10,012
 * companies where companies takes 1,967. A category reads company_category_keys (migration 0024),
 * the same columns once per membership, so its page is an index range like a city's. The cards are
 * then read from companies by id.
 */
type ListTable = typeof companyListKeys | typeof companyCategoryKeys;

/** The state's rows: company_list_keys holds the state (migration 0027); a category's rows, their city. */
const stateOf = (keys: ListTable, state: number | Placeholder): SQL =>
  keys === companyListKeys
    ? eq(companyListKeys.stateId, state)
    : sql`${keys.cityId} in (select ${cities.id} from ${cities} where ${cities.stateId} = ${state})`;

/**
 * A company with a certificate of `standard` valid today in São Paulo (issue 32, migration 0086):
 * an expired one stops counting the day after its last day, with no write to tell anything.
 */
export const certifiedSql = (companyId: SQL | ListTable['companyId'], standard: string | Placeholder): SQL =>
  sql`exists (select 1 from ${companyCertifications} where ${companyCertifications.companyId} = ${companyId}
    and ${companyCertifications.standard} = ${standard} and ${companyCertifications.validUntil} >= sao_paulo_today())`;

/** The table the filter's rows are read from, and the condition that picks them (the category, the place). */
function rowsOf(filter: FilterTerms): { keys: ListTable; where: SQL | undefined } {
  const keys = filter.category !== undefined ? companyCategoryKeys : companyListKeys;
  return {
    keys,
    where: and(
      filter.category !== undefined ? eq(companyCategoryKeys.categoryId, filter.category) : undefined,
      filter.city !== undefined ? eq(keys.cityId, filter.city) : undefined,
      filter.state === undefined ? undefined : stateOf(keys, filter.state),
      filter.process === undefined ? undefined : hasTermSql(keys.companyId, filter.process),
      filter.material === undefined ? undefined : hasTermSql(keys.companyId, filter.material),
      filter.certification === undefined ? undefined : certifiedSql(keys.companyId, filter.certification),
    ),
  };
}

/**
 * The search's words on `searchText`. search_text is already accent-free and lower-case, so LIKE
 * suffices (the trigram GIN index serves it); a walk checks its rows this way.
 */
const likeWordsOf = (filter: FilterTerms, searchText: SQL | ListTable['searchText']) =>
  and(...filter.patterns.map((pattern) => sql`${searchText} like ${pattern}`));

/**
 * The search's words on the rows of `keys`, for an index to find: with `forms`, a company whose
 * words (list_words_of, the indexed expression) include a form of each word, the same companies as
 * LIKE (migration 0026) from posting lists of exact words and no recheck of the text: half the
 * cost of the trigram index's for two words (whose trigrams' lists are long, and each match's
 * text is read again).
 */
function wordsOf(filter: FilterTerms, keys: ListTable): SQL | undefined {
  // Only company_list_keys has the index: elsewhere the expression would be computed row by row.
  if (!filter.forms || keys !== companyListKeys) return likeWordsOf(filter, keys.searchText);
  return and(...filter.forms.map((forms) => sql`list_words_of(${keys.searchText}) && ${forms}`));
}

/** Whether the filter narrows the catalogue by something no order index holds: a search. */
export function narrowsBySearch(filter: FilterTerms): boolean {
  return filter.patterns.length > 0;
}

/**
 * A total order, so pages never overlap or skip: companies without ratings come last whichever
 * way the rate goes, and ties fall back to the name, then the id. Each order matches an index of
 * company_list_keys and of company_category_keys column for column (name_key is the stored
 * lower(unaccent(trade_name))), so a page without a search is an index range.
 *
 * `sortMatches` wraps the leading key in a no-op expression the indexes cannot serve: the planner
 * then takes the matches from the trigram index (or the category's rows) and sorts them (cost grows with
 * the matches) instead of walking the whole order hoping to meet matches early, which it guesses
 * from an even spread and which took a thousand times longer when the matches all sort last
 * (names often start with the trade: "Usinagem …" in Machining).
 */
function orderOf(keys: ListTable, order: CompanyOrder, sortMatches: boolean): SQL {
  const name = keys.nameKey;
  if (order.by === 'rate') {
    const rate = sortMatches ? sql`(${keys.rate} + 0)` : sql`${keys.rate}`;
    const dir = order.dir === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    return sql`${rate} ${dir}, ${name} asc, ${keys.tradeName} asc, ${keys.companyId} asc`;
  }
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const key = sortMatches ? sql`(${name} || '')` : sql`${name}`;
  return sql`${key} ${dir}, ${keys.tradeName} ${dir}, ${keys.companyId} ${dir}`;
}

/** LIMIT and OFFSET written into the statement: as parameters they keep PostgreSQL from a generic plan, so every call was planned again. */
export const literal = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/** When a walk is not worth trying first: matches expected rarer than `density`, and `sortMax` at most. */
export interface SparseMatches {
  density: number;
  sortMax: number;
}

export interface PageSpec {
  limit: number;
  offset: number;
}

/**
 * How the page's ids are found. `sort`: every match, then sorted (cost grows with the matches; right
 * when they are few). `walk`: the filtered catalogue in index order, keeping matches until the page is full, looking
 * at no more than `walkRows` companies (right when matches are many: a fifth of the catalogue
 * fills a page within about 60 rows); it may then come back short. A sort with `windowCount` also
 * answers the number of matches on each row (column n). `unlessSparse`: the walk is left out when
 * list_words says it would come back short (formsOfCte). `words`: a one-word search in name
 * order read from company_list_words (companies-words-repository.ts).
 */
export type PagePlan =
  | { kind: 'sort'; windowCount?: boolean }
  | { kind: 'walk'; walkRows: number; unlessSparse?: SparseMatches }
  | { kind: 'words' };

/**
 * The ids of a page, from company_list_keys or company_category_keys alone (the names of its city,
 * state and files are joined onto these ids by companies-page-repository.ts): a single-table statement is planned in a fraction of
 * the five-table join, and an index range reads no other table. The statement itself, for EXPLAIN.
 */
export function companyPageIdsSql(
  filter: FilterTerms,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
): SQL {
  const { keys, where } = rowsOf(filter);
  const pageRange = sql`limit ${literal(page.limit)} offset ${literal(page.offset)}`;
  if (plan.kind === 'walk' && narrowsBySearch(filter)) {
    // The inner LIMIT makes the order index the only sensible plan and bounds the walk; the outer
    // LIMIT stops it as soon as the page is full. A subquery with a LIMIT keeps its order.
    return sql`select walk.id from (
        select ${keys.companyId} as id, ${keys.searchText} as search_text from ${keys}
        ${whereClause(where)} order by ${orderOf(keys, order, false)} limit ${literal(plan.walkRows)}
      ) walk
      where ${likeWordsOf(filter, sql`walk.search_text`)}
      ${pageRange}`;
  }
  // `windowCount`: each row also carries n, every match counted, from the rows the sort reads anyway.
  const n = plan.kind === 'sort' && plan.windowCount ? sql`, count(*) over ()::int as n` : sql``;
  return sql`select ${keys.companyId} as id${n} from ${keys}
    ${whereClause(and(where, wordsOf(filter, keys)))}
    order by ${orderOf(keys, order, narrowsBySearch(filter))} ${pageRange}`;
}

const whereClause = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

export async function findCompanyPageIds(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(companyPageIdsSql(termsOf(filter), order, page, plan));
  return result.rows.map((row) => row.id);
}

/** The capped count of the filter's matches, as a statement of its own or a scalar subquery. */
export function countUpToSql(filter: FilterTerms, upTo: number): SQL {
  const { keys, where } = rowsOf(filter);
  return sql`select count(*)::int as n from (
      select 1 from ${keys} ${whereClause(and(where, wordsOf(filter, keys)))} limit ${literal(upTo + 1)}
    ) found`;
}

/**
 * A page found by sorting (an index range without a search or a category) with the capped count,
 * in one statement: one round trip and one plan less. A window count over the sort's matches
 * would read them once instead of twice, but it keeps every match in a tuplestore: with 20,835
 * matches of 100,000 companies it cost more than the capped count, which stops at `upTo` + 1.
 */
export async function countedPage(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  page: PageSpec,
  upTo: number,
): Promise<{ ids: number[]; counted: number }> {
  const terms = termsOf(filter);
  const ids = companyPageIdsSql(terms, order, page, { kind: 'sort' });
  const result = await db.execute<{ ids: number[]; counted: number }>(
    sql`select (${countUpToSql(terms, upTo)}) as counted, array(${ids}) as ids`,
  );
  const row = result.rows[0];
  return { ids: row?.ids ?? [], counted: row?.counted ?? 0 };
}
