-- Relevance-ranked search (issue 32 item 3): one weighted full-text document per listed company,
-- in both text-search configurations (Portuguese and English stems of the accent-free text), so
-- "usinagens" finds "usinagem" and "flanges" finds "flange" whichever language the text is in.
-- Weights: A the trade and legal names and the category names (both languages), B the keywords and
-- the short about, C the long about. Further sources (products, processes, materials,
-- certifications) are further setweight() parts of company_search_document_of(); see
-- src/server/README.md, "The search document".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The Portuguese stemmer leaves the plural of words in -m as it is ("usinagens" stays, "usinagem"
-- becomes "usinag"): the Portuguese configuration reads such plurals as their singular ("-ns" at the
-- end of a word of 4 letters or more becomes "-m"; "bens", "jovens", "origens"), in the documents
-- and in the searched words alike, so a wrong guess ("plans" as "plam") only adds a lexeme both sides share.
CREATE FUNCTION "pt_singular"(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(body, '([[:alpha:]]{2})ns\M', '\1m', 'g')
$$;--> statement-breakpoint
-- Both configurations of one text, accent-free, at one weight.
CREATE FUNCTION "search_part"(body text, weight "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('pg_catalog.portuguese'::regconfig, pt_singular(immutable_unaccent(coalesce(body, '')))), weight)
    || setweight(to_tsvector('pg_catalog.english'::regconfig, immutable_unaccent(coalesce(body, ''))), weight)
$$;--> statement-breakpoint
-- A company's document from its sources, read in the transaction of the change.
CREATE FUNCTION "company_search_document_of"(company integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_part(c.trade_name || ' ' || c.name, 'A')
    || search_part((SELECT string_agg(k.name_pt || ' ' || k.name_en, ' ')
         FROM company_categories cc JOIN categories k ON k.id = cc.category_id WHERE cc.company_id = c.id), 'A')
    || search_part(c.keywords, 'B')
    || search_part(c.about_short, 'B')
    || search_part(c.about, 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
-- The raw words of a document's texts (accent-free, lower-case, 4 letters or more): the words a
-- misspelt search word is compared with (pg_trgm), and the "did you mean" candidates.
CREATE FUNCTION "search_words_of"(body text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(immutable_unaccent(coalesce(body, ''))), '[^[:alnum:]]+') w
  WHERE length(w) >= 4 AND length(w) <= 40
$$;--> statement-breakpoint
CREATE TABLE "company_search" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"document" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "company_search_document_idx" ON "company_search" USING gin ("document");--> statement-breakpoint
-- Words only ever added (a word a company no longer uses corrects to a word that finds fewer or no
-- companies; the search checks the corrected query finds something before offering it).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "company_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."suspended_at" IS NULL THEN
    INSERT INTO "company_search" ("company_id", "document") VALUES (NEW."id", company_search_document_of(NEW."id"))
      ON CONFLICT ("company_id") DO UPDATE SET "document" = EXCLUDED."document";
    INSERT INTO "search_words" ("word")
      SELECT search_words_of(NEW."search_text" || ' ' || NEW."about") ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "company_search" WHERE "company_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- search_text changes with every change of a company's categories or of a category's names
-- (rebuilt by the application in the same transaction), so this trigger covers them too.
CREATE TRIGGER "companies_search_insert" AFTER INSERT ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_search_sync"();--> statement-breakpoint
CREATE TRIGGER "companies_search_update" AFTER UPDATE OF "trade_name", "name", "keywords", "about_short", "about", "search_text", "suspended_at" ON "companies"
  FOR EACH ROW
  WHEN (OLD."trade_name" IS DISTINCT FROM NEW."trade_name" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."keywords" IS DISTINCT FROM NEW."keywords" OR OLD."about_short" IS DISTINCT FROM NEW."about_short"
    OR OLD."about" IS DISTINCT FROM NEW."about" OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at")
  EXECUTE FUNCTION "company_search_sync"();--> statement-breakpoint
-- A company's categories are written after the company itself (registration, the profile form,
-- a category merge): each membership change rebuilds the document in the same transaction.
CREATE FUNCTION "company_categories_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
BEGIN
  UPDATE "company_search" SET "document" = company_search_document_of(company) WHERE "company_id" = company;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_categories_search" AFTER INSERT OR DELETE ON "company_categories"
  FOR EACH ROW EXECUTE FUNCTION "company_categories_search_sync"();--> statement-breakpoint
INSERT INTO "company_search" ("company_id", "document")
  SELECT "id", company_search_document_of("id") FROM "companies" WHERE "suspended_at" IS NULL;--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT search_words_of("search_text" || ' ' || "about") FROM "companies" WHERE "suspended_at" IS NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The query of a search's words (accent-free, lower-case: searchWords in db/sql/search.ts): every
-- word must match, as its Portuguese stem, its English stem, or a prefix of a document's lexeme
-- ("metal" finds "metalúrgica"). A stop word of either language is left out ("de", "the"); a search
-- of stop words alone matches them as prefixes. With `typos`, a word of 5 letters or more also
-- matches the known words one edit away (pg_trgm finds the
-- candidates by the trigram index, levenshtein keeps those one insertion, deletion or substitution
-- away): "usinajem" finds "usinagem". The search ranks typo-only matches below exact ones.
CREATE FUNCTION "company_search_query"(words text[], typos boolean) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  w text;
  alts text;
  fixes text;
  parts text[] := '{}';
  prefixes text[] := '{}';
BEGIN
  FOREACH w IN ARRAY words LOOP
    prefixes := prefixes || (quote_literal(w) || ':*');
    CONTINUE WHEN numnode(plainto_tsquery('pg_catalog.portuguese', pt_singular(w))) = 0
      OR numnode(plainto_tsquery('pg_catalog.english', w)) = 0;
    alts := plainto_tsquery('pg_catalog.portuguese', pt_singular(w))::text || ' | ' || plainto_tsquery('pg_catalog.english', w)::text
      || ' | ' || quote_literal(w) || ':*';
    IF typos AND length(w) >= 5 THEN
      SELECT string_agg(' | ' || q::text, '') INTO fixes FROM (
        SELECT plainto_tsquery(cfg, CASE WHEN cfg = 'pg_catalog.portuguese'::regconfig THEN pt_singular(c.word) ELSE c.word END) AS q
        FROM (SELECT word FROM search_words WHERE word % w AND word <> w AND levenshtein(word, w) <= 1
          ORDER BY similarity(word, w) DESC, word LIMIT 5) c
        CROSS JOIN (VALUES ('pg_catalog.portuguese'::regconfig), ('pg_catalog.english'::regconfig)) v(cfg)
      ) f WHERE numnode(q) > 0;
      alts := alts || coalesce(fixes, '');
    END IF;
    parts := parts || ('(' || alts || ')');
  END LOOP;
  IF cardinality(parts) = 0 THEN parts := prefixes; END IF;
  RETURN array_to_string(parts, ' & ')::tsquery;
END
$$;
