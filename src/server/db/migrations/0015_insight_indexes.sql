-- Back-office dashboard (issue 15, item 6): each chart reads only its period's rows, by the moment
-- a row was created; the included columns let the busiest-categories count skip the table.
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_date_open_idx" ON "quotes" USING btree ("date_open") INCLUDE ("category_id","status");--> statement-breakpoint
CREATE INDEX "quote_proposals_created_idx" ON "quote_proposals" USING btree ("created_at") INCLUDE ("quote_id","company_id");--> statement-breakpoint
CREATE INDEX "quote_proposals_chosen_at_idx" ON "quote_proposals" USING btree ("chosen_at") WHERE "quote_proposals"."chosen";
