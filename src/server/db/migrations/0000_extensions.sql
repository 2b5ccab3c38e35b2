-- Hand-written: extensions used by later migrations and queries. PGlite must be constructed with
-- the matching extension objects (src/server/db/client.ts pgliteExtensions).
-- pg_trgm: GIN trigram index on companies.search_text (ILIKE '%term%' search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent: accent-insensitive search of small bilingual lists (FAQ, magazines) in SQL.
CREATE EXTENSION IF NOT EXISTS unaccent;
