DROP INDEX "companies_city_name_key_idx";--> statement-breakpoint
DROP INDEX "companies_name_key_idx";--> statement-breakpoint
DROP INDEX "companies_rate_asc_idx";--> statement-breakpoint
DROP INDEX "companies_rate_desc_idx";--> statement-breakpoint
CREATE INDEX "companies_city_name_key_idx" ON "companies" USING btree ("city_id","name_key","trade_name","id") WHERE "companies"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key","trade_name","id") WHERE "companies"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "companies_rate_asc_idx" ON "companies" USING btree ("rate","name_key","trade_name","id") WHERE "companies"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "companies_rate_desc_idx" ON "companies" USING btree ("rate" DESC NULLS LAST,"name_key","trade_name","id") WHERE "companies"."suspended_at" is null;
