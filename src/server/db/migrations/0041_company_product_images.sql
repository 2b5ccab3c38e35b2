-- A product or service may show one image (issue 32 item 1): a public stored file of kind
-- 'product', removed with its item by the service (the file row is not the item's child).
ALTER TABLE "company_products" ADD COLUMN "image_file_id" integer;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_image_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
