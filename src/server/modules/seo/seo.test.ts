import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SHAPES } from '../../../shared/limits';
import { metaDescription } from '../../../shared/rules/meta-description';
import { slugify } from '../../../shared/rules/slug';
import { FAQS } from '../../db/demo/content';
import { seedDemoData } from '../../db/demo/seed';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { markdownToHtml } from '../../lib/markdown-html';
import { addCompany } from '../../test/companies-fixtures';
import type { TestApp } from '../../test/harness';
import { createPageApp, PUBLIC_URL, readHead } from '../../test/seo-pages';

let t: TestApp & { cleanUp(): Promise<void> };
type Row = {
  reqId: string;
  tradeName: string;
  aboutShort: string;
  aboutShortEn: string | null;
  ratesCount: number;
};
let rated: Row;
const HOSTILE = `</script><script>alert(1)</script> "Aço" & 'Cia' $&`;
let hostileReqId: string;
let unratedReqId: string;

beforeAll(async () => {
  t = await createPageApp();
  await seedDemoData(t.db, { companies: 12 });
  const columns = {
    reqId: companies.reqId,
    tradeName: companies.tradeName,
    aboutShort: companies.aboutShort,
    aboutShortEn: companies.aboutShortEn,
    ratesCount: companies.ratesCount,
  };
  [rated] = await t.db.db.select(columns).from(companies).where(isNotNull(companies.rate)).limit(1);
  hostileReqId = (await addCompany(t.db, { tradeName: HOSTILE, rate: null })).reqId;
  unratedReqId = (await addCompany(t.db, { tradeName: 'Gama Sem Notas', rate: null })).reqId;
}, 180_000);
afterAll(async () => {
  await t.cleanUp();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return { html: res.body, head: readHead(res.body) };
}
const NONE: Record<string, unknown> = {};
const companyUrl = (row: Pick<Row, 'reqId' | 'tradeName'>) =>
  `/company/${row.reqId}/${slugify(row.tradeName)}`;

describe('a company page, fetched without running any script', () => {
  it('lists its products and services as an OfferCatalog of Product and Service offers', async () => {
    const { head } = await page(companyUrl(rated), { cookie: 'lang=en' });
    const business = head.jsonLd.find((d) => d['@type'] === 'LocalBusiness') ?? NONE;
    const catalog = business.hasOfferCatalog as {
      '@type': string;
      itemListElement: { itemOffered: { '@type': string; name: string } }[];
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement.length).toBeGreaterThanOrEqual(3);
    expect(
      catalog.itemListElement.every((o) => ['Product', 'Service'].includes(o.itemOffered['@type'])),
    ).toBe(true);
  });

  it('has its own title, description, canonical address and language alternates', async () => {
    const { head } = await page(`${companyUrl(rated)}/some/sub/path`, { cookie: 'lang=en' });
    expect(head.titles).toEqual([`Industrial Catalogue | ${rated.tradeName}`]);
    // An English reader gets the English short text where the company wrote one (decision 0042).
    expect(head.meta('description')).toBe(metaDescription(rated.aboutShortEn ?? rated.aboutShort));
    expect(head.metaAll('description')).toHaveLength(1);
    const address = `${PUBLIC_URL}${companyUrl(rated)}`;
    // Fetched without ?lang: its own (x-default) address is canonical.
    expect(head.canonical).toEqual([address]);
    expect(head.alternates).toEqual({
      'pt-BR': `${address}?lang=pt-BR`,
      en: `${address}?lang=en`,
      'x-default': address,
    });
    expect(head.meta('robots')).toBeNull();
  });

  it('describes the company as a LocalBusiness with address, phone, links and its rating, and a breadcrumb', async () => {
    const { head } = await page(companyUrl(rated), { cookie: 'lang=en' });
    const business = head.jsonLd.find((d) => d['@type'] === 'LocalBusiness') ?? NONE;
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: rated.tradeName,
      url: `${PUBLIC_URL}${companyUrl(rated)}?lang=en`,
      address: { '@type': 'PostalAddress', addressCountry: 'BR', addressRegion: 'SP' },
      aggregateRating: { '@type': 'AggregateRating', ratingCount: rated.ratesCount, bestRating: 5 },
    });
    const address = business.address as Record<string, string>;
    for (const field of ['streetAddress', 'addressLocality', 'postalCode'])
      expect(address[field]).toBeTruthy();
    expect(address.postalCode).toMatch(/^\d{5}-\d{3}$/);
    expect(business.telephone).toMatch(/^\+55\d{10,11}$/);
    expect(business.logo).toMatch(new RegExp(`^${PUBLIC_URL}/files/`));
    expect(Array.isArray(business.sameAs)).toBe(true);
    for (const link of business.sameAs as string[]) expect(link).toMatch(/^https:\/\//);
    const trail = head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') ?? NONE;
    expect((trail.itemListElement as { name: string; position: number }[]).map((s) => s.name)).toEqual([
      'Home',
      'Companies',
      rated.tradeName,
    ]);
  });

  it('leaves aggregateRating out for a company without ratings', async () => {
    const { head } = await page(`/company/${unratedReqId}/x`);
    const business = head.jsonLd.find((d) => d['@type'] === 'LocalBusiness');
    expect(business?.name).toBe('Gama Sem Notas');
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('previews on WhatsApp: name, short description and cover at a size previewers accept (OG tags only)', async () => {
    // A previewer sends no cookie and no language: the page answers in Portuguese.
    const { head } = await page(companyUrl(rated), { 'user-agent': 'WhatsApp/2.24.1 A' });
    const og = (key: string) => head.meta(`og:${key}`);
    expect(og('title')).toBe(`Catálogo Industrial | ${rated.tradeName}`);
    expect(og('description')).toBe(metaDescription(rated.aboutShort));
    expect(og('url')).toBe(`${PUBLIC_URL}${companyUrl(rated)}`);
    expect(og('type')).toBe('website');
    expect(og('site_name')).toBe('Catálogo Industrial');
    expect(og('locale')).toBe('pt_BR');
    const image = og('image') ?? '';
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/files/[^?]+\\?w=960&as=jpeg$`));
    expect(og('image:type')).toBe('image/jpeg');
    expect(Number(og('image:width'))).toBe(960);
    expect(Number(og('image:height'))).toBe(
      Math.round((960 * IMAGE_SHAPES.cover.height) / IMAGE_SHAPES.cover.width),
    );
    expect(og('image:alt')).toContain(rated.tradeName);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(image);
    // The picture itself answers, small enough for WhatsApp (which drops images over ~600 KB).
    const picture = await t.app.inject({ url: image.slice(PUBLIC_URL.length) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('jpeg');
    expect(picture.rawPayload.length).toBeLessThan(600_000);
  });

  it('escapes a hostile name everywhere: in tags and in JSON-LD, which still parses', async () => {
    const { html, head } = await page(`/company/${hostileReqId}/x`, { cookie: 'lang=en' });
    expect(html).not.toContain('<script>alert(1)');
    expect(head.titles).toEqual([`Industrial Catalogue | ${HOSTILE}`]);
    expect(head.meta('og:title')).toBe(`Industrial Catalogue | ${HOSTILE}`);
    expect(head.jsonLd.find((d) => d['@type'] === 'LocalBusiness')?.name).toBe(HOSTILE);
  });

  it('an unknown company gets the not-found head, kept out of the index', async () => {
    const { head } = await page('/company/nobody-here/x', { cookie: 'lang=en' });
    expect(head.titles).toEqual(['Industrial Catalogue | Page not found']);
    expect(head.meta('robots')).toBe('noindex, follow');
    expect(head.canonical).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('the other public pages', () => {
  it('/companies names its filters, keeps them (not the order) in the canonical address and lists its companies', async () => {
    const [machining] = await t.db.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.nameEn, 'Machining'));
    const { head } = await page(`/companies?category=${machining.id}&order=desc`, { cookie: 'lang=en' });
    expect(head.titles).toEqual(['Industrial Catalogue | Companies: Machining']);
    expect(head.canonical).toEqual([`${PUBLIC_URL}/companies?category=${machining.id}`]);
    const list = head.jsonLd.find((d) => d['@type'] === 'ItemList');
    const items = list?.itemListElement as { position: number; name: string; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].position).toBe(1);
    for (const item of items)
      expect(item.url).toMatch(new RegExp(`^${PUBLIC_URL}/company/[^/]+/[^/?]+\\?lang=en$`));
  });

  it('/companies?search=… is a search result: named, but not indexed', async () => {
    const { head } = await page('/companies?search=usinagem', { cookie: 'lang=pt-BR' });
    expect(head.titles).toEqual(['Catálogo Industrial | Empresas: “usinagem”']);
    expect(head.meta('robots')).toBe('noindex, follow');
    expect(head.canonical).toEqual([]);
  });

  it('the FAQ page carries a FAQPage with the FAQ’s questions and answers, in the page language', async () => {
    const { head } = await page('/frequent-asked-questions', { cookie: 'lang=en' });
    expect(head.titles).toEqual(['Industrial Catalogue | Frequently asked questions']);
    const faq = head.jsonLd.find((d) => d['@type'] === 'FAQPage');
    const entries = faq?.mainEntity as { name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(entries.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      FAQS.map((f) => [f.questionEn, markdownToHtml(f.answerEn)]),
    );
    expect(entries.every((q) => q['@type' as keyof typeof q] === 'Question')).toBe(true);
  });

  it('each content page has its title, description, canonical and alternates in both languages', async () => {
    const pages = [
      ['/', 'Home', 'Início'],
      ['/about-us', 'About us', 'Quem somos'],
      ['/contact', 'Contact', 'Contato'],
      ['/magazines', 'Magazines', 'Revistas'],
      ['/terms/privacy-policy', 'Privacy policy', 'Política de privacidade'],
      ['/terms/terms-of-use', 'Terms of use', 'Termos de uso'],
    ];
    for (const [path, en, pt] of pages) {
      const english = (await page(path, { cookie: 'lang=en' })).head;
      expect(english.titles).toEqual([`Industrial Catalogue | ${en}`]);
      expect(english.meta('description')?.length).toBeGreaterThan(20);
      expect(english.canonical).toEqual([`${PUBLIC_URL}${path}`]);
      const asked = (await page(`${path}${path.includes('?') ? '&' : '?'}lang=en`)).head;
      expect(asked.canonical).toEqual([`${PUBLIC_URL}${path}?lang=en`]);
      expect(english.alternates['x-default']).toBe(`${PUBLIC_URL}${path}`);
      // Without a picture of its own, a page previews with the home page's first slide.
      expect(english.meta('og:image'), path).toMatch(
        new RegExp(`^${PUBLIC_URL}/files/[^?]+\\?w=960&as=jpeg$`),
      );
      expect(english.meta('og:image:height'), path).toBe('333');
      const portuguese = (await page(path, { cookie: 'lang=pt-BR' })).head;
      expect(portuguese.titles).toEqual([`Catálogo Industrial | ${pt}`]);
      expect(portuguese.meta('og:locale')).toBe('pt_BR');
    }
  });

  it('private pages and unknown paths are kept out of search engines', async () => {
    for (const path of [
      '/profile',
      '/quotes',
      '/admin',
      '/shared-quote/abc',
      '/no-such-page',
      '/terms/other',
    ]) {
      const { head } = await page(path);
      expect(head.meta('robots'), path).toBe('noindex, follow');
      expect(head.canonical, path).toEqual([]);
      expect(head.titles, path).toHaveLength(1);
    }
  });

  it('a suspended company’s page is not found', async () => {
    const [row] = await t.db.db
      .select({ reqId: companies.reqId })
      .from(companies)
      .where(and(isNull(companies.rate), eq(companies.tradeName, 'Gama Sem Notas')));
    await t.db.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.reqId, row.reqId));
    const { catalogueChanged } = await import('../../db/catalogue-cache');
    catalogueChanged(t.db.db);
    const { head } = await page(`/company/${row.reqId}/x`, { cookie: 'lang=en' });
    expect(head.titles).toEqual(['Industrial Catalogue | Page not found']);
  });
});
