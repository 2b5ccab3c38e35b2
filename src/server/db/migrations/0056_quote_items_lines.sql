-- Items of a quote request and a proposal's line prices, taxes and freight (issue 34 items 1 and 2,
-- decision 0028). Both optional: a quote without items and a proposal without lines are today's.
-- Quantities are thousandths; money is integer centavos; rates are basis points.
CREATE TABLE "quote_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"quote_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"unit" text NOT NULL,
	"specification" text,
	CONSTRAINT "quote_items_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "quote_items_quantity_positive" CHECK ("quantity_milli" > 0),
	CONSTRAINT "quote_items_unit_known" CHECK ("unit" IN ('un', 'pc', 'kg', 't', 'm', 'm2', 'm3', 'l', 'h', 'servico', 'conjunto'))
);
--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_items_quote_position_idx" ON "quote_items" USING btree ("quote_id","position");--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "icms_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "icms_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "ipi_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "ipi_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "freight" text;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "freight_cents" bigint;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "goods_cents" bigint;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "taxes_cents" bigint;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD COLUMN "landed_cents" bigint;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_freight_known" CHECK ("freight" is null or "freight" IN ('cif', 'cif_value', 'fob'));--> statement-breakpoint
CREATE TABLE "quote_proposal_lines" (
	"proposal_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"unit_price_cents" bigint,
	"delivery_days" integer,
	"cannot_supply" boolean DEFAULT false NOT NULL,
	"landed_cents" bigint,
	CONSTRAINT "quote_proposal_lines_pk" PRIMARY KEY("proposal_id","item_id"),
	CONSTRAINT "quote_proposal_lines_priced" CHECK ("cannot_supply" or ("unit_price_cents" > 0 and "delivery_days" > 0 and "landed_cents" is not null))
);
--> statement-breakpoint
ALTER TABLE "quote_proposal_lines" ADD CONSTRAINT "quote_proposal_lines_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."quote_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_proposal_lines" ADD CONSTRAINT "quote_proposal_lines_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quote_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_proposal_lines_item_idx" ON "quote_proposal_lines" USING btree ("item_id");
