import { slugify } from '../../../shared/rules/slug';
import type { AdminCategory } from '../../../shared/schemas/admin-publish';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditBy } from '../admin/publishing-service';
import type { Actor } from '../admin/staff-service';
import {
  type AdminCategoryRow,
  categoryNameTaken,
  companiesInCategory,
  deleteCategory,
  insertCategory,
  listAdminCategories,
  lockCategory,
  moveCategoryReferences,
  rebuildSearchText,
  renameCategory,
  slugTaken,
} from './admin-categories-repository';

/*
 * Categories in the back office. Every change commits with its audit entry in one transaction; the
 * categories table's trigger (migration 0005) tells every server process at commit, and this one
 * forgets its cached catalogue at once, so /categories/list and /companies/list_info show it.
 */

interface Names {
  name_pt: string;
  name_en: string;
}

const audited = (row: Pick<AdminCategoryRow, 'id' | 'slug' | 'namePt' | 'nameEn'>) => ({
  id: row.id,
  slug: row.slug,
  namePt: row.namePt,
  nameEn: row.nameEn,
});

export function adminCategories(db: Db): Promise<AdminCategory[]> {
  return listAdminCategories(db);
}

async function requireFreeNames(db: Db, body: Names, exceptId?: number): Promise<void> {
  const taken = await categoryNameTaken(db, { namePt: body.name_pt, nameEn: body.name_en }, exceptId);
  if (taken) {
    const field = taken === 'pt' ? 'name_pt' : 'name_en';
    throw new AppError('VAL001', {}, { [field]: 'publish.categoryNameTaken' }, 'publish.categoryNameTaken');
  }
}

/** A slug no category has: the Portuguese name's, numbered when taken (slugs stay once given). */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'categoria';
  let slug = base;
  for (let n = 2; await slugTaken(db, slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function changed<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const result = await work();
  catalogueChanged(db);
  return result;
}

async function savedCategory(db: Db, id: number): Promise<AdminCategory> {
  const row = await lockCategory(db, id);
  if (!row) throw new AppError('NFD001');
  return row;
}

export function addCategory(db: Db, actor: Actor, body: Names): Promise<AdminCategory> {
  return changed(db, async () => {
    const id = await db.transaction(async (tx) => {
      await requireFreeNames(tx, body);
      const values = { slug: await freeSlug(tx, body.name_pt), namePt: body.name_pt, nameEn: body.name_en };
      const newId = await insertCategory(tx, values);
      await auditBy(tx, actor, {
        action: 'category.add',
        targetType: 'category',
        target: `${newId} ${values.namePt}`,
        before: null,
        after: { id: newId, ...values },
      });
      return newId;
    });
    return savedCategory(db, id);
  });
}

export function renameCategoryNames(
  db: Db,
  actor: Actor,
  body: Names & { id: number },
): Promise<AdminCategory> {
  return changed(db, async () => {
    await db.transaction(async (tx) => {
      const current = await lockCategory(tx, body.id);
      if (!current) throw new AppError('NFD001');
      await requireFreeNames(tx, body, body.id);
      const names = { namePt: body.name_pt, nameEn: body.name_en };
      await renameCategory(tx, body.id, names);
      await rebuildSearchText(tx, await companiesInCategory(tx, body.id));
      await auditBy(tx, actor, {
        action: 'category.rename',
        targetType: 'category',
        target: `${body.id} ${body.name_pt}`,
        before: audited(current),
        after: audited({ ...current, ...names }),
      });
    });
    return savedCategory(db, body.id);
  });
}

/**
 * `from` joins `into`: its companies and quote requests move to `into` and `from` is removed, all
 * in one transaction (both rows locked, in id order so two opposite merges cannot deadlock).
 */
export function mergeCategories(
  db: Db,
  actor: Actor,
  body: { from: number; into: number },
): Promise<AdminCategory> {
  return changed(db, async () => {
    await db.transaction(async (tx) => {
      const [first, second] = [body.from, body.into].sort((a, b) => a - b);
      const locked = new Map([
        [first, await lockCategory(tx, first)],
        [second, await lockCategory(tx, second)],
      ]);
      const from = locked.get(body.from);
      const into = locked.get(body.into);
      if (!from || !into) throw new AppError('NFD001');
      const companyIds = await companiesInCategory(tx, from.id);
      const moved = await moveCategoryReferences(tx, from.id, into.id);
      await deleteCategory(tx, from.id);
      await rebuildSearchText(tx, companyIds);
      await auditBy(tx, actor, {
        action: 'category.merge',
        targetType: 'category',
        target: `${from.id} ${from.namePt} → ${into.id} ${into.namePt}`,
        before: {
          from: { ...audited(from), companies: from.companies, quotes: from.quotes },
          into: { ...audited(into), companies: into.companies, quotes: into.quotes },
        },
        after: { into: audited(into), moved },
      });
    });
    return savedCategory(db, body.into);
  });
}

/** Only a category no company and no quote request uses; otherwise PUB001 says how to proceed. */
export function removeCategory(db: Db, actor: Actor, id: number): Promise<void> {
  return changed(db, () =>
    db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw new AppError('NFD001');
      if (current.companies > 0 || current.quotes > 0) {
        throw new AppError('PUB001', { companies: current.companies, quotes: current.quotes });
      }
      await deleteCategory(tx, id);
      await auditBy(tx, actor, {
        action: 'category.remove',
        targetType: 'category',
        target: `${id} ${current.namePt}`,
        before: audited(current),
        after: null,
      });
    }),
  );
}
