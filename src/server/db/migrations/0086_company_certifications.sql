-- A company's certifications (issue 32 item 1, decision 0037): the standard (five a buyer filters
-- by, or another one typed), number, certification body, scope, last valid day (a São Paulo
-- calendar day) and the certificate as a PDF (a public stored file of kind 'certificate', removed
-- with its row by the service). checked_at: the association's staff checked it; any change of the
-- certificate by its owner clears it. At most 20 per company, counted under the company's row lock.
CREATE TABLE "company_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"standard" text NOT NULL,
	"standard_other" text,
	"number" text NOT NULL,
	"certification_body" text NOT NULL,
	"scope" text,
	"valid_until" date NOT NULL,
	"pdf_file_id" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_certifications_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "company_certifications_standard_check" CHECK ("standard" IN ('iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100', 'other')),
	CONSTRAINT "company_certifications_other_check" CHECK (("standard" = 'other') = ("standard_other" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_pdf_file_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The owner's list and page (by company), and the catalogue's filter (a company's valid
-- certificate of one standard: an index probe per candidate company).
CREATE INDEX "company_certifications_company_idx" ON "company_certifications" USING btree ("company_id","standard","valid_until");--> statement-breakpoint
-- Today in São Paulo: the last valid day of a certificate is a calendar day there.
CREATE FUNCTION "sao_paulo_today"() RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date
$$;--> statement-breakpoint
-- A certificate's name as the page writes it (shared/schemas/company-certifications.ts STANDARD_NAMES).
CREATE FUNCTION "certification_name"(standard text, other text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE standard WHEN 'iso9001' THEN 'ISO 9001' WHEN 'iso14001' THEN 'ISO 14001'
    WHEN 'iatf16949' THEN 'IATF 16949' WHEN 'iso45001' THEN 'ISO 45001' WHEN 'as9100' THEN 'AS9100'
    ELSE coalesce(other, '') END
$$;--> statement-breakpoint
-- The search document (migrations 0034, 0035) with the company's valid certificates: the standard's
-- name at B (a buyer's "injeção de plástico ISO 9001" needs every word, the product's at A), their
-- scope and certification body at C. An expired certificate leaves the document: the trigger below
-- at each write, and the daily job certification-expiry (modules/my-company) the day after it expires.
-- Written whole: a later migration that adds a source copies this function and adds its part.
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
    || search_part((SELECT string_agg(certification_name(r.standard, r.standard_other), ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'B')
    || search_part(c.about, 'C')
    || search_part((SELECT string_agg(coalesce(r.scope, '') || ' ' || r.certification_body, ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
CREATE FUNCTION "company_certifications_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
BEGIN
  UPDATE "company_search" SET "document" = company_search_document_of(company) WHERE "company_id" = company;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "search_words" ("word")
      SELECT search_words_of(certification_name(NEW."standard", NEW."standard_other") || ' '
        || coalesce(NEW."scope", '') || ' ' || NEW."certification_body")
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- checked_at alone changes nothing the document holds.
CREATE TRIGGER "company_certifications_search" AFTER INSERT OR DELETE OR UPDATE OF "standard", "standard_other", "scope", "certification_body", "valid_until", "company_id" ON "company_certifications"
  FOR EACH ROW EXECUTE FUNCTION "company_certifications_search_sync"();--> statement-breakpoint
-- Other processes drop their cached pages at commit (migration 0005).
CREATE TRIGGER "company_certifications_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_certifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
