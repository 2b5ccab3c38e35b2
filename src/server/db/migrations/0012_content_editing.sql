-- Content the back office edits (issue 15 item 2): a slide gets a text under its title (the
-- caption) and an on/off switch, the banner an on/off switch. Existing rows stay shown.
ALTER TABLE "slides" ADD COLUMN "text_pt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
