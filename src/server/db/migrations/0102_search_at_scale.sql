-- Search and suggestions at 10,000 companies (issue 32 item 5; EXPLAIN ANALYZE in
-- docs/benchmarks/2026-11-30-search-scale.md).
-- A company's search document is ~3 KB (10 products, both languages, both configurations): over
-- the 2 KB default it went out of line, uncompressed (pglz saves too little on a tsvector), and
-- ranking a broad search's 4,000 matches fetched each document twice from the TOAST table
-- (`@@` and ts_rank), most of the statement's time. Kept in the row up to a full page now: MAIN
-- still compresses and moves a document out of line when it does not fit, so nothing is refused.
ALTER TABLE "company_search" ALTER COLUMN "document" SET STORAGE MAIN, SET (toast_tuple_target = 8160);--> statement-breakpoint
-- Existing rows move only when written with a new value (an unchanged TOAST pointer is kept).
UPDATE "company_search" SET "document" = "document" || ''::tsvector;--> statement-breakpoint
-- Suggestions compared every product name holding the typed text ("usin": 2,780 of 100,000) through
-- product_suggest_key(), an unaccent() per row and per use (the index recheck, LIKE, word_similarity):
-- the key is stored once per row now, and the trigram index reads it.
ALTER TABLE "company_products" ADD COLUMN "suggest_key" text GENERATED ALWAYS AS (product_suggest_key("name_pt", "name_en")) STORED;--> statement-breakpoint
DROP INDEX "company_products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "company_products_suggest_key_trgm_idx" ON "company_products" USING gin ("suggest_key" gin_trgm_ops);
