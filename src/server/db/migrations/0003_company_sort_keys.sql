DROP INDEX "companies_trade_name_idx";--> statement-breakpoint
DROP INDEX "companies_rate_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(trade_name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key","trade_name","id");--> statement-breakpoint
CREATE INDEX "companies_rate_asc_idx" ON "companies" USING btree ("rate","name_key","trade_name","id");--> statement-breakpoint
CREATE INDEX "companies_rate_desc_idx" ON "companies" USING btree ("rate" DESC NULLS LAST,"name_key","trade_name","id");