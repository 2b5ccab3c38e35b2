import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies, GIN_PENDING } from './companies';

/*
 * What the catalogue's search reads besides companies and their keys: the words of the listed
 * companies (the LIKE paths of /companies/list) and the full-text documents (relevance, issue 32).
 * Every table here is written by triggers and migrations, never by the code.
 */

/**
 * The words of the listed companies' search_text and how many companies have each (migration
 * 0026), with a trigram index: the words that contain a searched one. Written only by migration
 * 0026's trigger, never by the code.
 */
export const listWords = pgTable(
  'list_words',
  { word: text('word').primaryKey(), companies: integer('companies').notNull() },
  (t) => [index('list_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with(GIN_PENDING)],
);

/**
 * One row per word of each listed company's search_text, in the list's name order within a word,
 * so the companies having a word are an index range in name order, and with its state and city
 * (migration 0028), so those of a word in a place are a range of the place index. Written only by
 * the trigger of migrations 0026 and 0028 on company_list_keys, never by the code.
 */
export const companyListWords = pgTable(
  'company_list_words',
  {
    word: text('word').notNull(),
    nameKey: text('name_key').notNull(),
    tradeName: text('trade_name').notNull(),
    companyId: integer('company_id').notNull(),
    stateId: integer('state_id').notNull(),
    cityId: integer('city_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'company_list_words_pk', columns: [t.word, t.nameKey, t.tradeName, t.companyId] }),
    index('company_list_words_place_idx').on(t.word, t.stateId, t.cityId, t.companyId),
  ],
);

/** PostgreSQL's tsvector, read and written only by SQL (migration 0034's functions). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One weighted full-text document per listed company (migration 0034), kept by a trigger on
 * companies in the transaction of the change; a further source is a further part of
 * company_search_document_of() (src/server/README.md, "The search document").
 */
export const companySearch = pgTable(
  'company_search',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('company_search_document_idx').using('gin', t.document).with(GIN_PENDING)],
);

/** The words of the search documents' texts, accent-free (migration 0034): what a misspelt word is compared with. */
export const searchDocumentWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with(GIN_PENDING),
]);
