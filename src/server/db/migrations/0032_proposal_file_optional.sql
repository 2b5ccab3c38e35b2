-- A proposal that states its price and delivery time may come without a PDF (issue 30 item 10):
-- its file is optional. The shared schema (proposalSendBody) requires the PDF when either term is
-- missing, so every row still has a file or both terms.
ALTER TABLE "quote_proposals" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_file_or_terms" CHECK ("file_id" is not null or ("price_cents" is not null and "delivery_days" is not null));
