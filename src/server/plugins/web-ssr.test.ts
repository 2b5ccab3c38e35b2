import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialData } from '../../shared/first-paint';
import { catalogueChanged } from '../db/catalogue-cache';
import { seedAssociationContent } from '../db/demo/association';
import { companies } from '../db/schema/companies';
import { addCompany } from '../modules/companies/test-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/*
 * The public pages as a client that runs no script sees them (plain HTTP, decision 0017): the
 * server renders src/web/entry-server.tsx from source here (vitest compiles it as the SSR build
 * does), into the real index.html.
 */

let webDir: string;
let t: TestApp;
let company: { reqId: string };

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-ssr-'));
  await writeFile(join(webDir, 'index.html'), await readFile(resolve('src/web/index.html'), 'utf8'));
  t = await createTestApp({ WEB_DIR: webDir, SSR_ENTRY: resolve('src/web/entry-server.tsx') });
  // The association's texts (about, contact, terms, FAQ), which every public page shows some of.
  await seedAssociationContent(t.db.db);
  company = await addCompany(t.db, {
    tradeName: 'Fundição Rendida',
    aboutShort: 'Peças fundidas sob medida',
  });
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The text inside #root, tags and the data script left out. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

function initialData(html: string): InitialData {
  const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no initial data');
  return JSON.parse(match[1]) as InitialData;
}

describe('server-rendered public pages', () => {
  it("renders a company page with the company's name, about text and address, marked for hydration", async () => {
    const res = await get(`/company/${company.reqId}/fundicao-rendida`, { 'accept-language': 'pt-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="pt-BR" data-ssr>');
    const text = rootText(res.body);
    expect(text).toContain('Fundição Rendida');
    expect(text).toContain('Fundição Rendida about');
    expect(text).toContain('Rua Fixture');
    // The static first paint is gone: React's markup takes its place.
    expect(res.body).not.toContain('first-paint-header');
    // The answers it was rendered with go along, for the browser's query cache.
    const keys = initialData(res.body).queries.map((query) => query.key);
    expect(keys).toContainEqual(['catalogue', 'company', 'pt-BR', company.reqId]);
    expect(keys).toContainEqual(['content', 'contact', 'pt-BR']);
  });

  it('renders /companies with its query string: the filtered list', async () => {
    const res = await get('/companies?search=Rendida', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(rootText(res.body)).toContain('Fundição Rendida');
    expect(res.body).toContain(`href="/company/${company.reqId}/`);
    const none = await get('/companies?search=zzzz-nothing', { 'accept-language': 'en' });
    expect(rootText(none.body)).not.toContain('Fundição Rendida');
  });

  it.each([
    ['/', 'pt-BR'],
    ['/about-us', 'en'],
    ['/contact', 'en'],
    ['/frequent-asked-questions', 'pt-BR'],
    ['/magazines', 'en'],
    ['/terms/privacy-policy', 'pt-BR'],
    ['/terms/terms-of-use', 'en'],
  ])('renders %s (%s) with no query left for the browser to ask', async (url, lang) => {
    const res = await get(url, { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}" data-ssr>`);
    expect(rootText(res.body)).not.toMatch(/Loading…|Carregando…/);
  });

  it('answers 404 with the not-found page for an unknown path, and for an unknown company', async () => {
    const res = await get('/no/such/page', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('data-ssr');
    expect(rootText(res.body)).toContain('Page not found');
    expect((await get('/404-not-found')).statusCode).toBe(404);
    expect((await get('/company/nobody-here/x')).statusCode).toBe(404);
  });

  it('redirects an unknown terms name to the not-found page, as the client does', async () => {
    const res = await get('/terms/other');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/404-not-found');
  });

  it('takes ?lang= over the cookie and the browser, renders in it and remembers it', async () => {
    const res = await get('/about-us?lang=en', { 'accept-language': 'pt-BR', cookie: 'lang=pt-BR' });
    expect(res.body).toContain('<html lang="en" data-ssr>');
    expect(rootText(res.body)).toContain('The history of the association');
    expect(res.headers['set-cookie']).toMatch(/^lang=en; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    const pt = await get('/about-us?lang=pt-BR', { 'accept-language': 'en' });
    expect(pt.body).toContain('<html lang="pt-BR" data-ssr>');
    expect(rootText(pt.body)).toContain('A história da associação');
    const plain = await get('/about-us', { 'accept-language': 'en' });
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('renders the consent bar only for a visitor who has not accepted it', async () => {
    const fresh = await get('/contact', { 'accept-language': 'en' });
    expect(rootText(fresh.body)).toContain('Got it');
    const accepted = await get('/contact', { 'accept-language': 'en', cookie: 'regulationConsent=true' });
    expect(rootText(accepted.body)).not.toContain('Got it');
  });

  it('keeps a rendered page no longer than the catalogue answers it shows', async () => {
    const url = `/company/${company.reqId}/fundicao-rendida`;
    expect(rootText((await get(url)).body)).toContain('Fundição Rendida');
    await t.db.db
      .update(companies)
      .set({ tradeName: 'Fundição Renomeada' })
      .where(eq(companies.reqId, company.reqId));
    // As the services do after a write (catalogue-cache.ts).
    catalogueChanged(t.db.db);
    expect(rootText((await get(url)).body)).toContain('Fundição Renomeada');
    await t.db.db
      .update(companies)
      .set({ tradeName: 'Fundição Rendida' })
      .where(eq(companies.reqId, company.reqId));
    catalogueChanged(t.db.db);
  });

  it('keeps private pages client-rendered: the shell, as before', async () => {
    for (const url of ['/quotes', '/profile', '/admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-ssr>');
      expect(res.body).toContain('first-paint-header');
    }
  });
});
