-- The member import's run (issue 33 item 1, decision 0028): the admin confirms, the rows wait in
-- "payload" for the job runner, which writes them in one transaction and reports its progress in
-- "done"; member_import_changes remembers what each import created or changed, so it can be undone
-- while its listings are unclaimed. "mapping" is the columns the admin chose, offered next time.
ALTER TABLE "member_imports" ADD COLUMN "state" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_state_known" CHECK ("state" in ('running', 'done', 'failed', 'undone'));--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "mapping" jsonb NOT NULL DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "member_imports_created_idx" ON "member_imports" USING btree ("created_at", "id");--> statement-breakpoint
CREATE TABLE "member_import_changes" (
	"import_id" integer NOT NULL REFERENCES "member_imports"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"before" jsonb,
	CONSTRAINT "member_import_changes_pk" PRIMARY KEY ("import_id", "company_id"),
	CONSTRAINT "member_import_changes_kind_known" CHECK ("kind" in ('created', 'updated'))
);--> statement-breakpoint
CREATE INDEX "member_import_changes_company_idx" ON "member_import_changes" USING btree ("company_id");
