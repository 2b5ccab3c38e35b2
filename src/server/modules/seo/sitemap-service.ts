import { cachedFor } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { absoluteUrl, alternatesOf, companyPath } from '../../lib/seo-urls';
import { CONTENT_PAGES, PUBLIC_TERMS } from './page-route';
import { lastCompanyId, listSitemapCompanies } from './seo-repository';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

/*
 * /sitemap.xml names /sitemap-pages.xml (the content pages) and /sitemap-companies-N.xml, file N
 * holding the public companies with ids in ((N-1)·K, N·K], K = COMPANIES_PER_FILE. A company keeps
 * its file for life, a file is one index range, and with two languages a file holds at most
 * 2·K = 10,000 URLs (the protocol allows 50,000; smaller files are quicker to write and to fetch).
 * A range emptied by removals is an empty, valid file. Answers are kept in the catalogue cache,
 * which forgets them when a company changes (db/catalogue-cache.ts).
 */

export const COMPANIES_PER_FILE = 5_000;

export interface SitemapDeps {
  db: Db;
  publicUrl: string;
}

export const companiesFileName = (n: number) => `/sitemap-companies-${n}.xml`;
export const PAGES_FILE = '/sitemap-pages.xml';

export function sitemapIndex(deps: SitemapDeps): Promise<string> {
  return cachedFor(deps.db, 'sitemap:index', async () => {
    const files = Math.ceil((await lastCompanyId(deps.db)) / COMPANIES_PER_FILE);
    const names = [PAGES_FILE, ...Array.from({ length: files }, (_, i) => companiesFileName(i + 1))];
    return sitemapIndexXml(names.map((name) => absoluteUrl(deps.publicUrl, name)));
  });
}

/** The content pages: home, the list, about, contact, FAQ, magazines and both terms. */
export function pagesSitemap(deps: SitemapDeps): string {
  const paths = [...Object.values(CONTENT_PAGES), ...PUBLIC_TERMS.map((name) => `/terms/${name}`)];
  return urlSetXml(paths.map((path) => ({ alternates: alternatesOf(deps.publicUrl, path) })));
}

/** Company file `n` (from 1), or null past the last one. */
export async function companiesSitemap(deps: SitemapDeps, n: number): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  return cachedFor(deps.db, `sitemap:companies:${n}`, async () => {
    if ((n - 1) * COMPANIES_PER_FILE >= (await lastCompanyId(deps.db))) return null;
    const rows = await listSitemapCompanies(deps.db, (n - 1) * COMPANIES_PER_FILE, n * COMPANIES_PER_FILE);
    return urlSetXml(
      rows.map((row) => ({
        alternates: alternatesOf(deps.publicUrl, companyPath(row.reqId, row.tradeName)),
        lastmod: row.changedAt,
      })),
    );
  });
}

/** robots.txt: everything may be crawled; the sitemap by its absolute address. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}\n`;
}
