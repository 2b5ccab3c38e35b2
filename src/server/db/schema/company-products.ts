import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { categories } from './categories';
import { companies } from './companies';

/** A company's products and services (issue 32, migration 0033); English text optional. */
export const companyProducts = pgTable(
  'company_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en'),
    descriptionPt: text('description_pt').notNull(),
    descriptionEn: text('description_en'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_products_company_idx').on(t.companyId, t.position, t.id),
    check('company_products_kind_check', sql`${t.kind} IN ('product', 'service')`),
  ],
);

export const companyProductCategories = pgTable(
  'company_product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => companyProducts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'company_product_categories_pk', columns: [t.productId, t.categoryId] }),
    index('company_product_categories_category_idx').on(t.categoryId),
  ],
);
