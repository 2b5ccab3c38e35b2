import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCategories, companyListKeys } from '../../db/schema/companies';
import { cities } from '../../db/schema/places';
import { containsPattern, searchWords } from '../../db/sql/search';

export interface CompanyFilter {
  search: string;
  state?: number;
  city?: number;
  category?: number;
}

/**
 * A filter as its statement reads it: the search as its LIKE patterns, each value either itself or
 * a placeholder (companies-page-repository.ts builds a statement once per shape and binds the values).
 */
export interface FilterTerms {
  patterns: (string | Placeholder)[];
  state?: number | Placeholder;
  city?: number | Placeholder;
  category?: number | Placeholder;
}

/** The terms of a filter, its values bound in place. */
export function termsOf(filter: CompanyFilter): FilterTerms {
  return {
    patterns: searchWords(filter.search).map(containsPattern),
    state: filter.state,
    city: filter.city,
    category: filter.category,
  };
}

export interface CompanyOrder {
  by: 'name' | 'rate';
  dir: 'asc' | 'desc';
}

/*
 * The list reads company_list_keys (migration 0023): the few columns it filters and orders by, one
 * row per company of the public catalogue (a suspended company has none): 372 pages for 10,012
 * companies where companies takes 1,967. The cards are then read from companies by id.
 */
const keys = companyListKeys;

/** The filters an order index can walk through: every company a page may hold, before membership. */
function placeFiltersOf(filter: FilterTerms): SQL | undefined {
  return and(
    filter.city !== undefined ? eq(keys.cityId, filter.city) : undefined,
    filter.state !== undefined
      ? sql`${keys.cityId} in (select ${cities.id} from ${cities} where ${cities.stateId} = ${filter.state})`
      : undefined,
  );
}

/**
 * The search's words and the category, on the company whose id is `id`. search_text is already
 * accent-free and lower-case, so LIKE suffices (the trigram GIN index serves it).
 *
 * `perRow` (a walk, whose rows must come out in the order they went in): the category is a
 * scalar subquery tested row by row. An EXISTS becomes a semi-join, and PostgreSQL 18 may hash
 * the walk's rows and probe them from company_categories (a right semi-join), which returns the
 * page in company_categories' order (seen in companies-list-cold.test.ts).
 */
function membershipOf(
  filter: FilterTerms,
  id: SQL | typeof keys.companyId,
  searchText: SQL | typeof keys.searchText,
  perRow = false,
) {
  const member = sql`select 1 from ${companyCategories} where ${companyCategories.companyId} = ${id} and ${companyCategories.categoryId} = ${filter.category}`;
  return and(
    ...filter.patterns.map((pattern) => sql`${searchText} like ${pattern}`),
    // (company_id, category_id) is the primary key: the scalar subquery finds one row at most.
    filter.category !== undefined
      ? perRow
        ? sql`(${member}) is not null`
        : sql`exists (${member})`
      : undefined,
  );
}

/**
 * The rows every match is read from. A category without a search starts from its members
 * (company_categories' index on category_id) and looks each one up by primary key: the cost grows
 * with the members, where the hash join the planner prefers reads every company of the catalogue.
 * OFFSET 0 keeps the lookup a subquery run per member (PostgreSQL would otherwise flatten it and
 * plan the hash join again); it is named company_list_keys so the order and filters read it.
 */
function matchesOf(filter: FilterTerms): { from: SQL; where: SQL | undefined } {
  if (filter.category !== undefined && filter.patterns.length === 0) {
    const member = sql`select * from ${keys} where ${keys.companyId} = ${companyCategories.companyId} offset 0`;
    return {
      from: sql`${companyCategories} cross join lateral (${member}) ${keys}`,
      where: and(eq(companyCategories.categoryId, filter.category), placeFiltersOf(filter)),
    };
  }
  return {
    from: sql`${keys}`,
    where: and(placeFiltersOf(filter), membershipOf(filter, keys.companyId, keys.searchText)),
  };
}

/** Whether the filter narrows the catalogue by something no order index holds (a search, a category). */
export function narrowsByMembership(filter: FilterTerms): boolean {
  return filter.patterns.length > 0 || filter.category !== undefined;
}

/**
 * A total order, so pages never overlap or skip: companies without ratings come last whichever
 * way the rate goes, and ties fall back to the name, then the id. Each order matches an index of
 * company_list_keys column for column (name_key is the stored lower(unaccent(trade_name))), so
 * a page without a search is an index range.
 *
 * `sortMatches` wraps the leading key in a no-op expression the indexes cannot serve: the planner
 * then takes the matches from the trigram or the category index and sorts them (cost grows with
 * the matches) instead of walking the whole order hoping to meet matches early, which it guesses
 * from an even spread and which took a thousand times longer when the matches all sort last
 * (names often start with the trade: "Usinagem …" in Machining).
 */
function orderOf(order: CompanyOrder, sortMatches: boolean): SQL {
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

export interface PageSpec {
  limit: number;
  offset: number;
}

/**
 * How the page's ids are found. `sort`: every match, then sorted (cost grows with the matches; right
 * when they are few). `walk`: the filtered catalogue in index order, keeping matches until the page is full, looking
 * at no more than `walkRows` companies (right when matches are many: a fifth of the catalogue
 * fills a page within about 60 rows); it may then come back short. A sort with `windowCount` also
 * answers the number of matches on each row (column n).
 */
export type PagePlan = { kind: 'sort'; windowCount?: boolean } | { kind: 'walk'; walkRows: number };

/**
 * The ids of a page, from company_list_keys alone (the names of its city, state and files are joined
 * onto these ids by `companySummariesByIds`): a single-table statement is planned in a fraction of
 * the five-table join, and an index range reads no other table. The statement itself, for EXPLAIN.
 */
export function companyPageIdsSql(
  filter: FilterTerms,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
): SQL {
  const pageRange = sql`limit ${literal(page.limit)} offset ${literal(page.offset)}`;
  if (plan.kind === 'walk' && narrowsByMembership(filter)) {
    // The inner LIMIT makes the order index the only sensible plan and bounds the walk; the outer
    // LIMIT stops it as soon as the page is full. A subquery with a LIMIT keeps its order.
    return sql`select walk.id from (
        select ${keys.companyId} as id, ${keys.searchText} as search_text from ${keys}
        ${whereClause(placeFiltersOf(filter))} order by ${orderOf(order, false)} limit ${literal(plan.walkRows)}
      ) walk
      where ${membershipOf(filter, sql`walk.id`, sql`walk.search_text`, true)}
      ${pageRange}`;
  }
  const { from, where } = matchesOf(filter);
  // `windowCount`: each row also carries n, every match counted, from the rows the sort reads anyway.
  const n = plan.kind === 'sort' && plan.windowCount ? sql`, count(*) over ()::int as n` : sql``;
  return sql`select ${keys.companyId} as id${n} from ${from} ${whereClause(where)}
    order by ${orderOf(order, narrowsByMembership(filter))} ${pageRange}`;
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
  const { from, where } = matchesOf(filter);
  return sql`select count(*)::int as n from (
      select 1 from ${from} ${whereClause(where)} limit ${literal(upTo + 1)}
    ) found`;
}

/**
 * How many companies the filter finds, counting no further than `upTo` + 1: the answer is exact up
 * to `upTo`, and `upTo` + 1 says "more". Counting every match of a broad search cost more than
 * the page itself.
 */
export async function countCompaniesUpTo(db: Db, filter: CompanyFilter, upTo: number): Promise<number> {
  const result = await db.execute<{ n: number }>(countUpToSql(termsOf(filter), upTo));
  return result.rows[0]?.n ?? 0;
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
