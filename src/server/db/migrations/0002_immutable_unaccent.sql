-- Hand-written: unaccent() is only STABLE (its dictionary could change), so PostgreSQL refuses it in
-- generated columns and indexes. This wrapper pins the dictionary and is declared IMMUTABLE, which
-- lets companies.name_key (the accent-free sort key of the catalogue) be stored and indexed.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
