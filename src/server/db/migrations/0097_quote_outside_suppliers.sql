-- Outside suppliers (issue 34 item 7, decision 0045): the buyer invites by e-mail a supplier who is
-- not in the catalogue. Its link's token is made when the e-mail goes out (the job) and only its
-- SHA-256 is kept; the link reads until it expires or the buyer revokes it. Proposals and questions
-- sent through it name the invitation instead of a company.
CREATE TABLE "quote_outside_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_outside_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL UNIQUE,
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"cnpj" text,
	"name" text,
	"lang" text NOT NULL,
	"token_hash" text UNIQUE,
	"mail_status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "quote_outside_invites_lang_known" CHECK ("lang" in ('pt-BR', 'en')),
	CONSTRAINT "quote_outside_invites_mail_status_known" CHECK ("mail_status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_outside_invites_quote_email_idx" ON "quote_outside_invites" USING btree ("quote_id","email");--> statement-breakpoint
CREATE INDEX "quote_outside_invites_queued_idx" ON "quote_outside_invites" USING btree ("id") WHERE "mail_status" = 'queued';--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "outside_id" integer REFERENCES "quote_outside_invites"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_company_or_outside" CHECK ("company_id" is null or "outside_id" is null);--> statement-breakpoint
CREATE INDEX "quote_proposals_outside_idx" ON "quote_proposals" USING btree ("outside_id","created_at") WHERE "outside_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_questions" ADD COLUMN "outside_id" integer REFERENCES "quote_outside_invites"("id") ON DELETE cascade;--> statement-breakpoint
CREATE INDEX "quote_questions_outside_idx" ON "quote_questions" USING btree ("outside_id") WHERE "outside_id" IS NOT NULL;
