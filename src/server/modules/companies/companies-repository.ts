import { and, asc, desc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories, companyPortfolio } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { cities, states } from '../../db/schema/places';
import { ratings } from '../../db/schema/ratings';
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

function whereOf(db: Db, filter: CompanyFilter): SQL | undefined {
  return and(
    // A company suspended by the association is out of the public catalogue.
    isNull(companies.suspendedAt),
    // search_text is already accent-free and lower-case; the trigram GIN index serves the ILIKEs.
    containsAllWords(companies.searchText, filter.search),
    filter.city !== undefined ? eq(companies.cityId, filter.city) : undefined,
    // On the joined city (both queries join it for a state): a semi-join on cities planned in
    // twice the time of the whole page.
    filter.state !== undefined ? eq(cities.stateId, filter.state) : undefined,
    filter.category !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companyCategories)
            .where(
              and(
                sql`${companyCategories.companyId} = ${companies.id}`,
                eq(companyCategories.categoryId, filter.category),
              ),
            ),
        )
      : undefined,
  );
}

/**
 * A total order, so pages never overlap or skip: companies without ratings come last whichever
 * way the rate goes, and ties fall back to the name, then the id. Each order matches an index of
 * the schema column for column (name_key is the stored lower(unaccent(trade_name))), so a page
 * without a search is an index range.
 *
 * With a search or a category the leading key is wrapped in a no-op expression the indexes cannot
 * serve: the planner then takes the matches from the trigram or the category index and sorts them
 * (cost grows with the matches), instead of walking the whole order hoping to meet matches early,
 * which it guesses from an even spread and which took a thousand times longer when the matches
 * all sort last (names often start with the trade: "Usinagem …" in Machining).
 */
function orderOf(order: CompanyOrder, sortMatches: boolean): SQL[] {
  const name = companies.nameKey;
  if (order.by === 'rate') {
    const rate = sortMatches ? sql`(${companies.rate} + 0)` : sql`${companies.rate}`;
    const dir = order.dir === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    return [sql`${rate} ${dir}`, asc(name), asc(companies.tradeName), asc(companies.id)];
  }
  const dir = order.dir === 'asc' ? asc : desc;
  return [dir(sortMatches ? sql`(${name} || '')` : name), dir(companies.tradeName), dir(companies.id)];
}

/** The page query (a thenable: awaiting it runs it; a test reads its plan with EXPLAIN). */
export function companySummariesQuery(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      reqId: companies.reqId,
      name: companies.tradeName,
      logoReqId: logoFile.reqId,
      coverReqId: coverFile.reqId,
      rate: companies.rate,
      verifiedAt: companies.verifiedAt,
      aboutShort: companies.aboutShort,
      cityName: cities.name,
      stateIso: states.iso,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
    .where(whereOf(db, filter))
    .orderBy(...orderOf(order, searchWords(filter.search).length > 0 || filter.category !== undefined))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompanies(db: Db, filter: CompanyFilter): Promise<number> {
  const query = db.select({ total: sql<number>`count(*)::int` }).from(companies);
  const rows = await (filter.state !== undefined
    ? query.innerJoin(cities, eq(cities.id, companies.cityId))
    : query
  ).where(whereOf(db, filter));
  return rows[0]?.total ?? 0;
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
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
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
