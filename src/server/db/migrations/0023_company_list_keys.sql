-- The public catalogue's list (POST /companies/list) reads a narrow copy of what it filters and
-- orders by: about 300 bytes a company instead of the ~750-byte companies row, so a broad search
-- or a category reads a fifth of the pages (issue 13 item 6). One row per company the public sees
-- (suspended companies have none), kept by a trigger on companies in the same transaction as the
-- change, so no code path that writes companies (the owner's form, the rating figures, a category
-- rename's search_text rebuild, a suspension, the bench fill) can leave it stale.
CREATE TABLE "company_list_keys" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"trade_name" text NOT NULL,
	"name_key" text NOT NULL,
	"rate" numeric(3, 2),
	"city_id" integer NOT NULL,
	"search_text" text NOT NULL
);--> statement-breakpoint
ALTER TABLE "company_list_keys" ADD CONSTRAINT "company_list_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The orders of /companies/list (as companies' partial indexes of migration 0011), the city's
-- page in name order, and the trigram index of the search.
CREATE INDEX "company_list_keys_name_idx" ON "company_list_keys" USING btree ("name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_list_keys_city_name_idx" ON "company_list_keys" USING btree ("city_id","name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_list_keys_rate_asc_idx" ON "company_list_keys" USING btree ("rate","name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_list_keys_rate_desc_idx" ON "company_list_keys" USING btree ("rate" DESC NULLS LAST,"name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_list_keys_search_trgm_idx" ON "company_list_keys" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "company_list_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."suspended_at" IS NULL THEN
    INSERT INTO "company_list_keys" ("company_id", "trade_name", "name_key", "rate", "city_id", "search_text")
      VALUES (NEW."id", NEW."trade_name", NEW."name_key", NEW."rate", NEW."city_id", NEW."search_text")
      ON CONFLICT ("company_id") DO UPDATE SET
        "trade_name" = EXCLUDED."trade_name", "name_key" = EXCLUDED."name_key", "rate" = EXCLUDED."rate",
        "city_id" = EXCLUDED."city_id", "search_text" = EXCLUDED."search_text";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "company_list_keys" WHERE "company_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- AFTER: name_key is a generated column, computed by then. Updates of other columns (counters,
-- contacts, updated_at) leave the row alone.
CREATE TRIGGER "companies_list_keys_insert" AFTER INSERT ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_list_keys_sync"();--> statement-breakpoint
CREATE TRIGGER "companies_list_keys_update" AFTER UPDATE OF "trade_name", "rate", "city_id", "search_text", "suspended_at" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."rate" IS DISTINCT FROM NEW."rate"
    OR OLD."city_id" IS DISTINCT FROM NEW."city_id" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at")
  EXECUTE FUNCTION "company_list_keys_sync"();--> statement-breakpoint
INSERT INTO "company_list_keys" ("company_id", "trade_name", "name_key", "rate", "city_id", "search_text")
  SELECT "id", "trade_name", "name_key", "rate", "city_id", "search_text" FROM "companies"
  WHERE "suspended_at" IS NULL;
