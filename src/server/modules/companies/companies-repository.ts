import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories, companyPortfolio } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { cities, states } from '../../db/schema/places';
import { ratings } from '../../db/schema/ratings';
import { companyResponsiveness } from '../../db/schema/responsiveness';
import { byLang } from '../../db/sql/localized';
import { containsAllWords, searchWords, sortKey } from '../../db/sql/search';

export interface CompanyFilter {
  search: string;
  state?: number;
  city?: number;
  category?: number;
}

export interface CompanyOrder {
  by: 'name' | 'rate';
  dir: 'asc' | 'desc';
}

const logoFile = alias(storedFiles, 'logo_file');
const coverFile = alias(storedFiles, 'cover_file');

/** The filters an order index can walk through: every company a page may hold, before membership. */
function placeFiltersOf(filter: CompanyFilter): SQL | undefined {
  return and(
    // A company suspended by the association is out of the public catalogue (and of the partial
    // order indexes, migration 0011).
    isNull(companies.suspendedAt),
    filter.city !== undefined ? eq(companies.cityId, filter.city) : undefined,
    filter.state !== undefined
      ? sql`${companies.cityId} in (select ${cities.id} from ${cities} where ${cities.stateId} = ${filter.state})`
      : undefined,
  );
}

/**
 * The search's words and the category, on the company whose id is `id`. search_text is already
 * accent-free and lower-case, so LIKE suffices (the trigram GIN index serves it).
 */
function membershipOf(
  filter: CompanyFilter,
  id: SQL | typeof companies.id,
  searchText: SQL | typeof companies.searchText,
) {
  return and(
    containsAllWords(searchText, filter.search, 'like'),
    filter.category !== undefined
      ? sql`exists (select 1 from ${companyCategories} where ${companyCategories.companyId} = ${id} and ${companyCategories.categoryId} = ${filter.category})`
      : undefined,
  );
}

function whereOf(filter: CompanyFilter): SQL | undefined {
  return and(placeFiltersOf(filter), membershipOf(filter, companies.id, companies.searchText));
}

/** Whether the filter narrows the catalogue by something no order index holds (a search, a category). */
export function narrowsByMembership(filter: CompanyFilter): boolean {
  return searchWords(filter.search).length > 0 || filter.category !== undefined;
}

/**
 * A total order, so pages never overlap or skip: companies without ratings come last whichever
 * way the rate goes, and ties fall back to the name, then the id. Each order matches a partial
 * index of the schema column for column (name_key is the stored lower(unaccent(trade_name))), so
 * a page without a search is an index range.
 *
 * `sortMatches` wraps the leading key in a no-op expression the indexes cannot serve: the planner
 * then takes the matches from the trigram or the category index and sorts them (cost grows with
 * the matches) instead of walking the whole order hoping to meet matches early, which it guesses
 * from an even spread and which took a thousand times longer when the matches all sort last
 * (names often start with the trade: "Usinagem …" in Machining).
 */
function orderOf(order: CompanyOrder, sortMatches: boolean): SQL {
  const name = companies.nameKey;
  if (order.by === 'rate') {
    const rate = sortMatches ? sql`(${companies.rate} + 0)` : sql`${companies.rate}`;
    const dir = order.dir === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    return sql`${rate} ${dir}, ${name} asc, ${companies.tradeName} asc, ${companies.id} asc`;
  }
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const key = sortMatches ? sql`(${name} || '')` : sql`${name}`;
  return sql`${key} ${dir}, ${companies.tradeName} ${dir}, ${companies.id} ${dir}`;
}

/** LIMIT and OFFSET written into the statement: as parameters they keep PostgreSQL from a generic plan, so every call was planned again. */
const literal = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

export interface PageSpec {
  limit: number;
  offset: number;
}

/**
 * How the page's ids are found. `sort`: every match, then sorted (cost grows with the matches; right
 * when they are few). `walk`: the filtered catalogue in index order, keeping matches until the page
 * is full, looking at no more than `walkRows` companies (right when matches are many: a fifth of
 * the catalogue fills a page within about 60 rows); it may then come back short.
 */
export type PagePlan = { kind: 'sort' } | { kind: 'walk'; walkRows: number };

/**
 * The ids of a page, from `companies` alone (the names of its city, state and files are joined
 * onto these ids by `companySummariesByIds`): a single-table statement is planned in a fraction of
 * the five-table join, and an index range reads no other table. The statement itself, for EXPLAIN.
 */
export function companyPageIdsSql(
  filter: CompanyFilter,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
): SQL {
  const pageRange = sql`limit ${literal(page.limit)} offset ${literal(page.offset)}`;
  if (plan.kind === 'walk' && narrowsByMembership(filter)) {
    // The inner LIMIT makes the order index the only sensible plan and bounds the walk; the outer
    // LIMIT stops it as soon as the page is full. A subquery with a LIMIT keeps its order.
    return sql`select walk.id from (
        select ${companies.id} as id, ${companies.searchText} as search_text from ${companies}
        where ${placeFiltersOf(filter)} order by ${orderOf(order, false)} limit ${literal(plan.walkRows)}
      ) walk
      where ${membershipOf(filter, sql`walk.id`, sql`walk.search_text`)}
      ${pageRange}`;
  }
  return sql`select ${companies.id} as id from ${companies} where ${whereOf(filter)}
    order by ${orderOf(order, narrowsByMembership(filter))} ${pageRange}`;
}

export async function findCompanyPageIds(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  page: PageSpec,
  plan: PagePlan,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(companyPageIdsSql(filter, order, page, plan));
  return result.rows.map((row) => row.id);
}

/** A company's responsiveness figures (issue 18): one row by primary key, none before its first request. */
const responsivenessColumns = {
  requests: companyResponsiveness.requests,
  answered: companyResponsiveness.answered,
  medianSeconds: companyResponsiveness.medianSeconds,
};

/** The cards of these companies, in no particular order. */
export function companySummariesByIds(db: Db, ids: number[]) {
  return preparedOnce(db, 'company_cards', (db) =>
    db
      .select({
        id: companies.id,
        reqId: companies.reqId,
        name: companies.tradeName,
        logoReqId: logoFile.reqId,
        coverReqId: coverFile.reqId,
        rate: companies.rate,
        verifiedAt: companies.verifiedAt,
        aboutShort: companies.aboutShort,
        cityName: cities.name,
        stateIso: states.iso,
        ...responsivenessColumns,
      })
      .from(companies)
      .innerJoin(cities, eq(cities.id, companies.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
      .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
      .leftJoin(companyResponsiveness, eq(companyResponsiveness.companyId, companies.id))
      // One statement whatever the number of ids (an IN list would be a new statement per length).
      .where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('company_cards'),
  ).execute({ ids });
}

/**
 * How many companies the filter finds, counting no further than `upTo` + 1: the answer is exact up
 * to `upTo`, and `upTo` + 1 says "more". Counting every match of a broad search cost more than
 * the page itself.
 */
export async function countCompaniesUpTo(db: Db, filter: CompanyFilter, upTo: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
      select 1 from ${companies} where ${whereOf(filter)} limit ${literal(upTo + 1)}
    ) found`);
  return result.rows[0]?.n ?? 0;
}

/** The columns of the public company page (PRODUCT.md 2); owner, CNPJ and internal ids stay out. */
export async function findCompanyPage(db: Db, reqId: string) {
  const rows = await db
    .select({
      id: companies.id,
      reqId: companies.reqId,
      tradeName: companies.tradeName,
      name: companies.name,
      acceptsQuotes: companies.acceptsQuotes,
      emailValid: companies.emailValid,
      email: companies.email,
      phone1: companies.phone1,
      phone2: companies.phone2,
      whatsapp: companies.whatsapp,
      website: companies.website,
      videoUrl: companies.videoUrl,
      mapUrl: companies.mapUrl,
      instagram: companies.instagram,
      facebook: companies.facebook,
      youtube: companies.youtube,
      linkedin: companies.linkedin,
      about: companies.about,
      aboutShort: companies.aboutShort,
      postalCode: companies.postalCode,
      address: companies.address,
      addressNumber: companies.addressNumber,
      addressAdjunct: companies.addressAdjunct,
      addressNeighborhood: companies.addressNeighborhood,
      addressState: states.iso,
      addressCity: cities.name,
      logoReqId: logoFile.reqId,
      coverReqId: coverFile.reqId,
      rate: companies.rate,
      proposalsChosen: companies.proposalsChosen,
      proposalsSent: companies.proposalsSent,
      verifiedAt: companies.verifiedAt,
      ...responsivenessColumns,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
    .leftJoin(companyResponsiveness, eq(companyResponsiveness.companyId, companies.id))
    .where(and(eq(companies.reqId, reqId), isNull(companies.suspendedAt)))
    .limit(1);
  return rows[0];
}
export type CompanyPageRow = NonNullable<Awaited<ReturnType<typeof findCompanyPage>>>;

export async function listCompanyCategories(db: Db, companyId: number, lang: Lang) {
  const name = byLang(lang, categories.namePt, categories.nameEn);
  return db
    .select({ id: categories.id, name })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(sortKey(name)), asc(name), asc(categories.id));
}

export async function listPortfolio(db: Db, companyId: number) {
  return db
    .select({ reqId: companyPortfolio.reqId, fileReqId: storedFiles.reqId })
    .from(companyPortfolio)
    .innerJoin(storedFiles, eq(storedFiles.id, companyPortfolio.fileId))
    .where(eq(companyPortfolio.companyId, companyId))
    .orderBy(asc(companyPortfolio.position), asc(companyPortfolio.id));
}

/** Ratings newest first: the general evaluation, when and the rater's short description. */
export async function listRatings(db: Db, companyId: number) {
  return db
    .select({
      rate: ratings.generalEvaluation,
      date: ratings.createdAt,
      description: ratings.shortDescription,
    })
    .from(ratings)
    .where(eq(ratings.companyId, companyId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
}
