-- An item's drawing or datasheet (issue 34 item 1, decision 0046): one stored file per item, read by
-- the quote's owner and recipient companies like the request's attachments.
ALTER TABLE "quote_items" ADD COLUMN "drawing_file_id" integer REFERENCES "stored_files"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "quote_items_drawing_file_idx" ON "quote_items" USING btree ("drawing_file_id") WHERE "drawing_file_id" IS NOT NULL;
