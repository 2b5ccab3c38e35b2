import { asc, exists, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { byLang } from '../../db/sql/localized';
import { sortKey } from '../../db/sql/search';

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
  const name = byLang(lang, categories.namePt, categories.nameEn);
  const used = exists(
    db
      .select({ one: sql`1` })
      .from(companyCategories)
      .innerJoin(companies, sql`${companies.id} = ${companyCategories.companyId}`)
      .where(sql`${companyCategories.categoryId} = ${categories.id} and ${companies.suspendedAt} is null`),
  );
  return db
    .select({ id: categories.id, name })
    .from(categories)
    .where(opts.onlyWithCompanies ? used : undefined)
    .orderBy(asc(sortKey(name)), asc(name), asc(categories.id));
}
