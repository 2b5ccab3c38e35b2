import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { quotes } from '../../db/schema/quotes';
import { qualified } from '../../db/sql/qualified';
import { companySearchText, sortKey } from '../../db/sql/search';

const usage = {
  companies: sql<number>`(select count(*)::int from ${companyCategories} cc where cc.category_id = ${qualified(categories.id)})`,
  quotes: sql<number>`(select count(*)::int from ${quotes} q where q.category_id = ${qualified(categories.id)})`,
};

const columns = {
  id: categories.id,
  slug: categories.slug,
  namePt: categories.namePt,
  nameEn: categories.nameEn,
  ...usage,
};

/** Every category with how many companies and quote requests use it, by Portuguese name. */
export async function listAdminCategories(db: Db) {
  return db
    .select(columns)
    .from(categories)
    .orderBy(asc(sortKey(categories.namePt)), asc(categories.id));
}

export type AdminCategoryRow = Awaited<ReturnType<typeof listAdminCategories>>[number];

export async function lockCategory(tx: Db, id: number): Promise<AdminCategoryRow | undefined> {
  const [row] = await tx.select(columns).from(categories).where(eq(categories.id, id)).for('update', {
    of: categories,
  });
  return row;
}

/** Another category named like this in either language, accents and case ignored. */
export async function categoryNameTaken(
  db: Db,
  names: { namePt: string; nameEn: string },
  exceptId?: number,
): Promise<'pt' | 'en' | null> {
  const same = (column: AnyPgColumn, name: string) =>
    sql`lower(unaccent(${column})) = lower(unaccent(${name}))`;
  const [row] = await db
    .select({ pt: same(categories.namePt, names.namePt), en: same(categories.nameEn, names.nameEn) })
    .from(categories)
    .where(
      and(
        sql`(${same(categories.namePt, names.namePt)} or ${same(categories.nameEn, names.nameEn)})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.pt ? 'pt' : 'en';
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return rows.length > 0;
}

/** New categories go last in the association's own order. */
export async function insertCategory(
  tx: Db,
  values: { slug: string; namePt: string; nameEn: string },
): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({
      ...values,
      position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories})`,
    })
    .returning({ id: categories.id });
  return row.id;
}

export async function renameCategory(tx: Db, id: number, names: { namePt: string; nameEn: string }) {
  await tx.update(categories).set(names).where(eq(categories.id, id));
}

export async function deleteCategory(tx: Db, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function companiesInCategory(tx: Db, categoryId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: companyCategories.companyId })
    .from(companyCategories)
    .where(eq(companyCategories.categoryId, categoryId));
  return rows.map((r) => r.id);
}

/**
 * Moves what referenced `from` to `into`: a company in both keeps one link, quote requests change
 * category. Answers how many company links and quotes moved.
 */
export async function moveCategoryReferences(tx: Db, from: number, into: number) {
  const moved = (await tx.execute(sql`
    insert into ${companyCategories} (company_id, category_id)
    select company_id, ${into}::int from ${companyCategories} where category_id = ${from}::int
    on conflict do nothing`)) as unknown as { rowCount: number | null };
  await tx.delete(companyCategories).where(eq(companyCategories.categoryId, from));
  const movedQuotes = await tx
    .update(quotes)
    .set({ categoryId: into })
    .where(eq(quotes.categoryId, from))
    .returning({ id: quotes.id });
  return { companies: moved.rowCount ?? 0, quotes: movedQuotes.length };
}

/**
 * companies.search_text holds the names of a company's categories, so renaming or merging one
 * rebuilds it for the companies concerned, computed the way the company's own save computes it.
 */
export async function rebuildSearchText(tx: Db, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  const rows = await tx
    .select({
      id: companies.id,
      tradeName: companies.tradeName,
      name: companies.name,
      keywords: companies.keywords,
      aboutShort: companies.aboutShort,
      aboutShortEn: companies.aboutShortEn,
      categoryNames: sql<string[]>`coalesce((
        select array_agg(n order by c.id, k)
        from ${companyCategories} cc
        join ${categories} c on c.id = cc.category_id
        cross join lateral (values (1, c.name_pt), (2, c.name_en)) as v(k, n)
        where cc.company_id = "companies"."id"
      ), '{}')`,
    })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]));
  const ids = rows.map((r) => r.id);
  const texts = rows.map((r) => companySearchText(r));
  await tx.execute(sql`
    update ${companies} set search_text = u.t
    from unnest(${sql.param(ids)}::int[], ${sql.param(texts)}::text[]) as u(id, t)
    where "companies"."id" = u.id`);
}
