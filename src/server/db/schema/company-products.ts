import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';
import { categories } from './categories';
import { companies, GIN_PENDING } from './companies';
import { storedFiles } from './files';

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
    // Optional image (migration 0041), a public stored file of kind 'product'.
    imageFileId: integer('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    // What suggestions compare, accent-free and lower-case, stored once (migration 0102).
    suggestKey: text('suggest_key').generatedAlwaysAs(sql`product_suggest_key(name_pt, name_en)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_products_company_idx').on(t.companyId, t.position, t.id),
    // Suggestions while typing read names through a trigram index (migrations 0040, 0102).
    index('company_products_suggest_key_trgm_idx')
      .using('gin', sql`${t.suggestKey} gin_trgm_ops`)
      .with(GIN_PENDING),
    // A name's products in suggestion order, for the names product_names chose (migration 0105).
    index('company_products_name_idx').on(t.suggestKey, t.namePt, t.id),
    check('company_products_kind_check', sql`${t.kind} IN ('product', 'service')`),
  ],
);

/**
 * Every product name ever written, once (migration 0105, kept by triggers on company_products):
 * suggestions compare these instead of every product, then read the chosen names' products.
 */
export const productNames = pgTable(
  'product_names',
  { suggestKey: text('suggest_key').notNull(), namePt: text('name_pt').notNull() },
  (t) => [
    primaryKey({ name: 'product_names_pk', columns: [t.suggestKey, t.namePt] }),
    index('product_names_suggest_key_trgm_idx')
      .using('gin', sql`${t.suggestKey} gin_trgm_ops`)
      .with(GIN_PENDING),
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
