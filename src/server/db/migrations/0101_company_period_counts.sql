-- Issue 35 item 4: the association's view read a 30-day window of every company's daily rows
-- (300,000 rows at 10,000 companies) three times a call: p50 1.6 s. These are the same counts
-- summed once a São Paulo day over whole past days: a company's sums over [first_day, last_day]
-- (the 29 closed days of the last 30, the 30 before, the 89 closed days of the idle window), so a
-- call reads three rows per company plus today's daily rows. Rebuilt by the insights jobs (and by
-- the view when the day has turned before them); nothing here names or marks a person.
CREATE TABLE "company_period_counts" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"whatsapp_clicks" integer DEFAULT 0 NOT NULL,
	"email_clicks" integer DEFAULT 0 NOT NULL,
	"quotes_received" integer DEFAULT 0 NOT NULL,
	"quotes_answered" integer DEFAULT 0 NOT NULL,
	"quotes_won" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("first_day", "last_day", "company_id")
);
--> statement-breakpoint
-- The view joins the listed companies' ids five times a call: from this index alone rather than
-- from the companies' wide rows (16 MB at 10,000 companies).
CREATE INDEX "companies_listed_idx" ON "companies" ("id") WHERE "listed";
