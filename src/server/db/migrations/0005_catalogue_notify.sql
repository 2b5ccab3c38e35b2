-- Every change to what the public catalogue shows (company rows, their categories, portfolio and
-- ratings, category names) tells the listening server processes at commit, so they drop their
-- cached pages (src/server/db/catalogue-cache.ts). NOTIFY is transactional: a rolled-back change
-- says nothing, and one transaction's notices of the same channel arrive once.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "company_categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "company_portfolio_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_portfolio"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "ratings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
