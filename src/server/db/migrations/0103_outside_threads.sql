-- The thread after an award with an outside winner (issue 34 item 8, decision 0050): an outside
-- supplier whose proposal was chosen talks with the buyer through its invitation's link, so a
-- thread is the pair (quote, awarded company) or (quote, awarded invitation), never both.
ALTER TABLE "quote_messages" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD COLUMN "outside_id" integer REFERENCES "quote_outside_invites"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_one_side" CHECK (("company_id" IS NULL) <> ("outside_id" IS NULL));--> statement-breakpoint
CREATE INDEX "quote_messages_outside_idx" ON "quote_messages" USING btree ("quote_id","outside_id","id") WHERE "outside_id" IS NOT NULL;
