-- A split award (issue 34 item 4, decision 0033): each item of a request awarded to one supplier's
-- current proposal that priced it. Every awarded proposal is `chosen` (so ratings, the supplier's
-- "won" state, its chosen-out-of-sent figure and the requester's contact work as for a whole award)
-- and marked `chosen_items`; the one-chosen-per-quote index now holds for whole awards only, and
-- each item is awarded once (the primary key).
ALTER TABLE "quote_proposals" ADD COLUMN "chosen_items" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_chosen_items_chosen" CHECK (NOT "chosen_items" OR "chosen");--> statement-breakpoint
DROP INDEX "quote_proposals_one_chosen_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "quote_proposals_one_chosen_idx" ON "quote_proposals" USING btree ("quote_id") WHERE "chosen" AND NOT "chosen_items";--> statement-breakpoint
CREATE TABLE "quote_item_awards" (
	"item_id" integer PRIMARY KEY NOT NULL REFERENCES "quote_items"("id") ON DELETE cascade,
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"proposal_id" integer NOT NULL REFERENCES "quote_proposals"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "quote_item_awards_quote_idx" ON "quote_item_awards" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_item_awards_proposal_idx" ON "quote_item_awards" USING btree ("proposal_id");
