-- Past outside invitations reach the company that lists later (issue 34 item 7, decision 0048):
-- an invitation whose address is a confirmed e-mail of a company that receives quote requests (or
-- of its owner) is linked to it once: the quote gets a catalogue recipient row naming the
-- invitation, and what came through the link (proposals, questions, the thread) becomes the
-- company's. The invitation keeps the company it went to; its link stops.
ALTER TABLE "quote_outside_invites" ADD COLUMN "company_id" integer REFERENCES "companies"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "quote_outside_invites" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_outside_invites_unlinked_email_idx" ON "quote_outside_invites" USING btree ("email") WHERE "linked_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD COLUMN "outside_id" integer REFERENCES "quote_outside_invites"("id") ON DELETE set null;
