import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pickerCompanies, pickerCompanyByReqId } from './company-picker-repository';

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
  return pickerCompanies(db, { ...opts, limit: COMPANY_SEARCH_LIMIT });
}

/** POST /quotes/company_get: a company by its reqId, for the new-quote link of its page. */
export async function companyForPicker(db: Db, reqId: string) {
  const company = await pickerCompanyByReqId(db, reqId);
  if (!company) throw new AppError('NFD001');
  return {
    id: company.id,
    name: company.name,
    categories: company.categories,
    receivesQuotes: company.acceptsQuotes && company.emailValid,
  };
}
