import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import { categories } from '../schema/categories';
import { companyCategoryKeys } from '../schema/companies';
import { byLang } from './localized';
import { qualified } from './qualified';
import { sortKey } from './search';

/*
 * What /categories/list and the catalogue's filters (/companies/list_info) both say of a category:
 * its name in the request's language, the order every list of categories uses, and whether some
 * listed company is in it. One definition, so the filters offer exactly the categories the list does.
 */

/** The category's name in `lang`. */
export const categoryName = (lang: Lang) => byLang(lang, categories.namePt, categories.nameEn);

/** Accent-insensitive name, then name, then id: the order of every list of categories. */
export const categoryOrder = (lang: Lang): SQL[] => {
  const name = categoryName(lang);
  return [sortKey(name), sql`${name}`, sql`${categories.id}`];
};

/**
 * Some listed company is in the category. company_category_keys holds the memberships of listed
 * companies only (migration 0024; a suspended company offers no category): one index probe per
 * category, where joining companies looked a member up by primary key.
 */
export const hasListedCompany = sql`exists (select 1 from ${companyCategoryKeys} where ${companyCategoryKeys.categoryId} = ${qualified(categories.id)})`;
