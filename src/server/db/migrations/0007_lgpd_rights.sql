-- LGPD rights (docs/decisions/0007-lgpd-rights.md).
-- 1. Which version of the terms of use and of the privacy policy each person accepted, and when.
CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text,
	"lang" text,
	"source" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_document_known" CHECK ("consents"."document" in ('terms-of-use', 'privacy-policy')),
	CONSTRAINT "consents_source_known" CHECK ("consents"."source" in ('registration', 'backfill'))
);--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_customer_idx" ON "consents" USING btree ("customer_id","accepted_at");--> statement-breakpoint
-- Accounts made before this table: they accepted the terms at registration (customers.terms_accepted_at),
-- but which text they were shown was not kept, so the version stays null and the row says it was
-- reconstructed.
INSERT INTO "consents" ("customer_id", "document", "version", "lang", "source", "accepted_at")
  SELECT c."id", d."document", NULL, NULL, 'backfill', c."terms_accepted_at"
  FROM "customers" c CROSS JOIN (VALUES ('terms-of-use'), ('privacy-policy')) AS d("document");--> statement-breakpoint
-- 2. A deleted account's quotes stay for the companies that received them, with no owner; a removed
-- company's questions, proposals and received ratings stay on the quotes of others, with no company.
ALTER TABLE "quotes" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_questions" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_questions" DROP CONSTRAINT "quote_questions_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_proposals" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" DROP CONSTRAINT "quote_proposals_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
