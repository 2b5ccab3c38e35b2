-- Claiming a listing (issue 33 item 3, decision 0039). An unclaimed listing's e-mails (invitations,
-- quote requests by e-mail) are written in its own language. The association's invitations carry a
-- one-time link whose token only the SHA-256 of is kept, made when the job sends the e-mail; a
-- failed send marks the address so it is never tried again. A claim from the listing's page is
-- proved by a link to the claimant's work e-mail, or waits for staff.
ALTER TABLE "companies" ADD COLUMN "lang" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lang_known" CHECK ("lang" in ('pt-BR', 'en'));--> statement-breakpoint
CREATE TABLE "listing_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"status" text NOT NULL DEFAULT 'queued',
	"token_hash" text UNIQUE,
	"actor_id" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"used_by" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	CONSTRAINT "listing_invitations_status_known" CHECK ("status" in ('queued', 'sending', 'sent', 'failed', 'revoked', 'used', 'expired'))
);--> statement-breakpoint
-- One live invitation per listing: a resend replaces it.
CREATE UNIQUE INDEX "listing_invitations_live_idx" ON "listing_invitations" USING btree ("company_id") WHERE "status" in ('queued', 'sending', 'sent');--> statement-breakpoint
CREATE INDEX "listing_invitations_queued_idx" ON "listing_invitations" USING btree ("id") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "listing_invitations_failed_idx" ON "listing_invitations" USING btree (lower("email")) WHERE "status" = 'failed';--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL UNIQUE,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"claimant_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"message" text,
	"status" text NOT NULL,
	"token_hash" text UNIQUE,
	"expires_at" timestamp with time zone,
	"reason" text,
	"decided_by" integer REFERENCES "customers"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_status_known" CHECK ("status" in ('mailed', 'pending', 'used', 'approved', 'refused', 'closed'))
);--> statement-breakpoint
-- One open claim per person and listing.
CREATE UNIQUE INDEX "listing_claims_open_idx" ON "listing_claims" USING btree ("company_id", "claimant_id") WHERE "status" in ('mailed', 'pending');--> statement-breakpoint
CREATE INDEX "listing_claims_pending_idx" ON "listing_claims" USING btree ("created_at", "id") WHERE "status" = 'pending';
