-- Structured proposals (issue 18, decision 0019): the terms a company offers besides its PDF. All
-- nullable: proposals sent before, and those sent with the PDF alone, have none.
ALTER TABLE "quote_proposals" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "delivery_days" integer;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_price_positive" CHECK ("quote_proposals"."price_cents" is null or "quote_proposals"."price_cents" > 0);--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_delivery_positive" CHECK ("quote_proposals"."delivery_days" is null or "quote_proposals"."delivery_days" > 0);
