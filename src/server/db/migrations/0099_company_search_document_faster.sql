-- A company's search document built fewer times and faster (issue 33: 5,000 members imported in
-- 31.5 s against a goal of 30 s; EXPLAIN ANALYZE put 80 % of it in the document's triggers).
-- As a plpgsql function its query is planned once per connection: as a SQL function (not inlined, it
-- reads several tables) a trigger re-planned it on every call, 2–3 ms each.
CREATE OR REPLACE FUNCTION "company_search_document_of"(company integer) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
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
  FROM companies c WHERE c.id = company);
END
$$;--> statement-breakpoint
-- Categories are written a statement at a time (registration, the profile form, an import of 5,000
-- members, a category merge): the document is rebuilt once per company the statement touched, no
-- longer once per row (two categories made three builds of a new listing's document).
CREATE OR REPLACE FUNCTION "company_categories_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "company_search" s SET "document" = company_search_document_of(s."company_id")
      WHERE s."company_id" IN (SELECT "company_id" FROM "categories_gone");
  ELSE
    UPDATE "company_search" s SET "document" = company_search_document_of(s."company_id")
      WHERE s."company_id" IN (SELECT "company_id" FROM "categories_added");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "company_categories_search" ON "company_categories";--> statement-breakpoint
CREATE TRIGGER "company_categories_search_insert" AFTER INSERT ON "company_categories"
  REFERENCING NEW TABLE AS "categories_added"
  FOR EACH STATEMENT EXECUTE FUNCTION "company_categories_search_sync"();--> statement-breakpoint
CREATE TRIGGER "company_categories_search_delete" AFTER DELETE ON "company_categories"
  REFERENCING OLD TABLE AS "categories_gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "company_categories_search_sync"();
--> statement-breakpoint
-- New companies likewise: their list keys, search documents and words are written once per
-- statement, as sets, no longer by a trigger call per row (5,000 imported listings: 5,000 × 2
-- calls). Updates keep their row triggers, which compare each row's old and new values.
CREATE FUNCTION "companies_inserted_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_list_keys" ("company_id", "trade_name", "name_key", "rate", "city_id", "state_id", "search_text")
    SELECT n."id", n."trade_name", n."name_key", n."rate", n."city_id", c."state_id", n."search_text"
    FROM "companies_added" n LEFT JOIN "cities" c ON c."id" = n."city_id"
    WHERE n."listed"
    ON CONFLICT ("company_id") DO UPDATE SET
      "trade_name" = EXCLUDED."trade_name", "name_key" = EXCLUDED."name_key", "rate" = EXCLUDED."rate",
      "city_id" = EXCLUDED."city_id", "state_id" = EXCLUDED."state_id", "search_text" = EXCLUDED."search_text";
  INSERT INTO "company_search" ("company_id", "document")
    SELECT n."id", company_search_document_of(n."id") FROM "companies_added" n WHERE n."listed"
    ON CONFLICT ("company_id") DO UPDATE SET "document" = EXCLUDED."document";
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT search_words_of(n."search_text" || ' ' || n."about" || ' ' || coalesce(n."about_en", ''))
    FROM "companies_added" n WHERE n."listed"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "companies_list_keys_insert" ON "companies";--> statement-breakpoint
DROP TRIGGER "companies_search_insert" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_inserted" AFTER INSERT ON "companies"
  REFERENCING NEW TABLE AS "companies_added"
  FOR EACH STATEMENT EXECUTE FUNCTION "companies_inserted_sync"();
