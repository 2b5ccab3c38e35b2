import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Accent-free, lower-case, single-spaced text: the form of companies.search_text and of the
 * terms searched against it, so "metalurgica" finds "Metalúrgica".
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** companies.search_text, rebuilt whenever any of these parts changes. */
export function companySearchText(parts: {
  tradeName: string;
  name: string;
  keywords?: string | null;
  aboutShort?: string | null;
  /** The English short about (decision 0042), beside the Portuguese one. */
  aboutShortEn?: string | null;
  categoryNames: readonly string[];
}): string {
  return normalizeSearch(
    [
      parts.tradeName,
      parts.name,
      parts.keywords ?? '',
      parts.aboutShort ?? '',
      parts.aboutShortEn ?? '',
      ...parts.categoryNames,
    ].join(' '),
  );
}

// Enough for any real query; bounds the size of the generated SQL.
const MAX_WORDS = 8;

/**
 * The words of a search box, accent-free and lower-case like companies.search_text. Punctuation
 * separates words and is never searched for: PostgreSQL's unaccent() rewrites some of it ('—' and
 * '–' become '-', '’' becomes "'") while the text typed keeps it, so a full title copied with its
 * em dash would match nothing ('Industry in Focus — January 2026', issue 12 item 14).
 */
export function searchWords(search: string): string[] {
  return normalizeSearch(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** `%word%` for LIKE, with the pattern characters of the word taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every word occurs in `normalized` (an expression already accent-free and lower-case). Undefined
 * for an empty search, so it can go straight into `and(...)`. The user's text is always a bound
 * parameter, never SQL. `like` for a column stored in normalizeSearch's own form
 * (companies.search_text): the words are already in it, and LIKE skips the lower-casing of every
 * row that ILIKE does (three times faster on the catalogue's 200-character texts).
 */
export function containsAllWords(
  normalized: AnyPgColumn | SQL,
  search: string,
  operator: 'ilike' | 'like' = 'ilike',
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const op = sql.raw(operator);
  return and(...words.map((word) => sql`${normalized} ${op} ${containsPattern(word)}`));
}

/** Accent-free lower-case form of text columns, for small tables searched without an index. */
export function unaccentLower(...columns: (AnyPgColumn | SQL)[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`lower(unaccent(${joined}))`;
}

/** A sort key that puts 'Álcool' beside 'Alimentos' whatever the database collation is. */
export function sortKey(column: AnyPgColumn | SQL): SQL {
  return sql`lower(unaccent(${column}))`;
}
