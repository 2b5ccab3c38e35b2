import type { Lang } from '../../../shared/lang';
import {
  type CompaniesSuggestBody,
  MATCH_SOURCES,
  type SearchMatch,
  type SuggestAnswer,
} from '../../../shared/schemas/catalogue-search';
import { SUGGEST_MIN_LETTERS } from '../../../shared/search-suggestions';
import type { Db } from '../../db/client';
import { normalizeSearch, searchWords } from '../../db/sql/search';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import type { CompanyFilter } from './companies-list-repository';
import { closeSearch, MARK_END, MARK_START, matchHeadlines } from './companies-match-repository';
import { readSuggestions } from './companies-suggest-repository';

/*
 * What a buyer meets while searching (issue 32 item 3): why a result matched, "did you mean",
 * suggestions while typing.
 */

const MARKED = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g');

/** A headline with its marks as plain parts: the text stays text, whatever it holds. */
export function headlineParts(headline: string): SearchMatch['parts'] {
  const parts: SearchMatch['parts'] = [];
  let at = 0;
  for (const found of headline.matchAll(MARKED)) {
    if (found.index > at) parts.push({ text: headline.slice(at, found.index), mark: false });
    if (found[1]) parts.push({ text: found[1], mark: true });
    at = found.index + found[0].length;
  }
  if (at < headline.length) parts.push({ text: headline.slice(at), mark: false });
  // A mark the cut left open or stray (never from a company's own text): dropped, never shown.
  return parts
    .map((p) => ({ ...p, text: p.text.replaceAll(MARK_START, '').replaceAll(MARK_END, '') }))
    .filter((p) => p.text.trim() !== '');
}

const isSource = (value: string): value is SearchMatch['source'] =>
  (MATCH_SOURCES as readonly string[]).includes(value);

/** Each of `ids`' matching text with the searched words marked, by company id (none when only the name matched). */
export async function matchesOf(
  db: Db,
  ids: readonly number[],
  words: readonly string[],
  lang: Lang,
): Promise<Map<number, SearchMatch>> {
  const rows = await matchHeadlines(db, ids, words, lang);
  const byId = new Map<number, SearchMatch>();
  for (const row of rows) {
    const parts = headlineParts(row.headline);
    if (!isSource(row.source) || !parts.some((p) => p.mark)) continue;
    byId.set(row.id, { source: row.source, lang: row.lang === 'en' ? 'en' : 'pt-BR', parts });
  }
  return byId;
}

/** "Did you mean": the search with close known words, when it finds something; else undefined. */
export async function didYouMean(
  db: Db,
  words: readonly string[],
  filter: CompanyFilter,
): Promise<string | undefined> {
  const corrected = await closeSearch(db, words, filter);
  return corrected ? corrected.join(' ') : undefined;
}

/**
 * POST /companies/suggest: companies, products and categories for the text typed so far, counted
 * per client address first (LIMITS.suggestAddress: AUT002 past it). Under SUGGEST_MIN_LETTERS
 * letters and digits, nothing (no query: every name holds one letter).
 */
export async function suggest(
  db: Db,
  body: CompaniesSuggestBody,
  lang: Lang,
  ip: string,
  now = new Date(),
): Promise<Omit<SuggestAnswer, 'response'>> {
  await consumeAttempt(db, limitKey('suggest:address', ip), LIMITS.suggestAddress, now);
  const words = searchWords(body.search);
  const text = normalizeSearch(words.join(' '));
  if (text.replace(/\s/g, '').length < SUGGEST_MIN_LETTERS)
    return { companies: [], products: [], categories: [], terms: [] };
  return readSuggestions(db, text, words, lang);
}
