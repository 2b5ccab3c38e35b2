import type { Lang } from '../../../shared/lang';
import { PRODUCTS } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import type { OwnProduct, ProductRecord, ProductSaveBody } from '../../../shared/schemas/company-products';
import type { DecodedFile } from '../../../shared/schemas/file-fields';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ImageRejected, toWebp, type WebpImage } from '../../lib/images';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { fileUrl } from '../files/files-service';
import { PORTFOLIO_MAX_SIDE } from './company-images';
import {
  countProducts,
  deleteProduct,
  findProduct,
  insertProduct,
  listProductCategories,
  listProductReqIds,
  listProducts,
  orderProducts,
  replaceProductCategories,
  updateProduct,
} from './company-products-repository';
import { deleteFiles, findCategories, insertImages, lockCompanyOfOwner } from './company-repository';

type Row = Awaited<ReturnType<typeof listProducts>>[number];

/** Rows with their category ids, as the owner edits them. */
async function withCategories(db: Db, rows: Row[]): Promise<(OwnProduct & { createdAt: Date })[]> {
  const links = await listProductCategories(
    db,
    rows.map((r) => r.id),
    'pt-BR',
  );
  return rows.map(({ id, imageReqId, ...row }) => ({
    ...row,
    categories: links.filter((l) => l.productId === id).map((l) => l.id),
    image: fileUrl(imageReqId),
  }));
}

const own = ({ createdAt: _, ...product }: OwnProduct & { createdAt: Date }): OwnProduct => product;

async function lockCompany(tx: Db, ownerId: number) {
  const company = await lockCompanyOfOwner(tx, ownerId);
  if (!company) throw new AppError('CMP003');
  return company;
}

/** POST /company/products/list: the caller's products and services in their order (no company: CMP003). */
export async function ownProducts(db: Db, ownerId: number): Promise<OwnProduct[]> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    return (await withCategories(tx, await listProducts(tx, { companyId: company.id }))).map(own);
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
  const found = await findCategories(db, categories);
  if (found.length !== categories.length)
    throw new AppError('VAL001', {}, { categories: 'company.categoryUnknown' }, 'company.categoryUnknown');
  // sharp is slow: the image is checked and converted before the transaction opens.
  const image = body.image ? await productImage(lang, body.image) : null;
  const product = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    const [imageFileId] = image ? await insertImages(tx, 'product', [{ name: 'product.webp', image }]) : [];
    const text = {
      kind,
      namePt: name_pt,
      nameEn: name_en,
      descriptionPt: description_pt,
      descriptionEn: description_en,
      // A new image replaces the stored one; image_remove clears it; else it stays (undefined is not written).
      imageFileId: imageFileId ?? (body.image_remove ? null : undefined),
    };
    let id: number | undefined;
    if (reqId) {
      const stored = await findProduct(tx, company.id, reqId);
      if (stored === undefined) throw new AppError('NFD001');
      id = stored.id;
      await updateProduct(tx, id, text);
      if (text.imageFileId !== undefined) await deleteFiles(tx, [stored.imageFileId]);
    } else {
      if ((await countProducts(tx, company.id)) >= PRODUCTS.perCompany)
        throw new AppError('PRD001', { max: PRODUCTS.perCompany });
      id = await insertProduct(tx, company.id, text);
    }
    await replaceProductCategories(tx, id, categories);
    await companyPageChanged(tx, company.id, now);
    const rows = (await listProducts(tx, { companyId: company.id })).filter((r) => r.id === id);
    return (await withCategories(tx, rows)).map(own)[0];
  });
  catalogueChanged(db);
  return { message: translate(lang, reqId ? 'company.productSaved' : 'company.productAdded'), product };
}

/** POST /company/products/delete: removes one of the caller's items (another's or unknown: NFD001). */
export async function removeProduct(db: Db, ownerId: number, reqId: string, lang: Lang, now = new Date()) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    const removed = await deleteProduct(tx, company.id, reqId);
    if (!removed) throw new AppError('NFD001');
    await deleteFiles(tx, [removed.imageFileId]);
    await companyPageChanged(tx, company.id, now);
  });
  catalogueChanged(db);
  return translate(lang, 'company.productRemoved');
}

/**
 * POST /company/products/order: the caller's items in the order of `reqIds`, which must name each
 * of them once (else VAL001 on req_ids, nothing moved).
 */
export async function orderOwnProducts(
  db: Db,
  ownerId: number,
  reqIds: readonly string[],
  lang: Lang,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    const stored = await listProductReqIds(tx, company.id);
    const same =
      new Set(reqIds).size === reqIds.length &&
      reqIds.length === stored.length &&
      stored.every((r) => reqIds.includes(r));
    if (!same)
      throw new AppError(
        'VAL001',
        {},
        { req_ids: 'company.productsOrderMismatch' },
        'company.productsOrderMismatch',
      );
    await orderProducts(tx, company.id, reqIds);
    await companyPageChanged(tx, company.id, now);
  });
  catalogueChanged(db);
  return translate(lang, 'company.productsOrdered');
}

/** A product's image as WebP, at most PORTFOLIO_MAX_SIDE on a side; unreadable: FIL001 on `image`. */
async function productImage(lang: Lang, file: DecodedFile): Promise<WebpImage> {
  try {
    return await toWebp(file.bytes, { maxSide: PORTFOLIO_MAX_SIDE });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    const name = translate(lang, 'company.file.productImage');
    throw new AppError('FIL001', { name }, { image: 'company.file.unreadable' }, 'company.file.unreadable');
  }
}

/** The owner's products and services, both languages: their LGPD export. */
export async function ownProductRecords(db: Db, ownerId: number, lang: Lang): Promise<ProductRecord[]> {
  const products = await listProducts(db, { ownerId });
  const [rows, links] = await Promise.all([
    withCategories(db, products),
    listProductCategories(
      db,
      products.map((p) => p.id),
      lang,
    ),
  ]);
  // The image is a public file of the page, not data about the person: the export leaves it out.
  return rows.map(({ image: _, ...p }, i) => ({
    ...p,
    categoryNames: links.filter((l) => l.productId === products[i]?.id).map((l) => l.name),
    createdAt: p.createdAt.toISOString(),
  }));
}
