import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialData } from '../../shared/first-paint';
import { slides } from '../db/schema/catalogue-content';
import { storedFiles } from '../db/schema/files';
import { createTestApp, openSession, type TestApp } from '../test/harness';

// A built client as vite.config.ts writes it: each text file with its .br and .gz beside it.
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><title>Catálogo</title></head>' +
  '<body><div id="root"><div class="first-paint-header"></div><!--first-paint--></div></body></html>';
let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), TEMPLATE);
  await writeFile(join(webDir, 'assets', 'app-abc123.js'), script);
  await writeFile(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIR: webDir });
});

const appSession = (lang: string) => openSession(t.app, lang);

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('web client files', () => {
  it('sends the brotli file to browsers that accept it, with the long cache of hashed assets', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file as built', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html for a page of the client router, compressed when accepted, never cached', async () => {
    const res = await t.app.inject({ url: '/company/abc/some-name', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    // The page's own head (modules/seo) replaces the template's generic title.
    expect(html).not.toContain('<title>Catálogo</title>');
    expect(html).toContain('<title>Catálogo Industrial | Página não encontrada</title>');
    // An unknown company: no data and no first paint, the client asks the API and shows its answer.
    expect(html).not.toContain('initial-data');
    expect(html).toContain('<div class="first-paint-header"></div></div>');
  });
});

// A caption that would end the script element, open a tag or a comment, or be read as a `$`
// replacement pattern if it were pasted into the template carelessly.
const HOSTILE = `</script><script>alert(1)</script><!-- "quoted" & 'single' $& $' \u2028`;

describe('what the server sends with a page', () => {
  beforeAll(async () => {
    const file = (name: string) => ({
      kind: 'slide' as const,
      name,
      mime: 'image/webp',
      size: 1,
      bytes: Buffer.from('x'),
      sha256: name,
    });
    const [mobile, desktop] = await t.db.db
      .insert(storedFiles)
      .values([file('m.webp'), file('d.webp')])
      .returning({ id: storedFiles.id });
    await t.db.db.insert(slides).values({
      position: -1,
      captionPt: 'Primeiro slide',
      captionEn: HOSTILE,
      href: '/companies',
      mobileFileId: mobile.id,
      desktopFileId: desktop.id,
    });
  });

  const page = (headers: Record<string, string>) => t.app.inject({ url: '/', headers });
  const initialData = (html: string): InitialData => {
    const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
    if (!match) throw new Error('no initial data');
    return JSON.parse(match[1]) as InitialData;
  };

  it("sends / with the home answer in the browser's language and the first slide as a picture", async () => {
    const res = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<html lang="en">');
    const data = initialData(res.body);
    const home = await t.app.inject({ url: '/app/data/index', headers: await appSession('en') });
    expect(data.queries).toEqual([{ key: ['catalogue', 'data-index', 'en'], data: home.json() }]);
    expect(res.body).toMatch(
      /<div class="first-paint-hero"><picture><source media="\(max-width: 779\.98px\)" srcset="\/files\/[^"?]+\?w=160 160w,/,
    );
    expect(res.body).toMatch(
      /<img src="\/files\/[^"]+" srcset="[^"]+ 1440w" sizes="100vw" width="1440" height="500"/,
    );
  });

  it('escapes the data so nothing in it can close the script or start markup', async () => {
    const res = await page({ 'accept-language': 'en' });
    // The only script end tags are the data elements' own (the initial data and the page's
    // JSON-LD); the caption comes back unchanged.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body.match(/<script type="application\/(json|ld\+json)"[^>]*>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<!-- "quoted"');
    const slide = (initialData(res.body).queries[0].data as { slider: { desktop: { caption: string }[] } })
      .slider.desktop[0];
    expect(slide.caption).toBe(HOSTILE);
    expect(res.body).toContain(
      `alt="&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!-- &#34;quoted&#34; &#38; &#39;single&#39; $&#38; $&#39; \u2028"`,
    );
  });

  it("follows the language cookie over the browser's language", async () => {
    const res = await page({ 'accept-language': 'en', cookie: 'other=1; lang=pt-BR' });
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(initialData(res.body).queries[0].key).toEqual(['catalogue', 'data-index', 'pt-BR']);
    expect(res.body).toContain('alt="Primeiro slide"');
  });

  it('sends gzip to browsers without brotli', async () => {
    const res = await page({ 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toContain('first-paint-hero');
  });
});
