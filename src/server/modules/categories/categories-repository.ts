import { asc, exists, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companyCategoryKeys } from '../../db/schema/companies';
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
  // company_category_keys holds the memberships of listed companies only (migration 0024): one
  // index probe per category, where joining companies looked a member up by primary key.
  const used = exists(
    db
      .select({ one: sql`1` })
      .from(companyCategoryKeys)
      .where(sql`${companyCategoryKeys.categoryId} = ${categories.id}`),
  );
  return db
    .select({ id: categories.id, name })
    .from(categories)
    .where(opts.onlyWithCompanies ? used : undefined)
    .orderBy(asc(sortKey(name)), asc(name), asc(categories.id));
}
