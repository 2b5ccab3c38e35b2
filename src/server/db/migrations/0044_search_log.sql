-- The search log (issue 32 item 6; docs/decisions, "The search log counts without personal data"): what buyers
-- search for, counted per São Paulo day, language and normalised words, without anything that
-- identifies a person (no address, user id, cookie, session id or user agent). Written in batches by
-- each server process (modules/search-log/search-log-counter.ts), never one write per search.
CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"lang" text NOT NULL CHECK ("lang" IN ('pt-BR', 'en')),
	-- searchWords' accent-free, lower-case words joined by one space.
	"words" text NOT NULL CHECK (length("words") BETWEEN 1 AND 200),
	"searches" integer DEFAULT 0 NOT NULL,
	-- Distinct browser sessions that made it that day (see search_log_marks); summed over days it
	-- counts session-days.
	"sessions" integer DEFAULT 0 NOT NULL,
	-- The searches that found no company.
	"found_nothing" integer DEFAULT 0 NOT NULL,
	-- The number of companies the day's latest search of these words found.
	"results" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "lang", "words")
);--> statement-breakpoint
-- A company opened from a search's results (the browser reports the click).
CREATE TABLE "search_log_opens" (
	"day" date NOT NULL,
	"lang" text NOT NULL CHECK ("lang" IN ('pt-BR', 'en')),
	"words" text NOT NULL CHECK (length("words") BETWEEN 1 AND 200),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"opens" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "lang", "words", "company_id")
);--> statement-breakpoint
-- A company's insights read its own opens over a period.
CREATE INDEX "search_log_opens_company_idx" ON "search_log_opens" ("company_id", "day");--> statement-breakpoint
-- Today's marks only, so that a session making the same search twice counts once in "sessions": each
-- an HMAC of the day, the words (and the company opened) and the browser's app-auth secret, which the
-- database never holds (only its SHA-256), so no mark leads to a session, nor two marks to one
-- another. A flush deletes the marks of earlier days.
CREATE TABLE "search_log_marks" (
	"day" date NOT NULL,
	"mark" bytea NOT NULL CHECK (length("mark") = 16),
	PRIMARY KEY ("day", "mark")
);
