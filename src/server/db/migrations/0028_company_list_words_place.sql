-- The capped count of a one-word search in a state or a city as an index range (issue 13 item 6).
-- The count read the trigram index and the place's index, intersected them and rechecked every
-- match's search_text: 1.1 ms of PostgreSQL's CPU for "usinagem" in one city of 10,000 companies
-- (2,085 companies with the word, 278 in the city), where the page itself, walked along the city's
-- order, cost 0.2. company_list_words gets its company's state and city, and an index on the word
-- and the place: the companies of a word in a state or a city are a range of it, read without the
-- table (0.1 ms for the same count).
ALTER TABLE "company_list_words" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "company_list_words" ADD COLUMN "city_id" integer;--> statement-breakpoint
UPDATE "company_list_words" w SET "state_id" = k."state_id", "city_id" = k."city_id"
  FROM "company_list_keys" k WHERE k."company_id" = w."company_id";--> statement-breakpoint
ALTER TABLE "company_list_words" ALTER COLUMN "state_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_list_words" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
-- A state is a prefix of it and a city, with its state, a longer one.
CREATE INDEX "company_list_words_place_idx" ON "company_list_words" USING btree ("word","state_id","city_id","company_id");--> statement-breakpoint
-- Migration 0026's function with the place of the row written.
CREATE OR REPLACE FUNCTION "company_list_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "company_list_words"
      WHERE "word" = ANY ("list_words_of"(OLD."search_text")) AND "name_key" = OLD."name_key"
        AND "trade_name" = OLD."trade_name" AND "company_id" = OLD."company_id";
    UPDATE "list_words" SET "companies" = "companies" - 1 WHERE "word" = ANY ("list_words_of"(OLD."search_text"));
    DELETE FROM "list_words" WHERE "word" = ANY ("list_words_of"(OLD."search_text")) AND "companies" = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- In word order, as the updates above (an index scan of = ANY), so two transactions never wait on each other crosswise.
    INSERT INTO "list_words" ("word", "companies") SELECT w, 1 FROM unnest("list_words_of"(NEW."search_text")) w ORDER BY w
      ON CONFLICT ("word") DO UPDATE SET "companies" = "list_words"."companies" + 1;
    INSERT INTO "company_list_words" ("word", "name_key", "trade_name", "company_id", "state_id", "city_id")
      SELECT w, NEW."name_key", NEW."trade_name", NEW."company_id", NEW."state_id", NEW."city_id"
      FROM unnest("list_words_of"(NEW."search_text")) w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new rate still leaves the words alone; a new city or state moves them.
DROP TRIGGER "company_list_keys_words_update" ON "company_list_keys";--> statement-breakpoint
CREATE TRIGGER "company_list_keys_words_update" AFTER UPDATE ON "company_list_keys"
  FOR EACH ROW
  WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."name_key" IS DISTINCT FROM NEW."name_key"
    OR OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
    OR OLD."city_id" IS DISTINCT FROM NEW."city_id" OR OLD."state_id" IS DISTINCT FROM NEW."state_id")
  EXECUTE FUNCTION "company_list_words_sync"();
