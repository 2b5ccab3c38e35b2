-- A category's page of /companies/list as an index range (issue 13 item 6): company_list_keys'
-- columns once per category a listed company is in. The category filter used to look up every
-- member of the category and sort them (8,300 lookups at 100,000 companies) because the members
-- of a category cluster where the name order reaches them last, so walking the name order and
-- testing membership rarely filled a page early. Kept by triggers in the transaction of the change:
-- on company_categories (membership) and on company_list_keys (the company's listed fields; a
-- suspension deletes its company_list_keys row and the foreign key takes these with it).
CREATE TABLE "company_category_keys" (
	"category_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"trade_name" text NOT NULL,
	"name_key" text NOT NULL,
	"rate" numeric(3, 2),
	"city_id" integer NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "company_category_keys_pk" PRIMARY KEY ("category_id", "company_id")
);--> statement-breakpoint
ALTER TABLE "company_category_keys" ADD CONSTRAINT "company_category_keys_company_id_company_list_keys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_list_keys"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_keys" ADD CONSTRAINT "company_category_keys_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The foreign key's cascade looks rows up by company.
CREATE INDEX "company_category_keys_company_idx" ON "company_category_keys" USING btree ("company_id");--> statement-breakpoint
-- The three orders of the list within a category, column for column as company_list_keys'.
CREATE INDEX "company_category_keys_name_idx" ON "company_category_keys" USING btree ("category_id","name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_category_keys_rate_asc_idx" ON "company_category_keys" USING btree ("category_id","rate","name_key","trade_name","company_id");--> statement-breakpoint
CREATE INDEX "company_category_keys_rate_desc_idx" ON "company_category_keys" USING btree ("category_id","rate" DESC NULLS LAST,"name_key","trade_name","company_id");--> statement-breakpoint
CREATE FUNCTION "company_category_keys_of_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "company_category_keys"
      WHERE "category_id" = OLD."category_id" AND "company_id" = OLD."company_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "company_category_keys" ("category_id", "company_id", "trade_name", "name_key", "rate", "city_id", "search_text")
      SELECT NEW."category_id", k."company_id", k."trade_name", k."name_key", k."rate", k."city_id", k."search_text"
      FROM "company_list_keys" k WHERE k."company_id" = NEW."company_id"
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_categories_category_keys" AFTER INSERT OR UPDATE OR DELETE ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_category_keys_of_membership"();--> statement-breakpoint
CREATE FUNCTION "company_category_keys_of_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "company_category_keys" ("category_id", "company_id", "trade_name", "name_key", "rate", "city_id", "search_text")
      SELECT cc."category_id", NEW."company_id", NEW."trade_name", NEW."name_key", NEW."rate", NEW."city_id", NEW."search_text"
      FROM "company_categories" cc WHERE cc."company_id" = NEW."company_id"
      ON CONFLICT DO NOTHING;
  ELSE
    UPDATE "company_category_keys" SET
      "trade_name" = NEW."trade_name", "name_key" = NEW."name_key", "rate" = NEW."rate",
      "city_id" = NEW."city_id", "search_text" = NEW."search_text"
      WHERE "company_id" = NEW."company_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- company_list_keys' own trigger upserts it (an INSERT … ON CONFLICT fires the INSERT or the UPDATE
-- trigger, whichever happened) and deletes it on a suspension (the foreign key cascades here).
CREATE TRIGGER "company_list_keys_category_keys_insert" AFTER INSERT ON "company_list_keys"
  FOR EACH ROW EXECUTE FUNCTION "company_category_keys_of_company"();--> statement-breakpoint
CREATE TRIGGER "company_list_keys_category_keys_update" AFTER UPDATE ON "company_list_keys"
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION "company_category_keys_of_company"();--> statement-breakpoint
INSERT INTO "company_category_keys" ("category_id", "company_id", "trade_name", "name_key", "rate", "city_id", "search_text")
  SELECT cc."category_id", k."company_id", k."trade_name", k."name_key", k."rate", k."city_id", k."search_text"
  FROM "company_categories" cc JOIN "company_list_keys" k ON k."company_id" = cc."company_id";
