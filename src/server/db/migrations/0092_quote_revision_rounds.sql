-- A second round (issue 34 item 6, decision 0040): before choosing, the buyer asks the suppliers who
-- proposed for a revised offer by a new deadline. quotes.round is the quote's current round (1 until
-- the first request); each proposal records the round it was sent in, so the history keeps every
-- offer and the comparison shows each supplier's latest; quote_rounds keeps what each request said.
ALTER TABLE "quotes" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_round_range" CHECK ("round" between 1 and 3);--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "quote_rounds" (
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"round" smallint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_rounds_pk" PRIMARY KEY ("quote_id", "round"),
	CONSTRAINT "quote_rounds_round_range" CHECK ("round" between 2 and 3)
);
