import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataIndex } from '../../../shared/schemas/catalogue-read';
import { ABOUT, CONTACT, SLIDES } from '../../db/demo/content';
import { seedDemoData } from '../../db/demo/seed';
import { TERMS } from '../../db/demo/terms';
import { banners, siteContent, slides } from '../../db/schema/catalogue-content';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';

let t: TestApp;
let en: SessionHeaders;
let pt: SessionHeaders;

// Demo images are generated with sharp; on a busy machine seeding takes a while.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { companies: 2 });
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = <T = Record<string, unknown>>(url: string, headers?: Record<string, string>) =>
  call<T & { response: boolean; error?: string }>(t.app, { method: 'GET', url, headers });

describe('GET /data/index', () => {
  it('answers about, slides and banner in the request language', async () => {
    const [a, b] = await Promise.all([
      get<DataIndex>('/app/data/index', en),
      get<DataIndex>('/app/data/index', pt),
    ]);
    expect(a.body.response).toBe(true);
    expect(a.body.about).toEqual(ABOUT.en);
    expect(b.body.about).toEqual(ABOUT.pt);
    expect(a.body.slider.mobile.map((s) => s.caption)).toEqual(SLIDES.map((s) => s.captionEn));
    expect(a.body.slider.desktop.map((s) => s.caption)).toEqual(SLIDES.map((s) => s.captionEn));
    expect(b.body.slider.mobile.map((s) => s.caption)).toEqual(SLIDES.map((s) => s.captionPt));
    expect(a.body.slider.mobile.map((s) => s.href)).toEqual(SLIDES.map((s) => s.href));
    expect(a.body.banner.mobile).toEqual({ img: expect.stringMatching(/^\/files\//), href: '/about-us' });
    expect(a.body.banner.desktop?.img).not.toBe(a.body.banner.mobile?.img);
  });

  it('links images that are served, different for mobile and desktop', async () => {
    const { body } = await get<DataIndex>('/app/data/index', en);
    const urls = [
      ...body.slider.mobile.map((s) => s.img),
      ...body.slider.desktop.map((s) => s.img),
      body.banner.mobile?.img,
      body.banner.desktop?.img,
    ];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url: url ?? '/files/none' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('needs an app session', async () => {
    expect((await get('/app/data/index')).body).toMatchObject({ response: false, error: 'SES001' });
  });
});

describe('GET /data/info/*', () => {
  it('answers about and contact without a session, in the request language', async () => {
    const about = await get('/app/data/info/about', { 'app-language': 'en' });
    expect(about.body).toEqual({ response: true, about: ABOUT.en });
    const aboutPt = await get('/app/data/info/about');
    expect(aboutPt.body).toEqual({ response: true, about: ABOUT.pt });
    const contact = await get('/app/data/info/contact', { 'app-language': 'en' });
    expect(contact.body).toEqual({ response: true, contact: CONTACT.en });
  });

  it('answers both terms in both languages', async () => {
    for (const name of ['privacyPolicy', 'termOfUse'] as const) {
      const enTerms = await get(`/app/data/info/terms/${name}`, { 'app-language': 'en' });
      const ptTerms = await get(`/app/data/info/terms/${name}`, { 'app-language': 'pt-BR' });
      const publishedAt = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
      expect(enTerms.body).toEqual({ response: true, terms: TERMS[name].en, publishedAt });
      expect(ptTerms.body).toEqual({ response: true, terms: TERMS[name].pt, publishedAt });
      expect(TERMS[name].en).not.toBe(TERMS[name].pt);
    }
  });

  it("dates the terms by their current version's publication, not the first one", async () => {
    type Terms = { terms: string; publishedAt: string };
    const before = (await get<Terms>('/app/data/info/terms/privacyPolicy', en)).body.publishedAt;
    // The demo versions are dated when the database was filled; a new one is dated now.
    await t.db.db.execute(sql`update terms_versions set published_at = '2020-01-02T03:04:05Z'`);
    const old = (await get<Terms>('/app/data/info/terms/privacyPolicy', en)).body.publishedAt;
    expect(old).toBe('2020-01-02T03:04:05.000Z');
    expect(before).not.toBe(old);
    await t.db.db
      .update(siteContent)
      .set({ valueEn: '# Privacy, second version' })
      .where(eq(siteContent.key, 'terms.privacyPolicy'));
    const after = (await get<Terms>('/app/data/info/terms/privacyPolicy', en)).body;
    expect(after.terms).toBe('# Privacy, second version');
    expect(Date.parse(after.publishedAt)).toBeGreaterThan(Date.parse(old));
    // The other text keeps its own date.
    const terms = (await get<Terms>('/app/data/info/terms/termOfUse', en)).body.publishedAt;
    expect(terms).toBe('2020-01-02T03:04:05.000Z');
  });

  it('answers NFD001 for any other terms name', async () => {
    for (const name of ['privacy-policy', 'termsOfUse', 'about', 'constructor', '__proto__']) {
      const res = await get(`/app/data/info/terms/${name}`, en);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ response: false, error: 'NFD001', message: 'No records found!' });
    }
  });

  it('returns markdown verbatim, as JSON, even when it holds markup', async () => {
    const hostile =
      '# Terms\n\n<script>alert("x")</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>';
    await t.db.db.update(siteContent).set({ valueEn: hostile }).where(eq(siteContent.key, 'terms.termOfUse'));
    const res = await get<{ terms: string }>('/app/data/info/terms/termOfUse', { 'app-language': 'en' });
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.terms).toBe(hostile);
    expect(res.res.body).toContain(JSON.stringify(hostile));
  });
});

describe('before the association writes its content', () => {
  it('answers NFD001 for about and contact, and an empty home page', async () => {
    await t.db.db.delete(siteContent);
    await t.db.db.delete(slides);
    await t.db.db.delete(banners);
    expect((await get('/app/data/info/about')).body).toMatchObject({ response: false, error: 'NFD001' });
    expect((await get('/app/data/info/contact')).body).toMatchObject({ response: false, error: 'NFD001' });
    expect((await get('/app/data/info/terms/privacyPolicy')).body).toMatchObject({
      response: false,
      error: 'NFD001',
    });
    const index = await get<DataIndex>('/app/data/index', en);
    expect(index.body).toEqual({
      response: true,
      about: { history: '', historyShort: '', video: null },
      slider: { mobile: [], desktop: [] },
      banner: { mobile: null, desktop: null },
    });
  });
});
