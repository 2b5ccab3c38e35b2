import { gunzipSync } from 'node:zlib';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/rules/slug';
import { catalogueChanged } from '../../db/catalogue-cache';
import { seedDemoData } from '../../db/demo/seed';
import { companies } from '../../db/schema/companies';
import { ratings } from '../../db/schema/ratings';
import type { TestApp } from '../../test/harness';
import { createPageApp, decode, PUBLIC_URL } from '../../test/seo-pages';
import { COMPANIES_PER_FILE } from './sitemap-service';

let t: TestApp & { cleanUp(): Promise<void> };
let suspended: { reqId: string; tradeName: string };

beforeAll(async () => {
  t = await createPageApp();
  await seedDemoData(t.db, { companies: 8 });
  const [row] = await t.db.db
    .select({ id: companies.id, reqId: companies.reqId, tradeName: companies.tradeName })
    .from(companies)
    .limit(1);
  suspended = row;
  await t.db.db
    .update(companies)
    .set({ suspendedAt: new Date(), suspensionReason: 'Unpaid dues' })
    .where(eq(companies.id, row.id));
  catalogueChanged(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.cleanUp();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));

async function get(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res;
}

describe('/sitemap.xml', () => {
  it('is an index naming the content pages file and the company files', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-companies-1.xml`,
    ]);
  });

  it('lists every public company page in both languages with its last change, and not a suspended one', async () => {
    const res = await get('/sitemap-companies-1.xml');
    const listed = locs(res.body);
    const rows = await t.db.db
      .select({
        reqId: companies.reqId,
        tradeName: companies.tradeName,
        updatedAt: companies.updatedAt,
        suspendedAt: companies.suspendedAt,
        listed: companies.listed,
      })
      .from(companies);
    // What the public sees: not the suspended company, nor the demo's hidden listing and the
    // company waiting for approval.
    const shown = rows.filter((row) => row.listed);
    expect(shown.every((row) => row.suspendedAt === null)).toBe(true);
    expect(rows.filter((row) => row.suspendedAt !== null)).toHaveLength(1);
    expect(listed).toHaveLength(shown.length * 2);
    for (const row of shown) {
      const address = `${PUBLIC_URL}/company/${row.reqId}/${slugify(row.tradeName)}`;
      expect(listed).toContain(`${address}?lang=pt-BR`);
      expect(listed).toContain(`${address}?lang=en`);
      const entry = res.body.split('<url>').find((u) => u.includes(`${address}?lang=en</loc>`)) ?? '';
      expect(entry).toContain(`<lastmod>${row.updatedAt.toISOString()}</lastmod>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${address}?lang=pt-BR"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${address}"/>`);
    }
    expect(listed.some((loc) => loc.includes(suspended.reqId))).toBe(false);
    expect(listed.length).toBeLessThanOrEqual(50_000);
    expect(COMPANIES_PER_FILE * 2).toBeLessThanOrEqual(50_000);
  });

  it('moves a company’s lastmod when it gets a rating, which its page shows, and not for a hidden one', async () => {
    const [rating] = await t.db.db
      .select({ id: ratings.id, companyId: ratings.companyId })
      .from(ratings)
      .innerJoin(companies, eq(companies.id, ratings.companyId))
      .where(isNull(companies.suspendedAt))
      .limit(1);
    const [company] = await t.db.db
      .select({ reqId: companies.reqId, updatedAt: companies.updatedAt })
      .from(companies)
      .where(eq(companies.id, rating.companyId ?? 0));
    const ratedAt = new Date(company.updatedAt.getTime() + 60_000);
    await t.db.db.update(ratings).set({ createdAt: ratedAt }).where(eq(ratings.id, rating.id));
    catalogueChanged(t.db.db);
    const xml = (await get('/sitemap-companies-1.xml')).body;
    const entry = xml.split('<url>').find((u) => u.includes(company.reqId)) ?? '';
    expect(entry).toContain(`<lastmod>${ratedAt.toISOString()}</lastmod>`);

    // Hidden by the association, the rating is off the page, so it no longer dates it.
    await t.db.db.update(ratings).set({ hiddenAt: new Date() }).where(eq(ratings.id, rating.id));
    catalogueChanged(t.db.db);
    const hidden = (await get('/sitemap-companies-1.xml')).body;
    const after = hidden.split('<url>').find((u) => u.includes(company.reqId)) ?? '';
    expect(after).not.toContain(ratedAt.toISOString());
    await t.db.db.update(ratings).set({ hiddenAt: null }).where(eq(ratings.id, rating.id));
    catalogueChanged(t.db.db);
  });

  it('drops a company as soon as it is suspended (the cached file is forgotten)', async () => {
    const before = locs((await get('/sitemap-companies-1.xml')).body);
    const [next] = await t.db.db
      .select({ id: companies.id, reqId: companies.reqId })
      .from(companies)
      // A listed company, by id: without an order the rows come in the table's physical order,
      // which any change to the demo rows' width reshuffles.
      .where(eq(companies.listed, true))
      .orderBy(companies.id)
      .limit(2)
      .offset(1);
    expect(before.some((loc) => loc.includes(next.reqId))).toBe(true);
    await t.db.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, next.id));
    catalogueChanged(t.db.db);
    const after = locs((await get('/sitemap-companies-1.xml')).body);
    expect(after.some((loc) => loc.includes(next.reqId))).toBe(false);
    await t.db.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, next.id));
    catalogueChanged(t.db.db);
  });

  it('answers 404 past the last company file, and gzip to crawlers that accept it', async () => {
    expect((await t.app.inject({ url: '/sitemap-companies-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap-companies-0.xml' })).statusCode).toBe(404);
    const zipped = await t.app.inject({
      url: '/sitemap-companies-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('<urlset');
  });

  it('lists the content pages in both languages', async () => {
    const listed = locs((await get('/sitemap-pages.xml')).body);
    for (const path of [
      '/',
      '/companies',
      '/about-us',
      '/contact',
      '/frequent-asked-questions',
      '/magazines',
    ])
      for (const lang of ['pt-BR', 'en']) expect(listed).toContain(`${PUBLIC_URL}${path}?lang=${lang}`);
    expect(listed).toContain(`${PUBLIC_URL}/terms/privacy-policy?lang=en`);
    expect(listed).toHaveLength(16);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers in and names the sitemap by its absolute address', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
