-- A company's about and short about in English too (issue 32 item 2, decision 0042): optional, null
-- where the company wrote none; an English reader sees each where it exists and the Portuguese text,
-- marked as such, where it does not.
ALTER TABLE "companies" ADD COLUMN "about_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "about_short_en" text;--> statement-breakpoint
-- The whole search document (0094's, every source) with the English texts at the weights of their
-- Portuguese ones: short about B, about C. search_part reads a text in both configurations, so the
-- English stems ("treatments" → "treatment") match as they do for the products' English names.
CREATE OR REPLACE FUNCTION "company_search_document_of"(company integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_part(c.trade_name || ' ' || c.name, 'A')
    || search_part((SELECT string_agg(k.name_pt || ' ' || k.name_en, ' ')
         FROM company_categories cc JOIN categories k ON k.id = cc.category_id WHERE cc.company_id = c.id), 'A')
    || search_part((SELECT string_agg(p.name_pt || ' ' || coalesce(p.name_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'A')
    || search_part((SELECT string_agg(t.name_pt || ' ' || t.name_en, ' ')
         FROM company_terms ct JOIN vocabulary_terms t ON t.id = ct.term_id
         WHERE ct.company_id = c.id AND t.retired_at IS NULL), 'A')
    || search_part(c.keywords, 'B')
    || search_part(c.about_short || ' ' || coalesce(c.about_short_en, ''), 'B')
    || search_part((SELECT string_agg(p.description_pt || ' ' || coalesce(p.description_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'B')
    || search_part((SELECT string_agg(certification_name(r.standard, r.standard_other), ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'B')
    || search_part(c.about || ' ' || coalesce(c.about_en, ''), 'C')
    || search_part((SELECT string_agg(coalesce(r.scope, '') || ' ' || r.certification_body, ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
-- The English about's words join the known words (typing mistakes in them are corrected too).
CREATE OR REPLACE FUNCTION "company_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."listed" THEN
    INSERT INTO "company_search" ("company_id", "document") VALUES (NEW."id", company_search_document_of(NEW."id"))
      ON CONFLICT ("company_id") DO UPDATE SET "document" = EXCLUDED."document";
    INSERT INTO "search_words" ("word")
      SELECT search_words_of(NEW."search_text" || ' ' || NEW."about" || ' ' || coalesce(NEW."about_en", ''))
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "company_search" WHERE "company_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The document follows a change of the English texts as it follows the Portuguese ones.
DROP TRIGGER "companies_search_update" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_search_update" AFTER UPDATE OF "trade_name", "name", "keywords", "about_short", "about", "about_short_en", "about_en", "search_text", "suspended_at", "owner_id", "hidden_until_claimed" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."keywords" IS DISTINCT FROM NEW."keywords" OR OLD."about_short" IS DISTINCT FROM NEW."about_short"
    OR OLD."about" IS DISTINCT FROM NEW."about" OR OLD."about_short_en" IS DISTINCT FROM NEW."about_short_en"
    OR OLD."about_en" IS DISTINCT FROM NEW."about_en" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."listed" IS DISTINCT FROM NEW."listed")
  EXECUTE FUNCTION "company_search_sync"();--> statement-breakpoint
UPDATE "company_search" SET "document" = company_search_document_of("company_id");
