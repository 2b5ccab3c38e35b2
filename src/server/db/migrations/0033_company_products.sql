-- A company's products and services (issue 32): name and short description in Portuguese and,
-- optionally, English; the categories each belongs to. At most 50 per company, counted by the
-- service under the company's row lock.
CREATE TABLE "company_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text,
	"description_pt" text NOT NULL,
	"description_en" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_products_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "company_products_kind_check" CHECK ("kind" IN ('product', 'service'))
);
--> statement-breakpoint
CREATE TABLE "company_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_product_categories_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_categories" ADD CONSTRAINT "company_product_categories_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."company_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_categories" ADD CONSTRAINT "company_product_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_products_company_idx" ON "company_products" USING btree ("company_id","position","id");--> statement-breakpoint
CREATE INDEX "company_product_categories_category_idx" ON "company_product_categories" USING btree ("category_id");
