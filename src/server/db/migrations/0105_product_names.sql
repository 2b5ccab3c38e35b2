-- Suggestions while typing at scale (issue 32 item 5, decision 0052): products' names are read from
-- a table of the distinct names instead of every product. A broad text ("usin") held in 2,780 of
-- 100,000 product rows at 10,000 companies, each compared (LIKE, word_similarity) and sorted for
-- five; the catalogue's products repeat their names across companies (72 distinct names there), so
-- the names are compared once each and only the few best are joined to their first products.
CREATE TABLE "product_names" (
  "suggest_key" text NOT NULL,
  "name_pt" text NOT NULL,
  CONSTRAINT "product_names_pk" PRIMARY KEY ("suggest_key", "name_pt")
);--> statement-breakpoint
CREATE INDEX "product_names_suggest_key_trgm_idx" ON "product_names" USING gin ("suggest_key" gin_trgm_ops);--> statement-breakpoint
-- A name's products in the order a suggestion lists them (ties by id), for the few names chosen.
CREATE INDEX "company_products_name_idx" ON "company_products" USING btree ("suggest_key", "name_pt", "id");--> statement-breakpoint
INSERT INTO "product_names" ("suggest_key", "name_pt")
  SELECT DISTINCT "suggest_key", "name_pt" FROM "company_products";--> statement-breakpoint
-- A new or renamed product's name is known at once, once per statement (an import writes thousands).
-- A name no product holds any more stays: it matches no product row, so it is never suggested, and
-- deleting it here could race a concurrent insert of the same name (which would then never show).
CREATE FUNCTION "product_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_names" ("suggest_key", "name_pt")
    SELECT DISTINCT "suggest_key", "name_pt" FROM "products_written"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_names_insert" AFTER INSERT ON "company_products"
  REFERENCING NEW TABLE AS "products_written"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_names_sync"();--> statement-breakpoint
CREATE TRIGGER "product_names_update" AFTER UPDATE ON "company_products"
  REFERENCING NEW TABLE AS "products_written"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_names_sync"();
