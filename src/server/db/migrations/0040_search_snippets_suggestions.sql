-- Issue 32 items 3 (why a result matched, suggestions while typing).
-- Text-search configurations that read accented text as the search document does (accent-free),
-- so ts_headline marks "térmico" in a company's own text for the query's lexeme "termic".
CREATE TEXT SEARCH CONFIGURATION "search_pt" (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "search_pt" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "search_en" (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "search_en" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- Suggestions while typing read trigram indexes only (a word anywhere in a name, or one close to
-- it), so they cost the same at any catalogue size: listed companies' trade names, products' names
-- in both languages.
CREATE INDEX "company_list_keys_name_trgm_idx" ON "company_list_keys" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "product_suggest_key"(name_pt text, name_en text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(public.immutable_unaccent(name_pt || ' ' || coalesce(name_en, '')))
$$;--> statement-breakpoint
CREATE INDEX "company_products_name_trgm_idx" ON "company_products" USING gin (product_suggest_key("name_pt", "name_en") gin_trgm_ops);
