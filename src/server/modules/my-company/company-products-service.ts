import type { Lang } from '../../../shared/lang';
import { PRODUCTS } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import type { OwnProduct, ProductRecord, ProductSaveBody } from '../../../shared/schemas/company-products';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyPageChanged } from '../company-catalogue/companies-service';
import {
  countProducts,
  deleteProduct,
  findProductId,
  insertProduct,
  listProductCategories,
  listProducts,
  listProductsOfOwner,
  lockProductsCompany,
  replaceProductCategories,
  updateProduct,
} from './company-products-repository';
import { findCategories } from './company-repository';

type Row = Awaited<ReturnType<typeof listProducts>>[number];

/** Rows with their category ids, as the owner edits them. */
async function withCategories(db: Db, rows: Row[]): Promise<(OwnProduct & { createdAt: Date })[]> {
  const links = await listProductCategories(
    db,
    rows.map((r) => r.id),
    'pt-BR',
  );
  return rows.map(({ id, ...row }) => ({
    ...row,
    categories: links.filter((l) => l.productId === id).map((l) => l.id),
  }));
}

const own = ({ createdAt: _, ...product }: OwnProduct & { createdAt: Date }): OwnProduct => product;

async function lockCompany(tx: Db, ownerId: number) {
  const company = await lockProductsCompany(tx, ownerId);
  if (!company) throw new AppError('CMP003');
  return company;
}

/** POST /company/products/list: the caller's products and services in their order (no company: CMP003). */
export async function ownProducts(db: Db, ownerId: number): Promise<OwnProduct[]> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    return (await withCategories(tx, await listProducts(tx, company.id))).map(own);
  });
}

/**
 * POST /company/products/save: adds an item (at most PRODUCTS.perCompany: PRD001) or, with req_id,
 * rewrites one of the caller's (another's or unknown: NFD001). Unknown categories are VAL001 on
 * `categories`. The item and its categories are written together, with the page's date.
 */
export async function saveProduct(
  db: Db,
  ownerId: number,
  body: ProductSaveBody,
  lang: Lang,
  now = new Date(),
): Promise<{ message: string; product: OwnProduct }> {
  const { req_id: reqId, categories, kind, name_pt, name_en, description_pt, description_en } = body;
  const text = {
    kind,
    namePt: name_pt,
    nameEn: name_en,
    descriptionPt: description_pt,
    descriptionEn: description_en,
  };
  const found = await findCategories(db, categories);
  if (found.length !== categories.length)
    throw new AppError('VAL001', {}, { categories: 'company.categoryUnknown' }, 'company.categoryUnknown');
  const product = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    let id: number | undefined;
    if (reqId) {
      id = await findProductId(tx, company.id, reqId);
      if (id === undefined) throw new AppError('NFD001');
      await updateProduct(tx, id, text);
    } else {
      if ((await countProducts(tx, company.id)) >= PRODUCTS.perCompany)
        throw new AppError('PRD001', { max: PRODUCTS.perCompany });
      id = await insertProduct(tx, company.id, text);
    }
    await replaceProductCategories(tx, id, categories);
    await companyPageChanged(tx, company.id, now);
    const rows = (await listProducts(tx, company.id)).filter((r) => r.id === id);
    return (await withCategories(tx, rows)).map(own)[0];
  });
  catalogueChanged(db);
  return { message: translate(lang, reqId ? 'company.productSaved' : 'company.productAdded'), product };
}

/** POST /company/products/delete: removes one of the caller's items (another's or unknown: NFD001). */
export async function removeProduct(db: Db, ownerId: number, reqId: string, lang: Lang, now = new Date()) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    if (!(await deleteProduct(tx, company.id, reqId))) throw new AppError('NFD001');
    await companyPageChanged(tx, company.id, now);
  });
  catalogueChanged(db);
  return translate(lang, 'company.productRemoved');
}

/** The owner's products and services, both languages: their LGPD export. */
export async function ownProductRecords(db: Db, ownerId: number): Promise<ProductRecord[]> {
  const rows = await withCategories(db, await listProductsOfOwner(db, ownerId));
  return rows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }));
}
