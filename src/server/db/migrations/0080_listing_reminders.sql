-- Issue 35 item 4: the association's reminders to owners whose listing brings nothing or is
-- incomplete. One row per company, its last reminder: a reminder is claimed by moving
-- "sent_at" forward only when the previous one is older than the pause, in one statement, so
-- parallel clicks and several processes remind a company once.
CREATE TABLE "listing_reminders" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('idle', 'incomplete')),
	"sent_at" timestamp with time zone NOT NULL
);
