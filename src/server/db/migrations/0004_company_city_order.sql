DROP INDEX "companies_city_idx";--> statement-breakpoint
CREATE INDEX "companies_city_name_key_idx" ON "companies" USING btree ("city_id","name_key","trade_name","id");