-- Products and services (migration 0033) as a source of the search document (migration 0034):
-- names at weight A, descriptions at B, both languages, rebuilt by a trigger in the transaction of
-- each product write, so a change is searchable at once.
CREATE OR REPLACE FUNCTION "company_search_document_of"(company integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_part(c.trade_name || ' ' || c.name, 'A')
    || search_part((SELECT string_agg(k.name_pt || ' ' || k.name_en, ' ')
         FROM company_categories cc JOIN categories k ON k.id = cc.category_id WHERE cc.company_id = c.id), 'A')
    || search_part((SELECT string_agg(p.name_pt || ' ' || coalesce(p.name_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'A')
    || search_part(c.keywords, 'B')
    || search_part(c.about_short, 'B')
    || search_part((SELECT string_agg(p.description_pt || ' ' || coalesce(p.description_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'B')
    || search_part(c.about, 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
CREATE FUNCTION "company_products_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
BEGIN
  UPDATE "company_search" SET "document" = company_search_document_of(company) WHERE "company_id" = company;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "search_words" ("word")
      SELECT search_words_of(NEW."name_pt" || ' ' || coalesce(NEW."name_en", '') || ' ' || NEW."description_pt"
        || ' ' || coalesce(NEW."description_en", ''))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_products_search" AFTER INSERT OR UPDATE OR DELETE ON "company_products"
  FOR EACH ROW EXECUTE FUNCTION "company_products_search_sync"();--> statement-breakpoint
UPDATE "company_search" SET "document" = company_search_document_of("company_id");--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT search_words_of("name_pt" || ' ' || coalesce("name_en", '') || ' ' || "description_pt" || ' '
    || coalesce("description_en", '')) FROM "company_products"
  ON CONFLICT DO NOTHING;
