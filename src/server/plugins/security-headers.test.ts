import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiles } from '../db/demo/files';
import { storedFiles } from '../db/schema/files';
import { createTestApp, type TestApp } from '../test/harness';
import { helmetHeaders, inlineHashes, pageContentSecurityPolicy } from './security-headers';

// A built index.html as vite.config.ts writes it: an inline script and the entry's styles inlined.
const INLINE_SCRIPT = "(function(){document.head.dataset.lang='en'})()";
const INLINE_STYLE = 'body{margin:0}';
const TEMPLATE =
  `<!doctype html><html lang="pt-BR"><head><script>${INLINE_SCRIPT}</script>` +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  `<style>${INLINE_STYLE}</style><title>Catálogo</title></head>` +
  '<body><div id="root"><!--first-paint--></div></body></html>';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let webDir: string;
let http: TestApp;
let https: TestApp;
let magazine: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-web-'));
  await writeFile(join(webDir, 'index.html'), TEMPLATE);
  http = await createTestApp({ WEB_DIR: webDir, PUBLIC_URL: 'http://localhost:3000' });
  https = await createTestApp({ WEB_DIR: webDir, PUBLIC_URL: 'https://catalogo.example.com' });
  const [id] = await insertFiles(http.db.db, [
    { kind: 'magazine-pdf', name: 'Revista.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4') },
  ]);
  const [row] = await http.db.db.select({ id: storedFiles.id, reqId: storedFiles.reqId }).from(storedFiles);
  expect(row.id).toBe(id);
  magazine = row.reqId;
});

afterAll(async () => {
  await http.close();
  await https.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

function expectSiteHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  const policy = policyOf(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // The product's own scripts only: its files and the template's inline script, by hash.
  expect(policy.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
  expect(policy.get('style-src')).toEqual(["'self'", hashOf(INLINE_STYLE)]);
  expect(policy.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://www.google.com',
    'https://google.com',
    'https://maps.google.com',
  ]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
}

describe('security headers', () => {
  it('are on a page of the web client', async () => {
    const res = await http.app.inject({ url: '/profile' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectSiteHeaders(res);
  });

  it('are on an API answer, an API error and a file', async () => {
    const api = await http.app.inject({ url: '/app/health' });
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expectSiteHeaders(api);
    const missing = await http.app.inject({ url: '/app/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expectSiteHeaders(missing);
    const file = await http.app.inject({ url: `/files/${magazine}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expectSiteHeaders(file);
  });

  it('give the API documentation a policy of its own that allows its inline styles only', async () => {
    const res = await http.app.inject({ url: '/app/docs' });
    expect(res.statusCode).toBe(200);
    const policy = policyOf(res);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('add HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    for (const url of ['/', '/app/health']) {
      const res = await https.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(res).get('upgrade-insecure-requests')).toEqual([]);
    }
  });
});

describe('inlineHashes', () => {
  it('hashes the scripts a browser runs and the style elements, not data blocks or files', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/c.js"></script>' +
      '<script type="application/json" id="initial-data">{"x":1}</script><style>p{}</style>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hashOf('a()'), hashOf('b()')],
      styles: [hashOf('p{}')],
    });
  });
});

describe('pageContentSecurityPolicy', () => {
  it("is the site's policy with a page's inline styles added to style-src, once each", async () => {
    const site = String((await http.app.inject({ url: '/app/health' })).headers['content-security-policy']);
    const page = pageContentSecurityPolicy({ template: TEMPLATE, publicUrl: 'http://localhost:3000' });
    const template = `style-src 'self' ${hashOf(INLINE_STYLE)}`;
    expect(page([hashOf('a{}'), hashOf('b{}'), hashOf('a{}')])).toBe(
      site.replace(template, `${template} ${hashOf('a{}')} ${hashOf('b{}')}`),
    );
    expect(page([])).toBe(site);
  });
});

describe('helmetHeaders (decision 0026: helmet worked out once)', () => {
  it('records every header helmet writes on a real answer, in the same values', async () => {
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"] } },
      xFrameOptions: { action: 'deny' as const },
      strictTransportSecurity: { maxAge: 600, includeSubDomains: true },
    };
    const server = createServer((req, res) => helmet(options)(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      const { set, removed } = helmetHeaders(options);
      expect(set.length).toBeGreaterThan(8);
      for (const [name, value] of set) expect(answer.headers.get(name), name).toBe(value);
      expect(removed).toContain('X-Powered-By');
    } finally {
      server.close();
    }
  });
});
