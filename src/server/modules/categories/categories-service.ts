import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { type CategoryRow, listCategories } from './categories-repository';

/** What the catalogue can be filtered by: categories that hold at least one company. */
export function listUsedCategories(db: Db, lang: Lang): Promise<CategoryRow[]> {
  return listCategories(db, lang, { onlyWithCompanies: true });
}

/** Every category, for the company profile's category picker. */
export function listAllCategories(db: Db, lang: Lang): Promise<CategoryRow[]> {
  return listCategories(db, lang, { onlyWithCompanies: false });
}
