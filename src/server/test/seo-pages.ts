import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './harness';

/** Test helpers: an app with a built client's index.html, and readers of a page's head. */

export const PUBLIC_URL = 'https://catalogo.example.org';

// The real template's head (src/web/index.html): its generic title and description must go.
const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Catálogo Industrial — Industrial Catalogue" />' +
  '<title>Catálogo Industrial</title></head>' +
  '<body><div id="root"><!--first-paint--></div></body></html>';

export async function createPageApp(): Promise<TestApp & { cleanUp(): Promise<void> }> {
  const webDir = await mkdtemp(join(tmpdir(), 'catalogo-seo-'));
  await writeFile(join(webDir, 'index.html'), TEMPLATE);
  const t = await createTestApp({ WEB_DIR: webDir, PUBLIC_URL });
  return {
    ...t,
    async cleanUp() {
      await t.close();
      await rm(webDir, { recursive: true, force: true });
    },
  };
}

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]) : null;
};

/** What escapeHtml wrote, read back (numeric references only). */
export function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The head as a crawler sees it: tags by name, property or rel, and the parsed JSON-LD blocks. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const metaOf = (key: string) =>
    metas
      .filter((tag) => attr(tag, 'name') === key || attr(tag, 'property') === key)
      .map((tag) => attr(tag, 'content'));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1])),
    meta: (key: string) => metaOf(key)[0] ?? null,
    metaAll: metaOf,
    canonical: links.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((tag) => attr(tag, 'rel') === 'alternate')
        .map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')]),
    ) as Record<string, string>,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string },
    ),
  };
}
