-- Further links to an outside supplier's invitation (issue 34 item 7, decision 0047). Only the
-- invitation e-mail's token hash sits on the invitation; an e-mail sent later that must lead back to
-- the invitation's page (an answer to its question) carries a new token for the same invitation,
-- whose SHA-256 alone is kept here. Such a link reads exactly what the first one reads, and stops
-- with it (the invitation's expiry and revocation).
CREATE TABLE "quote_outside_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"invite_id" integer NOT NULL REFERENCES "quote_outside_invites"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "quote_outside_links_invite_idx" ON "quote_outside_links" USING btree ("invite_id");
