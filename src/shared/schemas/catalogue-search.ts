import { z } from 'zod';
import { TEXT } from '../limits';
import { searchField } from './common';
import { ok } from './envelope';

/*
 * What a buyer meets while searching (issue 32 item 3): why a result matched, and suggestions while
 * typing. Added after the spec: optional fields on /companies/list, a new path for suggestions.
 */

/** Where a company's matching text comes from. */
export const MATCH_SOURCES = [
  'product',
  // The vocabulary's terms (added later, issue 32): the matched process or material by name.
  'process',
  'material',
  'category',
  'keywords',
  // A valid certificate (added later, issue 32): its standard and scope.
  'certification',
  'aboutShort',
  'about',
] as const;

/**
 * Why a result matched: one of the company's texts cut around the searched words, as plain text in
 * parts, `mark` on the words that matched. Never HTML: the client marks them (`<mark>`) itself.
 * `lang` is the text's language, so a page in English marks Portuguese text as such.
 */
export const searchMatch = z.object({
  source: z.enum(MATCH_SOURCES),
  lang: z.enum(['pt-BR', 'en']),
  parts: z.array(z.object({ text: z.string(), mark: z.boolean() })),
});
export type SearchMatch = z.infer<typeof searchMatch>;

/** POST /companies/suggest: what the search box holds so far. */
export const companiesSuggestBody = z.object({ search: searchField(TEXT.search) });
export type CompaniesSuggestBody = z.infer<typeof companiesSuggestBody>;

/** Each list at most SUGGESTIONS_PER_KIND long (search-suggestions.ts), best first; all empty under SUGGEST_MIN_LETTERS letters. */

export const suggestResponse = ok({
  companies: z.array(
    z.object({ reqId: z.string(), name: z.string(), cityName: z.string(), stateIso: z.string() }),
  ),
  /** A product or service, named in the reader's language where its company wrote it (`lang`). */
  products: z.array(
    z.object({
      name: z.string(),
      lang: z.enum(['pt-BR', 'en']),
      companyReqId: z.string(),
      companyName: z.string(),
    }),
  ),
  /** Categories that hold at least one listed company, named in the reader's language. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * Added later (issue 32): processes and materials of the vocabulary that a listed company has,
   * named in the reader's language; choosing one filters the catalogue by it.
   */
  terms: z
    .array(z.object({ id: z.number().int(), kind: z.enum(['process', 'material']), name: z.string() }))
    .optional(),
});
export type SuggestAnswer = z.infer<typeof suggestResponse>;
