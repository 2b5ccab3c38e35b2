-- A state's page of /companies/list as an index range (issue 13 item 6): company_list_keys gets
-- its company's state, so the state filter is an equality on a column of its own instead of
-- "city_id in (the state's cities)", which hashed the state's 645 cities for the page and again
-- for the count and then filtered the whole name order by them.
ALTER TABLE "company_list_keys" ADD COLUMN "state_id" integer;--> statement-breakpoint
UPDATE "company_list_keys" k SET "state_id" = c."state_id" FROM "cities" c WHERE c."id" = k."city_id";--> statement-breakpoint
ALTER TABLE "company_list_keys" ALTER COLUMN "state_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "company_list_keys_state_name_idx" ON "company_list_keys" USING btree ("state_id","name_key","trade_name","company_id");--> statement-breakpoint
-- Migration 0023's function with the state: the city's, read when the row is written.
CREATE OR REPLACE FUNCTION "company_list_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."suspended_at" IS NULL THEN
    INSERT INTO "company_list_keys" ("company_id", "trade_name", "name_key", "rate", "city_id", "state_id", "search_text")
      VALUES (NEW."id", NEW."trade_name", NEW."name_key", NEW."rate", NEW."city_id",
        (SELECT "state_id" FROM "cities" WHERE "id" = NEW."city_id"), NEW."search_text")
      ON CONFLICT ("company_id") DO UPDATE SET
        "trade_name" = EXCLUDED."trade_name", "name_key" = EXCLUDED."name_key", "rate" = EXCLUDED."rate",
        "city_id" = EXCLUDED."city_id", "state_id" = EXCLUDED."state_id", "search_text" = EXCLUDED."search_text";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "company_list_keys" WHERE "company_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A city never changes state in the reference data; if one ever did, its companies follow.
CREATE FUNCTION "company_list_keys_city_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_list_keys" SET "state_id" = NEW."state_id" WHERE "city_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cities_list_keys_state" AFTER UPDATE OF "state_id" ON "cities"
  FOR EACH ROW WHEN (OLD."state_id" IS DISTINCT FROM NEW."state_id")
  EXECUTE FUNCTION "company_list_keys_city_state"();
