import type { Lang } from '../../../shared/lang';
import type { PublicProduct } from '../../../shared/schemas/company-products';
import type { Db } from '../../db/client';
import { fileUrl } from '../files/files-service';
import { listProductCategories, listProducts } from './company-products-repository';

/*
 * The company page's products and services. Apart from company-products-service.ts because the
 * public page (modules/companies) reads it while the writes call back into that module for the
 * page's date: one file each way keeps the imports free of cycles.
 */

/**
 * The items of `companyId` in the reader's language where the company wrote it, else in
 * Portuguese; `lang` says which, so the page marks Portuguese text for an English reader.
 */
export async function publicProducts(db: Db, companyId: number, lang: Lang): Promise<PublicProduct[]> {
  const rows = await listProducts(db, { companyId });
  const links = await listProductCategories(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((row) => {
    const english = lang === 'en' && row.nameEn !== null;
    return {
      reqId: row.reqId,
      kind: row.kind,
      // The schema stores the English name and description together, so an item is never half in each.
      name: english ? (row.nameEn ?? row.namePt) : row.namePt,
      description: english ? (row.descriptionEn ?? row.descriptionPt) : row.descriptionPt,
      lang: english ? 'en' : 'pt-BR',
      categories: links.filter((l) => l.productId === row.id).map(({ id, name }) => ({ id, name })),
      image: fileUrl(row.imageReqId),
    };
  });
}
