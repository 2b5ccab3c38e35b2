import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companyProductCategories, companyProducts } from '../../db/schema/company-products';
import { storedFiles } from '../../db/schema/files';
import { byLang } from '../../db/sql/localized';
import { type CompanyScope, listOfCompany } from './company-listing-repository';

type ProductText = Pick<
  typeof companyProducts.$inferInsert,
  'kind' | 'namePt' | 'nameEn' | 'descriptionPt' | 'descriptionEn' | 'imageFileId'
>;

const ownColumns = {
  id: companyProducts.id,
  reqId: companyProducts.reqId,
  kind: companyProducts.kind,
  namePt: companyProducts.namePt,
  nameEn: companyProducts.nameEn,
  descriptionPt: companyProducts.descriptionPt,
  descriptionEn: companyProducts.descriptionEn,
  imageReqId: storedFiles.reqId,
  createdAt: companyProducts.createdAt,
};

export async function countProducts(tx: Db, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, companyId));
  return row?.n ?? 0;
}

/** The item `reqId` when it belongs to `companyId` (else nothing: not yours is not found), with its image. */
export async function findProduct(tx: Db, companyId: number, reqId: string) {
  const [row] = await tx
    .select({ id: companyProducts.id, imageFileId: companyProducts.imageFileId })
    .from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.reqId, reqId)));
  return row;
}

/** Adds an item last in the company's order; answers its id. */
export async function insertProduct(tx: Db, companyId: number, text: ProductText): Promise<number> {
  const [last] = await tx
    .select({ position: max(companyProducts.position) })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, companyId));
  const [row] = await tx
    .insert(companyProducts)
    .values({ ...text, companyId, position: (last?.position ?? -1) + 1 })
    .returning({ id: companyProducts.id });
  return row.id;
}

export async function updateProduct(tx: Db, id: number, text: ProductText): Promise<void> {
  await tx.update(companyProducts).set(text).where(eq(companyProducts.id, id));
}

export async function replaceProductCategories(tx: Db, productId: number, ids: readonly number[]) {
  await tx.delete(companyProductCategories).where(eq(companyProductCategories.productId, productId));
  if (ids.length > 0)
    await tx.insert(companyProductCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
}

/** Removes the item `reqId` of `companyId`; undefined when there is none, else its image's file id. */
export async function deleteProduct(tx: Db, companyId: number, reqId: string) {
  const [row] = await tx
    .delete(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.reqId, reqId)))
    .returning({ imageFileId: companyProducts.imageFileId });
  return row;
}

/** The reqIds of the company's items (any order). */
export async function listProductReqIds(tx: Db, companyId: number): Promise<string[]> {
  const rows = await tx
    .select({ reqId: companyProducts.reqId })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, companyId));
  return rows.map((r) => r.reqId);
}

/** Places the company's items in the order of `reqIds` (every one of them, checked by the caller). */
export async function orderProducts(tx: Db, companyId: number, reqIds: readonly string[]): Promise<void> {
  const list = sql`array[${sql.join(
    reqIds.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
  await tx.execute(sql`update ${companyProducts} set position = o.n - 1
    from unnest(${list}) with ordinality as o(req_id, n)
    where ${companyProducts.companyId} = ${companyId} and ${companyProducts.reqId} = o.req_id`);
}

/** The items of a company or of an owner's companies (their LGPD export) in their order, both languages. */
export function listProducts(db: Db, scope: CompanyScope) {
  const listing = {
    companyId: companyProducts.companyId,
    fileId: companyProducts.imageFileId,
    order: [asc(companyProducts.position), asc(companyProducts.id)],
  };
  return listOfCompany(db.select(ownColumns).from(companyProducts).$dynamic(), listing, scope);
}

/** The categories of the items `productIds`, named in `lang`. */
export async function listProductCategories(db: Db, productIds: readonly number[], lang: Lang) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: companyProductCategories.productId,
      id: categories.id,
      name: byLang(lang, categories.namePt, categories.nameEn),
    })
    .from(companyProductCategories)
    .innerJoin(categories, eq(categories.id, companyProductCategories.categoryId))
    .where(inArray(companyProductCategories.productId, [...productIds]))
    .orderBy(asc(categories.position), asc(categories.id));
}
