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
  categoryNames: readonly string[];
}): string {
  return normalizeSearch(
    [parts.tradeName, parts.name, parts.keywords ?? '', parts.aboutShort ?? '', ...parts.categoryNames].join(
      ' ',
    ),
  );
}
