import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { categoryName, categoryOrder, hasListedCompany } from '../../db/sql/categories-on-offer';

export interface CategoryRow {
  id: number;
  name: string;
}

/**
 * Categories named and ordered in `lang`; with `onlyWithCompanies`, those some listed company is in
 * (a suspended company is out of the public catalogue, so it keeps no category on offer).
 */
export async function listCategories(
  db: Db,
  lang: Lang,
  opts: { onlyWithCompanies: boolean },
): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categoryName(lang) })
    .from(categories)
    .where(opts.onlyWithCompanies ? hasListedCompany : undefined)
    .orderBy(...categoryOrder(lang));
}
