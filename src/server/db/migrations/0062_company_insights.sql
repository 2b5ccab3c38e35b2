-- Issue 35: what the catalogue brings each company, per company per day. Nothing in these tables
-- names or marks a person (no address, cookie, session, user id or fingerprint): a row is a company,
-- a day and counts. Views, appearances and link clicks are added by the server in batches
-- (modules/insights/insights-counter.ts); the quote columns are recomputed from the quote tables by
-- refresh_company_quote_counts (the insights-quote-counts job), so they can be set, not added.
CREATE TABLE "company_daily_counts" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"day" date NOT NULL,
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
	PRIMARY KEY ("company_id", "day")
);--> statement-breakpoint
-- The association's view reads a period across the catalogue.
CREATE INDEX "company_daily_counts_day_idx" ON "company_daily_counts" ("day");--> statement-breakpoint
-- Days older than 13 months, summed per calendar month (the insights-rollup job); "month" is its first day.
CREATE TABLE "company_monthly_counts" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"month" date NOT NULL CHECK (extract(day from "month") = 1),
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
	PRIMARY KEY ("company_id", "month")
);--> statement-breakpoint
-- The monthly digest: one row per owner and month, claimed before the mail leaves, so an owner gets
-- at most one digest a month whatever restarts or processes do (decision 0030).
CREATE TABLE "insight_digests" (
	"owner_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"month" date NOT NULL CHECK (extract(day from "month") = 1),
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("owner_id", "month")
);--> statement-breakpoint
-- On by default; the owner turns it off from the e-mail's signed link or the profile.
ALTER TABLE "companies" ADD COLUMN "insights_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The quote columns of [from_day, to_day] (São Paulo days), set from the quote tables: received =
-- requests that reached the company, answered = its first answers (a proposal or a decline), won =
-- its proposals chosen, ratings = ratings it received that the association has not hidden. Days of
-- the range with nothing left are set to zero. Safe to run again.
CREATE FUNCTION "refresh_company_quote_counts"(from_day date, to_day date) RETURNS void
LANGUAGE sql AS $$
	WITH events AS (
		SELECT company_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, 1 AS received, 0 AS answered, 0 AS won, 0 AS rated
		FROM quote_recipients
		WHERE created_at >= (from_day::timestamp AT TIME ZONE 'America/Sao_Paulo')
			AND created_at < ((to_day + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
		UNION ALL
		SELECT company_id, (first_answer_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, 1, 0, 0
		FROM quote_recipients
		WHERE first_answer_at >= (from_day::timestamp AT TIME ZONE 'America/Sao_Paulo')
			AND first_answer_at < ((to_day + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
		UNION ALL
		SELECT company_id, (chosen_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, 0, 1, 0
		FROM quote_proposals
		WHERE chosen AND company_id IS NOT NULL AND chosen_at >= (from_day::timestamp AT TIME ZONE 'America/Sao_Paulo')
			AND chosen_at < ((to_day + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
		UNION ALL
		SELECT company_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, 0, 0, 1
		FROM ratings
		WHERE company_id IS NOT NULL AND hidden_at IS NULL
			AND created_at >= (from_day::timestamp AT TIME ZONE 'America/Sao_Paulo')
			AND created_at < ((to_day + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
	), summed AS (
		SELECT company_id, day, sum(received)::int AS received, sum(answered)::int AS answered,
			sum(won)::int AS won, sum(rated)::int AS rated
		FROM events GROUP BY company_id, day
	), zeroed AS (
		UPDATE company_daily_counts d
		SET quotes_received = 0, quotes_answered = 0, quotes_won = 0, ratings = 0
		WHERE d.day BETWEEN from_day AND to_day
			AND (d.quotes_received + d.quotes_answered + d.quotes_won + d.ratings) > 0
			AND NOT EXISTS (SELECT 1 FROM summed s WHERE s.company_id = d.company_id AND s.day = d.day)
	)
	INSERT INTO company_daily_counts AS d (company_id, day, quotes_received, quotes_answered, quotes_won, ratings)
	SELECT company_id, day, received, answered, won, rated FROM summed
	ON CONFLICT (company_id, day) DO UPDATE SET
		quotes_received = excluded.quotes_received,
		quotes_answered = excluded.quotes_answered,
		quotes_won = excluded.quotes_won,
		ratings = excluded.ratings;
$$;--> statement-breakpoint
-- The last 13 months of existing quotes (older days would be rolled up at once).
SELECT refresh_company_quote_counts(((now() AT TIME ZONE 'America/Sao_Paulo')::date - interval '13 months')::date, (now() AT TIME ZONE 'America/Sao_Paulo')::date);
