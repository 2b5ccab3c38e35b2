import type { Lang } from '../../../shared/lang';
import type { CompaniesListBody } from '../../../shared/schemas/catalogue';
import type { CompanyPublic, CompanySummary } from '../../../shared/schemas/catalogue-read';
import { cachedFor } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/sql/search';
import { AppError } from '../../lib/app-error';
import { placesWithCompanies } from '../address/address-service';
import { listUsedCategories } from '../categories/categories-service';
import { fileUrl } from '../files/file-url';
import {
  type CompanyFilter,
  companySummariesQuery,
  countCompanies,
  findCompanyPage,
  listCompanyCategories,
  listPortfolio,
  listRatings,
} from './companies-repository';

/** Rows per page of /companies/list: fills grids of 2, 3 and 4 columns. */
export const COMPANIES_PAGE_SIZE = 12;

/** The options of the company filters: only values that find at least one company (cached briefly). */
export function listInfo(db: Db, lang: Lang) {
  return cachedFor(db, `info:${lang}`, async () => {
    const [categories, { cities, states }] = await Promise.all([
      listUsedCategories(db, lang),
      placesWithCompanies(db),
    ]);
    return { categories, cities, states };
  });
}

/**
 * A page of the public catalogue. Pages and totals are cached until the catalogue changes
 * (db/catalogue-cache.ts); a total is shared by every page of its filter.
 */
export function listCompanies(
  db: Db,
  body: CompaniesListBody,
): Promise<{ data: CompanySummary[]; records: number; total: number }> {
  const filter: CompanyFilter = {
    search: body.search,
    state: body.state,
    city: body.city,
    category: body.category,
  };
  const order = { by: body.order_by, dir: body.order } as const;
  const filterKey = JSON.stringify([searchWords(filter.search), filter.state, filter.city, filter.category]);
  const pageKey = `page:${filterKey}:${order.by}:${order.dir}:${body.page}`;
  return cachedFor(db, pageKey, async () => {
    const offset = (body.page - 1) * COMPANIES_PAGE_SIZE;
    const [rows, counted] = await Promise.all([
      companySummariesQuery(db, filter, order, { limit: COMPANIES_PAGE_SIZE, offset }),
      cachedFor(db, `count:${filterKey}`, () => countCompanies(db, filter)),
    ]);
    // A short page knows the exact total, which also corrects a count read just before a change.
    const lastPage = rows.length < COMPANIES_PAGE_SIZE && (rows.length > 0 || offset === 0);
    const total = lastPage ? offset + rows.length : Math.max(counted, offset + rows.length);
    const data = rows.map(({ logoReqId, coverReqId, verifiedAt, ...row }) => ({
      ...row,
      verified: verifiedAt !== null,
      logo: fileUrl(logoReqId),
      cover: fileUrl(coverReqId),
    }));
    return { data, records: COMPANIES_PAGE_SIZE, total };
  });
}

/** A company's categories (in `lang`), portfolio and ratings: its public page and its owner's form. */
export async function companyDetails(db: Db, companyId: number, lang: Lang) {
  const [categories, portfolio, rates] = await Promise.all([
    listCompanyCategories(db, companyId, lang),
    listPortfolio(db, companyId),
    listRatings(db, companyId),
  ]);
  return { categories, portfolio, rates };
}

/** The public company page; an unknown reqId is NFD001. Cached until the catalogue changes. */
export function companyInfo(db: Db, reqId: string, lang: Lang): Promise<CompanyPublic> {
  return cachedFor(db, `company:${lang}:${reqId}`, () => readCompanyPage(db, reqId, lang));
}

async function readCompanyPage(db: Db, reqId: string, lang: Lang): Promise<CompanyPublic> {
  const company = await findCompanyPage(db, reqId);
  if (!company) throw new AppError('NFD001');
  const { categories, portfolio, rates } = await companyDetails(db, company.id, lang);
  const { id, acceptsQuotes, emailValid, logoReqId, coverReqId, proposalsChosen, verifiedAt, ...shown } =
    company;
  return {
    ...shown,
    verified: verifiedAt !== null,
    // Quote requests reach only companies that accept them and have confirmed their e-mail (DECISIONS.md 5).
    quotes: acceptsQuotes && emailValid ? 'y' : 'n',
    categories,
    logo: fileUrl(logoReqId),
    cover: fileUrl(coverReqId),
    portfolio: portfolio.map((p) => ({ reqId: p.reqId, url: fileUrl(p.fileReqId) ?? '' })),
    proposals: proposalsChosen,
    rates: rates.map((r) => ({ rate: r.rate, date: r.date.toISOString(), description: r.description })),
  };
}
