-- A one-word search's page of /companies/list as an index range (issue 13 item 6). The search
-- matches a company when its search_text contains the word anywhere (LIKE '%word%'); the trigram
-- index finds those companies but not in the list's order, so a page sorted every match: 20,835
-- of 100,000 companies for "usinagem", 20 ms, because names that start with the trade ("Usinagem
-- …") all sort where a walk of the name order reaches them last.
--
-- A searched word holds letters and digits only (searchWords in db/sql/search.ts), so wherever it
-- occurs in search_text it lies inside one run of text between spaces and ASCII punctuation (none
-- of which is a letter or a digit). So "search_text LIKE '%w%'" is exactly "one of the company's
-- words LIKE '%w%'": list_words holds the words of the listed companies (small, with a trigram
-- index, to find the words that contain the searched one), and company_list_words one row per word of each listed
-- company with the list's name order, so the companies having a word are an index range in name
-- order. Splitting on fewer characters than the search does only makes words longer, never wrong.
-- Words under 3 characters are left out: only a searched word as short can lie in one, and those
-- are searched by the trigram index as before (the service reads words for 3 characters or more).
CREATE FUNCTION "list_words_of"(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(search_text, '[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+') w WHERE length(w) >= 3
$$;--> statement-breakpoint
-- How many listed companies have each word: a word goes with its last company (a removed company's
-- name is kept nowhere). Counted, not looked up, so that a removal racing a registration of the same
-- word settles on the row itself: the count's update waits for the other's and rereads it.
CREATE TABLE "list_words" (
	"word" text PRIMARY KEY NOT NULL,
	"companies" integer NOT NULL
) WITH (fillfactor = 70);--> statement-breakpoint
CREATE INDEX "list_words_trgm_idx" ON "list_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The primary key is the name order within a word (as company_list_keys_name_idx), so a word's
-- companies are read in order by an index-only scan, either way.
CREATE TABLE "company_list_words" (
	"word" text NOT NULL,
	"name_key" text NOT NULL,
	"trade_name" text NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "company_list_words_pk" PRIMARY KEY ("word", "name_key", "trade_name", "company_id")
);--> statement-breakpoint
-- Kept by a trigger on company_list_keys in the transaction of the change: its row is written by
-- companies' trigger and deleted on a suspension or with the company (the foreign key's cascade
-- fires it too). Its old rows are found by the primary key, from the old row's own words.
CREATE FUNCTION "company_list_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "company_list_words" ("word", "name_key", "trade_name", "company_id")
      SELECT w, NEW."name_key", NEW."trade_name", NEW."company_id" FROM unnest("list_words_of"(NEW."search_text")) w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_list_keys_words_insert_delete" AFTER INSERT OR DELETE ON "company_list_keys"
  FOR EACH ROW EXECUTE FUNCTION "company_list_words_sync"();--> statement-breakpoint
-- A new rate or city leaves the words alone.
CREATE TRIGGER "company_list_keys_words_update" AFTER UPDATE ON "company_list_keys"
  FOR EACH ROW
  WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."name_key" IS DISTINCT FROM NEW."name_key"
    OR OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."company_id" IS DISTINCT FROM NEW."company_id")
  EXECUTE FUNCTION "company_list_words_sync"();--> statement-breakpoint
INSERT INTO "company_list_words" ("word", "name_key", "trade_name", "company_id")
  SELECT unnest("list_words_of"("search_text")), "name_key", "trade_name", "company_id" FROM "company_list_keys";--> statement-breakpoint
INSERT INTO "list_words" ("word", "companies") SELECT "word", count(*) FROM "company_list_words" GROUP BY "word";
