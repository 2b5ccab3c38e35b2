import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyCategories } from '../../db/schema/companies';
import { containsAllWords, sortKey, unaccentLower } from '../../db/sql/search';
import { canReceiveQuotes, inCategory } from './quotes-repository';

/**
 * Companies of the category that can receive quotes whose trade or legal name holds every word of
 * the search (accents and case ignored), leaving out the caller's own company.
 */
export async function pickerCompanies(
  db: Db,
  opts: { category: number; search: string; customerId?: number; limit: number },
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
    .limit(opts.limit);
}

/** A company by its reqId with what the new-quote pickers need of it, and its categories. */
export async function pickerCompanyByReqId(db: Db, reqId: string) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.tradeName,
      acceptsQuotes: companies.acceptsQuotes,
      emailValid: companies.emailValid,
    })
    .from(companies)
    // A suspended company takes no new quote requests (issue 15), nor one hidden until claimed (issue 33).
    .where(and(eq(companies.reqId, reqId), eq(companies.listed, true)));
  if (!company) return undefined;
  const categoryRows = await db
    .select({ id: companyCategories.categoryId })
    .from(companyCategories)
    .where(eq(companyCategories.companyId, company.id))
    .orderBy(asc(companyCategories.categoryId));
  return { ...company, categories: categoryRows.map((c) => c.id) };
}
