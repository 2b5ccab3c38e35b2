-- Notifications are stored as what happened (kind + params) and written at read time in the
-- reader's language (issue 12 item 7); rows written before keep their stored label and text.
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "label" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_or_text" CHECK ("kind" IS NOT NULL OR ("label" IS NOT NULL AND "text" IS NOT NULL));
