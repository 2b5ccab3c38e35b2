-- Quote requests by e-mail to unclaimed listings (issue 33 item 2, decision 0039): when the
-- association chose so for a listing (companies.quotes_by_email), a quote request that would reach it
-- goes to its listed address instead, sent by the job runner. One row per request and listing, so
-- each e-mail is sent once; an address that failed before is skipped.
CREATE TABLE "quote_listing_mails" (
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "quote_listing_mails_pk" PRIMARY KEY ("quote_id", "company_id"),
	CONSTRAINT "quote_listing_mails_status_known" CHECK ("status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);--> statement-breakpoint
CREATE INDEX "quote_listing_mails_queued_idx" ON "quote_listing_mails" USING btree ("quote_id", "company_id") WHERE "status" = 'queued';
