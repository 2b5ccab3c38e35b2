-- Approval of new companies (issue 33 item 4, decision 0044). The association may choose that a
-- company registered on the site waits for its approval before it is public. A company's approval
-- is `approved` (every existing company, and every new one while the association publishes at
-- once), `pending` (in the back office's queue) or `refused` (with the reason its owner reads; the
-- owner corrects and sends it again). `approval_requested_at` orders the queue (set at registration
-- and at each resubmission); `approval_decided_at` is the last decision.
ALTER TABLE "companies" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_approval_known" CHECK ("approval" in ('approved', 'pending', 'refused'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_refused_reason" CHECK ("approval" <> 'refused' OR "approval_reason" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "companies_approval_queue_idx" ON "companies" USING btree ("approval_requested_at", "id") WHERE "approval" = 'pending';--> statement-breakpoint
-- "listed" stays the one definition of what the public sees, now also approved. A stored generated
-- column's expression cannot be altered before PostgreSQL 17: the two triggers that read it go,
-- the column is made again, and the triggers come back (as 0048 and 0095 left them) firing on
-- "approval" too.
DROP TRIGGER "companies_list_keys_update" ON "companies";--> statement-breakpoint
DROP TRIGGER "companies_search_update" ON "companies";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "listed";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("suspended_at" IS NULL AND "approval" = 'approved' AND ("owner_id" IS NOT NULL OR NOT "hidden_until_claimed")) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER "companies_list_keys_update" AFTER UPDATE OF "trade_name", "rate", "city_id", "search_text", "suspended_at", "owner_id", "hidden_until_claimed", "approval" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."rate" IS DISTINCT FROM NEW."rate"
    OR OLD."city_id" IS DISTINCT FROM NEW."city_id" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."listed" IS DISTINCT FROM NEW."listed")
  EXECUTE FUNCTION "company_list_keys_sync"();--> statement-breakpoint
CREATE TRIGGER "companies_search_update" AFTER UPDATE OF "trade_name", "name", "keywords", "about_short", "about", "about_short_en", "about_en", "search_text", "suspended_at", "owner_id", "hidden_until_claimed", "approval" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."keywords" IS DISTINCT FROM NEW."keywords" OR OLD."about_short" IS DISTINCT FROM NEW."about_short"
    OR OLD."about" IS DISTINCT FROM NEW."about" OR OLD."about_short_en" IS DISTINCT FROM NEW."about_short_en"
    OR OLD."about_en" IS DISTINCT FROM NEW."about_en" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."listed" IS DISTINCT FROM NEW."listed")
  EXECUTE FUNCTION "company_search_sync"();
