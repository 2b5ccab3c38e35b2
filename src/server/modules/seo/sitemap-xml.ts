import { escapeHtml } from '../../lib/html';
import type { Alternates } from '../../lib/seo-urls';

/*
 * Sitemap files (sitemaps.org 0.9): an index naming the other files, and URL sets where each page
 * appears once per language with every language's address as an xhtml:link alternate (how Google
 * reads hreflang in a sitemap). Character references from escapeHtml are valid XML.
 */

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(files: string[]): string {
  const entries = files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapPage {
  alternates: Alternates;
  lastmod?: Date;
}

/** One <url> per language of each page. */
export function urlSetXml(pages: SitemapPage[]): string {
  const entries: string[] = [];
  for (const page of pages) {
    const links = Object.entries(page.alternates)
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    for (const [hreflang, loc] of Object.entries(page.alternates))
      if (hreflang !== 'x-default')
        entries.push(`<url><loc>${escapeHtml(loc)}</loc>${lastmod}${links}</url>`);
  }
  return `${XML}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
