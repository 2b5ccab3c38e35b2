import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialData } from '../../shared/first-paint';
import { catalogueChanged } from '../db/catalogue-cache';
import { seedAssociationContent } from '../db/demo/association';
import { faqs } from '../db/schema/catalogue-content';
import { companies } from '../db/schema/companies';
import { addCompany } from '../test/companies-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { INLINE_STYLES_MAX_BYTES, pageAssetLinks } from './web-ssr';

/*
 * The public pages as a client that runs no script sees them (plain HTTP, decision 0017): the
 * server renders src/web/entry-server.tsx from source here (vitest compiles it as the SSR build
 * does), into the real index.html.
 */

let webDir: string;
let t: TestApp;
let company: { reqId: string };

// A client build's manifest and files, as `vite build` writes them (the names are made up).
const CONTACT_CSS = '.contact{color:red}';
const STATUS_CSS = '.status::after{content:"</style><script>x()</script>"}';
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, css: ['assets/index-e.css'] },
  'app/routes/contact.tsx': {
    file: 'assets/contact-c.js',
    imports: ['index.html', '_content-status-s.js'],
    css: ['assets/contact-c.css'],
  },
  '_content-status-s.js': { file: 'assets/content-status-s.js', css: ['assets/content-status-s.css'] },
  'app/routes/home.tsx': { file: 'assets/home-h.js', css: ['assets/home-h.css'] },
  '../shared/messages/locales/en/content.json': { file: 'assets/content-en.js' },
};

async function writeBuild(dir: string, homeCss: string) {
  await mkdir(join(dir, '.vite'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(dir, 'assets', 'contact-c.css'), CONTACT_CSS);
  await writeFile(join(dir, 'assets', 'content-status-s.css'), STATUS_CSS);
  await writeFile(join(dir, 'assets', 'home-h.css'), homeCss);
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const ESCAPED_STATUS_CSS = STATUS_CSS.replace('</style>', '<\\/style>');

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-ssr-'));
  // The entry script and its module preload as the build writes them into index.html.
  const source = await readFile(resolve('src/web/index.html'), 'utf8');
  await writeFile(
    join(webDir, 'index.html'),
    source.replace(
      '<script type="module" src="/main.tsx"></script>',
      `<script type="module" crossorigin src="/assets/index-e.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-r.js">`,
    ),
  );
  await writeBuild(webDir, `.home{margin:0}${' '.repeat(INLINE_STYLES_MAX_BYTES)}`);
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

/** The public pages that take no id, each in one language. */
const PAGES: [string, string][] = [
  ['/', 'pt-BR'],
  ['/about-us', 'en'],
  ['/contact', 'en'],
  ['/frequent-asked-questions', 'pt-BR'],
  ['/magazines', 'en'],
  ['/terms/privacy-policy', 'pt-BR'],
  ['/terms/terms-of-use', 'en'],
];

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

  it.each(PAGES)('renders %s (%s) with no query left for the browser to ask', async (url, lang) => {
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

  it('renders the not-found page for an unknown company, in either language, with the way back to the catalogue (issue 30 item 16)', async () => {
    const cases = [
      {
        lang: 'pt-BR',
        title: 'Página não encontrada',
        text: 'Esta empresa não está no catálogo: o endereço pode estar errado, ou a empresa pode ter saído dele.',
        link: 'Ver todas as empresas',
      },
      {
        lang: 'en',
        title: 'Page not found',
        text: 'This company is not in the catalogue: the address may be wrong, or the company may have left it.',
        link: 'See all companies',
      },
    ];
    // No such company (NFD001), and an id no company can have (VAL001).
    for (const url of ['/company/nobody-here/x', '/company/no%20such%20id/x'])
      for (const c of cases) {
        const res = await get(`${url}?lang=${c.lang}`);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
        expect(res.body).toMatch(new RegExp(`<title>[^<|]+ \\| ${c.title}</title>`));
        const text = rootText(res.body);
        expect(text).toContain(`404 ${c.title} ${c.text} ${c.link}`);
        expect(text).not.toMatch(/Carregando|Loading|Nenhum registro|No records/);
        expect(res.body).toMatch(new RegExp(`<a [^>]*href="/companies"[^>]*>${c.link}</a>`));
        // The browser starts from the same answer, so it hydrates to the same page.
        const [reqId] = url.split('/').slice(2);
        expect(initialData(res.body).queries).toContainEqual({
          key: ['catalogue', 'company', c.lang, decodeURIComponent(reqId)],
          data: null,
        });
      }
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

  it('renders a FAQ answer as markdown, as the About page does, and no HTML in it (issue 30 item 21)', async () => {
    const answer =
      'Read **the rules** and the [guide](https://example.com/guide).\n\n<script>x()</script>[bad](javascript:x())';
    await t.db.db.insert(faqs).values({
      questionPt: 'Regras?',
      questionEn: 'Rules?',
      answerPt: answer,
      answerEn: answer,
      position: -1,
    });
    const res = await get('/frequent-asked-questions', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    // The page's markup, without the data scripts (which carry the answer as JSON, escaped).
    const markup = res.body
      .slice(res.body.indexOf('<div id="root">'))
      .replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('<strong>the rules</strong>');
    expect(markup).toMatch(/<a href="https:\/\/example.com\/guide"[^>]*>guide<\/a>/);
    expect(markup).not.toContain('**');
    // Neither run nor shown as text: raw HTML is dropped (and the JSON copy is escaped).
    expect(res.body).not.toContain('<script>x()');
    expect(markup).not.toContain('&lt;script');
    expect(markup).not.toContain('javascript:');
  });

  it('finds a server read for every query a public page makes: each is a route declared pageRead (issue 31 item 6)', async () => {
    t.app.pageReads.misses.length = 0;
    // A query string of its own per page: a fresh render, not one an earlier test left in the cache.
    const pages = ['/companies', `/company/${company.reqId}`, ...PAGES.map(([url]) => url)];
    for (const [i, url] of pages.entries())
      for (const lang of ['pt-BR', 'en']) {
        const res = await get(`${url}?reads=${i}`, { 'accept-language': lang });
        expect(res.body).toContain(`<html lang="${lang}" data-ssr>`);
      }
    expect(t.app.pageReads.misses).toEqual([]);
  });

  it('keeps private pages client-rendered: the shell, as before', async () => {
    for (const url of ['/quotes', '/profile', '/admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-ssr>');
      expect(res.body).toContain('first-paint-header');
      // The shell's scripts start at once: it has nothing of the page to paint before them.
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-e.js"></script>');
      expect(res.body).not.toContain('id="page-scripts"');
    }
  });
});

describe("the page's stylesheets, inline", () => {
  it('puts them in <head> as <style> elements in order, and the policy allows exactly those', async () => {
    const res = await get('/contact', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const contact = head.indexOf(`<style>${CONTACT_CSS}</style>`);
    const status = head.indexOf(`<style>${ESCAPED_STATUS_CSS}</style>`);
    expect(contact).toBeGreaterThan(0);
    expect(status).toBeGreaterThan(contact);
    // Nothing the first paint waits for: the links are disabled (not fetched), and no script is
    // asked for before it: the page's scripts are a list for the start-up after the first paint.
    expect(head).not.toMatch(/<link rel="stylesheet"[^>]*">/);
    expect(head).toContain('<link rel="stylesheet" href="/assets/contact-c.css" disabled>');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toMatch(/<script[^>]*\bsrc=/);
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(head);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual([
      '/assets/runtime-r.js',
      '/assets/contact-c.js',
      '/assets/content-status-s.js',
      '/assets/content-en.js',
      '/assets/index-e.js',
    ]);
    const policy = String(res.headers['content-security-policy']);
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
    expect(styleSrc).toContain(hashOf(CONTACT_CSS));
    expect(styleSrc).toContain(hashOf(ESCAPED_STATUS_CSS));
    expect(policy).toContain("style-src-attr 'none'");
    expect(policy).not.toMatch(/unsafe-inline/);
    // Other answers keep the site's policy: no page's styles in it.
    const api = String((await get('/app/health')).headers['content-security-policy']);
    expect(api).not.toContain(hashOf(CONTACT_CSS));
  });

  it('keeps the links of a page whose stylesheets are over the limit, and adds no hash', async () => {
    const res = await get('/', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/home-h.css">');
    expect(res.body).not.toContain('.home{margin:0}');
    const api = String((await get('/app/health')).headers['content-security-policy']);
    expect(String(res.headers['content-security-policy'])).toBe(api);
  });
});

describe('pageAssetLinks', () => {
  it("inlines a page's stylesheets, escaped, with their hashes; links them when a file is missing", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogo-assets-'));
    try {
      await writeBuild(dir, '.home{margin:0}');
      const assets = pageAssetLinks(dir)(['app/routes/contact.tsx'], 'pt-BR');
      expect(assets.head).toBe(
        `<style>${CONTACT_CSS}</style><link rel="stylesheet" href="/assets/contact-c.css" disabled>` +
          `<style>${ESCAPED_STATUS_CSS}</style><link rel="stylesheet" href="/assets/content-status-s.css" disabled>`,
      );
      expect(assets.scripts).toEqual(['/assets/contact-c.js', '/assets/content-status-s.js']);
      expect(assets.styles).toEqual([hashOf(CONTACT_CSS), hashOf(ESCAPED_STATUS_CSS)]);
      await rm(join(dir, 'assets', 'content-status-s.css'));
      const partial = pageAssetLinks(dir)(['app/routes/contact.tsx'], 'en');
      expect(partial.styles).toEqual([]);
      expect(partial.head).not.toContain('<style>');
      expect(partial.head).toContain('<link rel="stylesheet" href="/assets/content-status-s.css">');
      expect(partial.scripts).toContain('/assets/content-en.js');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
