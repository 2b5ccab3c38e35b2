import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyCategories } from '../../db/schema/companies';
import { AppError } from '../../lib/app-error';
import { containsAllWords, sortKey, unaccentLower } from '../../db/sql/search';
import { canReceiveQuotes, inCategory } from './quotes-repository';

/** Enough rows for a picker; the user narrows the search to find others. */
export const COMPANY_SEARCH_LIMIT = 50;

/**
 * POST /quotes/company_search: companies of the category that can receive quotes, whose trade or
 * legal name holds every word of the search, accents and case ignored. A logged-in caller's own
 * company is left out: it could not receive the quote.
 */
export async function searchCompanies(
  db: Db,
  opts: { category: number; search: string; customerId?: number },
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.tradeName })
    .from(companies)
    .where(
      and(
        inCategory(opts.category),
        canReceiveQuotes(opts.customerId),
        containsAllWords(unaccentLower(companies.tradeName, companies.name), opts.search),
      ),
    )
    .orderBy(asc(sortKey(companies.tradeName)), asc(companies.id))
    .limit(COMPANY_SEARCH_LIMIT);
}

/** POST /quotes/company_get: a company by its reqId, for the new-quote link of its page. */
export async function companyForPicker(db: Db, reqId: string) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.tradeName,
      acceptsQuotes: companies.acceptsQuotes,
      emailValid: companies.emailValid,
    })
    .from(companies)
    .where(eq(companies.reqId, reqId));
  if (!company) throw new AppError('NFD001');
  const categoryRows = await db
    .select({ id: companyCategories.categoryId })
    .from(companyCategories)
    .where(eq(companyCategories.companyId, company.id))
    .orderBy(asc(companyCategories.categoryId));
  return {
    id: company.id,
    name: company.name,
    categories: categoryRows.map((c) => c.id),
    receivesQuotes: company.acceptsQuotes && company.emailValid,
  };
}
