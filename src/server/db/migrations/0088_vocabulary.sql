-- The processes and materials vocabulary (issue 32 item 1, decision 0038): terms the association
-- keeps in both languages, a company's choice of them, and the terms companies suggest, which wait
-- for staff. A retired term keeps its companies' links (a restore brings them back) but is shown,
-- searched and filtered nowhere.
CREATE TABLE "vocabulary_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vocabulary_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_terms_kind_check" CHECK ("kind" IN ('process', 'material'))
);--> statement-breakpoint
-- One live term per name and kind in each language, accents and case aside ("Aco inox" is "Aço inox").
CREATE UNIQUE INDEX "vocabulary_terms_name_pt_key" ON "vocabulary_terms" USING btree ("kind", lower(immutable_unaccent("name_pt"))) WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_terms_name_en_key" ON "vocabulary_terms" USING btree ("kind", lower(immutable_unaccent("name_en"))) WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE TABLE "company_terms" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"term_id" integer NOT NULL REFERENCES "vocabulary_terms"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_terms_pk" PRIMARY KEY("company_id","term_id")
);--> statement-breakpoint
-- The catalogue's filter by a term reads its companies from here.
CREATE INDEX "company_terms_term_idx" ON "company_terms" USING btree ("term_id","company_id");--> statement-breakpoint
CREATE TABLE "term_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"name_pt" text,
	"name_en" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"term_id" integer REFERENCES "vocabulary_terms"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "term_suggestions_kind_check" CHECK ("kind" IN ('process', 'material')),
	CONSTRAINT "term_suggestions_status_check" CHECK ("status" IN ('pending', 'approved', 'refused')),
	CONSTRAINT "term_suggestions_some_name" CHECK ("name_pt" IS NOT NULL OR "name_en" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "term_suggestions_company_idx" ON "term_suggestions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "term_suggestions_pending_idx" ON "term_suggestions" USING btree ("created_at","id") WHERE "status" = 'pending';--> statement-breakpoint
-- Migration 0035's document with the company's live terms at weight A (a process matches like a
-- product name), both names in one part so either language finds it.
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
    || search_part(c.about_short, 'B')
    || search_part((SELECT string_agg(p.description_pt || ' ' || coalesce(p.description_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'B')
    || search_part(c.about, 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
CREATE FUNCTION "company_terms_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
BEGIN
  UPDATE "company_search" SET "document" = company_search_document_of(company) WHERE "company_id" = company;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_terms_search" AFTER INSERT OR DELETE ON "company_terms"
  FOR EACH ROW EXECUTE FUNCTION "company_terms_search_sync"();--> statement-breakpoint
-- A term renamed, retired or restored: its companies' documents follow in the same transaction;
-- its words join the known words typing mistakes are corrected to.
CREATE FUNCTION "vocabulary_terms_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT search_words_of(NEW."name_pt" || ' ' || NEW."name_en")
    ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    UPDATE "company_search" s SET "document" = company_search_document_of(s."company_id")
      WHERE s."company_id" IN (SELECT ct."company_id" FROM "company_terms" ct WHERE ct."term_id" = NEW."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vocabulary_terms_search_insert" AFTER INSERT ON "vocabulary_terms"
  FOR EACH ROW EXECUTE FUNCTION "vocabulary_terms_search_sync"();--> statement-breakpoint
CREATE TRIGGER "vocabulary_terms_search_update" AFTER UPDATE OF "name_pt", "name_en", "retired_at" ON "vocabulary_terms"
  FOR EACH ROW
  WHEN (OLD."name_pt" IS DISTINCT FROM NEW."name_pt" OR OLD."name_en" IS DISTINCT FROM NEW."name_en"
    OR OLD."retired_at" IS DISTINCT FROM NEW."retired_at")
  EXECUTE FUNCTION "vocabulary_terms_search_sync"();--> statement-breakpoint
-- Cached pages go when a company's terms or a term change (migration 0005's notification).
CREATE TRIGGER "company_terms_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "vocabulary_terms_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vocabulary_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
