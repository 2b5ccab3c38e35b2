-- Member import (issue 33 item 1, decision record 0034): an import remembers the column mapping it
-- used (the next file with the same headers is previewed with it) and how many rows its file had;
-- the listings an import updated keep, with it, what they held before, so undoing it puts that back.
ALTER TABLE "member_imports" ADD COLUMN "mapping" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "member_import_updates" (
	"import_id" integer NOT NULL REFERENCES "member_imports"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"before" jsonb NOT NULL,
	CONSTRAINT "member_import_updates_pk" PRIMARY KEY ("import_id", "company_id")
);--> statement-breakpoint
CREATE INDEX "member_import_updates_company_idx" ON "member_import_updates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "member_imports_created_idx" ON "member_imports" USING btree ("created_at" DESC, "id" DESC);
