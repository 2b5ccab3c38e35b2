-- What the public pages show besides the catalogue (slides, banner, FAQ, magazines, about, contact,
-- terms) is part of their cached server renders too: every process drops them when it changes, as
-- for the catalogue's own tables (migration 0005), not only the process that wrote.
CREATE TRIGGER "slides_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "banners_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "faqs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "magazines_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "magazines"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "site_content_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
