-- Back office (issue 15): every published version of the terms of use and the privacy policy is kept
-- with its date. site_content keeps serving the current text (GET /data/info/terms/{name} and the
-- consent fingerprints of migration 0007 are unchanged); a trigger copies each new text into
-- terms_versions, whoever writes it (the back office, the demo data, SQL), so the archive can never
-- miss a version a person may have accepted.
CREATE TABLE "terms_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value_pt" jsonb NOT NULL,
	"value_en" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_versions_key_known" CHECK ("terms_versions"."key" in ('terms.termOfUse', 'terms.privacyPolicy'))
);--> statement-breakpoint
CREATE INDEX "terms_versions_key_idx" ON "terms_versions" USING btree ("key","published_at","id");--> statement-breakpoint
CREATE FUNCTION "archive_terms_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."key" IN ('terms.termOfUse', 'terms.privacyPolicy') AND (
    TG_OP = 'INSERT' OR NEW."value_pt" IS DISTINCT FROM OLD."value_pt" OR NEW."value_en" IS DISTINCT FROM OLD."value_en"
  ) THEN
    INSERT INTO "terms_versions" ("key", "value_pt", "value_en") VALUES (NEW."key", NEW."value_pt", NEW."value_en");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "site_content_terms_versions" AFTER INSERT OR UPDATE ON "site_content"
  FOR EACH ROW EXECUTE FUNCTION "archive_terms_version"();--> statement-breakpoint
-- The texts published before this migration: their date is the last time they were written.
INSERT INTO "terms_versions" ("key", "value_pt", "value_en", "published_at")
  SELECT "key", "value_pt", "value_en", "updated_at" FROM "site_content"
  WHERE "key" IN ('terms.termOfUse', 'terms.privacyPolicy');
