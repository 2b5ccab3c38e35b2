-- Messages after an award (issue 34 item 8, decision 0041): one thread between the buyer and each
-- awarded supplier of a concluded quote, text and an optional file, closed by the buyer.
ALTER TABLE "quotes" ADD COLUMN "threads_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL UNIQUE,
	"quote_id" integer NOT NULL REFERENCES "quotes"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"from_buyer" boolean NOT NULL,
	"author_id" integer REFERENCES "customers"("id") ON DELETE set null,
	"text" text NOT NULL,
	"file_id" integer REFERENCES "stored_files"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "quote_messages_thread_idx" ON "quote_messages" USING btree ("quote_id","company_id","id");--> statement-breakpoint
CREATE INDEX "quote_messages_file_idx" ON "quote_messages" USING btree ("file_id") WHERE "file_id" IS NOT NULL;
