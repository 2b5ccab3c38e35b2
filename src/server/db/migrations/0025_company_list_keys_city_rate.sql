-- A city's companies in either rate order as an index range, as migration 0023 gave the name order
-- (issue 13 item 6). Without them the generic plan of a search in a city by rate sorted every
-- company of the city (1,671 of 10,000) to walk the first 240: 6 ms of the call's 8.
CREATE INDEX "company_list_keys_city_rate_asc_idx" ON "company_list_keys" USING btree ("city_id","rate","name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_list_keys_city_rate_desc_idx" ON "company_list_keys" USING btree ("city_id","rate" DESC NULLS LAST,"name_key","trade_name","company_id");
