import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Industrial categories; written by the association, so named in both languages (DECISIONS.md 5). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_position_idx').on(t.position)],
);
