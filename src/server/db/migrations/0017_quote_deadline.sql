-- Issue 18 items 2 and 3: a quote's response deadline (with the reminder sent 24 hours before it,
-- once per recipient: reminded_at is claimed by the job) and a recipient's decline to quote.
ALTER TABLE "quotes" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_open_deadline_idx" ON "quotes" USING btree ("deadline") WHERE "quotes"."status" = 'a' AND "quotes"."deadline" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "quote_declines" (
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_declines_quote_id_company_id_pk" PRIMARY KEY("quote_id","company_id"),
	CONSTRAINT "quote_declines_reason_known" CHECK ("quote_declines"."reason" in ('capacity', 'scope', 'information', 'deadline', 'other'))
);--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_declines" ADD CONSTRAINT "quote_declines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_declines_company_idx" ON "quote_declines" USING btree ("company_id","quote_id");
