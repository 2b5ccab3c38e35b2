-- Issue 35 item 5: the peers' medians of a company's insights read only the days on which a company
-- received, answered or won a quote request (a few a year, against a row for every day it was
-- seen): this partial index holds just those days, so the read does not walk a year of views per peer.
CREATE INDEX "company_daily_counts_quote_days_idx" ON "company_daily_counts" ("company_id", "day")
	INCLUDE ("quotes_received", "quotes_answered", "quotes_won")
	WHERE "quotes_received" > 0 OR "quotes_answered" > 0 OR "quotes_won" > 0;
