-- The association moderates ratings: a hidden rating leaves every public figure and list (its row
-- stays, for its rater and the audit), and the rated company's owner may report one for review.
-- hidden_by names the staff member who hid it (null once their account is gone; the audit log
-- keeps the name). A report is open while reported_at is set and report_closed_at is not.
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "report_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_hidden_by_customers_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The back office's two queues are a few rows among many: partial indexes keep them a short walk.
CREATE INDEX "ratings_open_report_idx" ON "ratings" USING btree ("created_at","id") WHERE "ratings"."reported_at" is not null and "ratings"."report_closed_at" is null;--> statement-breakpoint
CREATE INDEX "ratings_hidden_idx" ON "ratings" USING btree ("created_at","id") WHERE "ratings"."hidden_at" is not null;
