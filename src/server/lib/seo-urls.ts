import type { ImageWidth } from '../../shared/image-widths';
import { LANGS, type Lang } from '../../shared/lang';
import { slugify } from '../../shared/rules/slug';

/*
 * Every address a crawler or a link preview reads is absolute, from PUBLIC_URL (config.ts): the
 * server may sit behind a proxy, so the request's own Host is not to be trusted for them.
 *
 * A language has a URL of its own: the page's address with `?lang=pt-BR` or `?lang=en` (which also
 * sets the visitor's language); without it the page follows the visitor's cookie or browser, which
 * is what `x-default` points to.
 */

export type QueryPairs = readonly (readonly [string, string])[];

/** PUBLIC_URL + path + query, the query in the order given (`lang` last, as pages link it). */
export function absoluteUrl(publicUrl: string, path: string, query: QueryPairs = []): string {
  const search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}

/** The page in one language (`?lang=`), or its language-neutral address (x-default) without one. */
export function pageUrl(publicUrl: string, path: string, query: QueryPairs, lang: Lang | null): string {
  return absoluteUrl(publicUrl, path, lang ? [...query, ['lang', lang]] : query);
}

export type Alternates = Record<Lang | 'x-default', string>;

/** The page's address in each language, and x-default. */
export function alternatesOf(publicUrl: string, path: string, query: QueryPairs = []): Alternates {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, pageUrl(publicUrl, path, query, lang)]));
  return { ...byLang, 'x-default': pageUrl(publicUrl, path, query, null) } as Alternates;
}

/** A company page's path as the web links it (companyHref in company-card.tsx). */
export function companyPath(reqId: string, name: string): string {
  return `/company/${encodeURIComponent(reqId)}/${encodeURIComponent(slugify(name) || 'company')}`;
}

/**
 * A stored image as a link preview: its JPEG variant at most `width` px wide, absolute (previewers
 * that take no WebP still show it; see image-variants.ts).
 */
export function previewFileUrl(publicUrl: string, url: string, width: ImageWidth): string {
  return absoluteFileUrl(publicUrl, `${url}?w=${width}&as=jpeg`);
}

/** A stored file's URL (`/files/…`) made absolute; an absolute one is kept. */
export function absoluteFileUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`;
}
