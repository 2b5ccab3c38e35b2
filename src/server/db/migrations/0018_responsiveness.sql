-- Responsiveness shown to buyers (issue 18 item 6, decision 0021): when each recipient company first
-- answered a quote request, and each company's figures over the last 12 months kept in a row of
-- their own, refreshed with each event, so the catalogue list joins one row by primary key instead
-- of counting requests per page view.
ALTER TABLE "quote_recipients" ADD COLUMN "first_answer_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "company_responsiveness" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"median_seconds" integer,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The periodic refresh looks for rows the sliding window may have changed.
CREATE INDEX "company_responsiveness_refreshed_idx" ON "company_responsiveness" USING btree ("refreshed_at") WHERE "company_responsiveness"."requests" > 0;--> statement-breakpoint
-- Quotes answered before this migration: the first proposal was the first answer.
UPDATE "quote_recipients" r SET "first_answer_at" = p."first"
  FROM (
    SELECT "quote_id", "company_id", min("created_at") AS "first" FROM "quote_proposals"
    WHERE "company_id" IS NOT NULL GROUP BY "quote_id", "company_id"
  ) p
  WHERE p."quote_id" = r."quote_id" AND p."company_id" = r."company_id";--> statement-breakpoint
INSERT INTO "company_responsiveness" ("company_id", "requests", "answered", "median_seconds", "refreshed_at")
  SELECT "company_id", count(*)::int, count("first_answer_at")::int,
    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "first_answer_at" - "created_at"))
      FILTER (WHERE "first_answer_at" IS NOT NULL))::int,
    now()
  FROM "quote_recipients" WHERE "created_at" > now() - interval '12 months'
  GROUP BY "company_id";--> statement-breakpoint
-- The figures are on the public cards and pages: other processes drop their cached pages (0005).
CREATE TRIGGER "company_responsiveness_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_responsiveness"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
