-- The rated company's owner answers a rating in public: one reply per rating, replaced when written
-- again (replied_at moves). The association may hide a reply (its rating stays shown); a hidden
-- reply cannot be rewritten until restored.
ALTER TABLE "ratings" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reply_hidden_reason" text;
