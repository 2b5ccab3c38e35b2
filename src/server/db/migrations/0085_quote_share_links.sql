-- Read-only links to a quote's comparison (issue 34 item 5, decision 0036): the owner sends one to a
-- colleague. Only the SHA-256 of the token is kept; a link reads for 14 days unless revoked first.
CREATE TABLE "quote_share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL UNIQUE,
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "quote_share_links_quote_idx" ON "quote_share_links" USING btree ("quote_id");
