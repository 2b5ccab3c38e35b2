import type { Db } from '../client';
import { companyProductCategories, companyProducts } from '../schema/company-products';
import { OFFERS_OF } from './category-offers';

/*
 * Demo products and services (issue 32 item 7): the three of the company's main category
 * (category-offers.ts), each in that category; every other one also in English, so an English
 * visitor sees both the translated text and the Portuguese marked as such.
 */

export const DEMO_PRODUCTS_PER_COMPANY = 3;

/** Three items for each company (`companies`: id, main category's id and slug, in seed order). */
export async function seedProducts(
  db: Db,
  companies: readonly { id: number; categoryId: number | undefined; categorySlug: string }[],
): Promise<void> {
  const values = companies.flatMap((company, i) => {
    const offers = OFFERS_OF[company.categorySlug];
    if (!offers) throw new Error(`No demo offers for the category ${company.categorySlug}`);
    return offers
      .slice(0, DEMO_PRODUCTS_PER_COMPANY)
      .map(([kind, namePt, descriptionPt, nameEn, descriptionEn], position) => {
        const english = (i + position) % 2 === 0;
        return {
          companyId: company.id,
          kind,
          namePt,
          descriptionPt,
          nameEn: english ? nameEn : null,
          descriptionEn: english ? descriptionEn : null,
          position,
        };
      });
  });
  const rows = await db
    .insert(companyProducts)
    .values(values)
    .returning({ id: companyProducts.id, companyId: companyProducts.companyId });
  const categoryOf = new Map(companies.map((c) => [c.id, c.categoryId]));
  const links = rows.flatMap((r) => {
    const categoryId = categoryOf.get(r.companyId);
    return categoryId === undefined ? [] : [{ productId: r.id, categoryId }];
  });
  if (links.length > 0) await db.insert(companyProductCategories).values(links);
}
