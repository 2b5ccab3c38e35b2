// The function's own module: the package's index does not tree-shake and this runs on the home page.
import { removeAccents } from '@brazilian-utils/brazilian-utils/remove-accents';

/** Lower case without accents, for comparisons that ignore both. */
export function normalize(value: string): string {
  return removeAccents(value.toLowerCase()).toLowerCase();
}

/**
 * True when the query's letters and digits appear in the text in the same order, with any gaps,
 * ignoring case, accents and the query's spaces and punctuation: 'mtl' matches 'Metalúrgica', and
 * 'Hidráulica — Pneumática' matches 'Hidráulica e Pneumática'. An empty query matches all.
 */
export function fuzzyMatch(query: string, text: string): boolean {
  const needle = normalize(query).replace(/[^\p{L}\p{N}]+/gu, '');
  if (needle.length === 0) return true;
  const haystack = normalize(text);
  let found = 0;
  for (const char of haystack) {
    if (char === needle[found]) {
      found += 1;
      if (found === needle.length) return true;
    }
  }
  return false;
}

export function fuzzyFilter<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  return items.filter((item) => fuzzyMatch(query, textOf(item)));
}
