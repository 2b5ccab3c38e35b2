-- Unclaimed listings (issue 33, decision record docs/decisions/ "unclaimed listings"): a company
-- the association imported from its member spreadsheet has no owner until someone claims it.
-- owner_id becomes nullable (null = unclaimed); the listing remembers the import it came from,
-- whether it is hidden until claimed, whether quote requests to it go out by e-mail to its listed
-- address, and the association's membership data.
CREATE TABLE "member_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL UNIQUE,
	"actor_id" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	"actor_name" text NOT NULL,
	"file_name" text NOT NULL,
	"visibility" text NOT NULL,
	"quotes_by_email" boolean NOT NULL DEFAULT false,
	"created_count" integer NOT NULL DEFAULT 0,
	"updated_count" integer NOT NULL DEFAULT 0,
	"unchanged_count" integer NOT NULL DEFAULT 0,
	"skipped_count" integer NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "member_imports_visibility_known" CHECK ("visibility" in ('public', 'hidden'))
);--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "terms_accepted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "import_id" integer REFERENCES "member_imports"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "hidden_until_claimed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quotes_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "membership_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "member_since" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- What the public sees, in one place: not suspended, and not an unclaimed listing hidden until claimed.
ALTER TABLE "companies" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("suspended_at" IS NULL AND ("owner_id" IS NOT NULL OR NOT "hidden_until_claimed")) STORED NOT NULL;--> statement-breakpoint
-- An owned company accepted the terms; an unclaimed listing receives quote requests only by e-mail
-- and only when the association chose so (accepts_quotes stays false: nothing offers it).
ALTER TABLE "companies" ADD CONSTRAINT "companies_owned_terms" CHECK ("owner_id" IS NULL OR "terms_accepted_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_unclaimed_no_quotes" CHECK ("owner_id" IS NOT NULL OR NOT "accepts_quotes");--> statement-breakpoint
CREATE INDEX "companies_import_idx" ON "companies" USING btree ("import_id") WHERE "import_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_unclaimed_idx" ON "companies" USING btree ("id") WHERE "owner_id" IS NULL;--> statement-breakpoint
-- Migration 0027's and 0034's functions with "listed" for "suspended_at IS NULL".
CREATE OR REPLACE FUNCTION "company_list_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."listed" THEN
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
CREATE OR REPLACE FUNCTION "company_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."listed" THEN
    INSERT INTO "company_search" ("company_id", "document") VALUES (NEW."id", company_search_document_of(NEW."id"))
      ON CONFLICT ("company_id") DO UPDATE SET "document" = EXCLUDED."document";
    INSERT INTO "search_words" ("word")
      SELECT search_words_of(NEW."search_text" || ' ' || NEW."about") ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "company_search" WHERE "company_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers fire on the columns "listed" is computed from, too (a claim, a hidden listing).
DROP TRIGGER "companies_list_keys_update" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_list_keys_update" AFTER UPDATE OF "trade_name", "rate", "city_id", "search_text", "suspended_at", "owner_id", "hidden_until_claimed" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."rate" IS DISTINCT FROM NEW."rate"
    OR OLD."city_id" IS DISTINCT FROM NEW."city_id" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."listed" IS DISTINCT FROM NEW."listed")
  EXECUTE FUNCTION "company_list_keys_sync"();--> statement-breakpoint
DROP TRIGGER "companies_search_update" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_search_update" AFTER UPDATE OF "trade_name", "name", "keywords", "about_short", "about", "search_text", "suspended_at", "owner_id", "hidden_until_claimed" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."keywords" IS DISTINCT FROM NEW."keywords" OR OLD."about_short" IS DISTINCT FROM NEW."about_short"
    OR OLD."about" IS DISTINCT FROM NEW."about" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."listed" IS DISTINCT FROM NEW."listed")
  EXECUTE FUNCTION "company_search_sync"();
