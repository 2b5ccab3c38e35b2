import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, type ServerAnswer, type ServerRenderFn } from '../../shared/first-paint';
import type { Lang } from '../../shared/lang';
import { cachedFor } from '../db/catalogue-cache';
import { escapeHtml } from '../lib/html';
import { pageRead } from './page-reads';
import type { PageParts } from './web-page';
import { cookieOf } from './web-page';

/*
 * The server's render of the public pages (decision 0017): `vite build --ssr` writes
 * src/web/entry-server.tsx to dist/ssr/entry-server.js, imported once at start; each public page's
 * body is then React's render of the same components, with its data read through the services
 * (page-reads.ts), and the browser hydrates it. Without that build the server sends the shell, as
 * before.
 */

/** The built render function, or null when the build has none (only `vite build` was run). */
export async function loadServerRender(entry: string | null): Promise<ServerRenderFn | null> {
  if (entry === null || !existsSync(entry)) return null;
  // React picks its build when first loaded, and only this render loads it on the server: the
  // production one unless told otherwise (the development one renders about three times slower).
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(entry).href)) as { render?: ServerRenderFn };
  return typeof module.render === 'function' ? module.render : null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The stylesheets and scripts a page's chunk needs, from the client build's manifest: the
 * stylesheets go in <head> so the server's markup is painted styled (no flash, no shift when the
 * script arrives), the scripts as modulepreload so hydration does not wait for one after another.
 */
export function pageAssetLinks(webDir: string | null) {
  const file = webDir === null ? null : join(webDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> =
    file !== null && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const known = new Map<string, string>();
  return (sources: string[]): string => {
    const key = sources.join(' ');
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      // index.html is the entry: its script and styles are in the page already.
      if (!chunk || name === 'index.html' || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const source of sources) visit(source);
    const links =
      [...css].map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}">`).join('') +
      [...js].map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`).join('');
    known.set(key, links);
    return links;
  };
}

export type PageRender = { parts: PageParts; status: 200 | 404; key: string } | { redirect: string } | null;

/** The page rendered for `request`, or null when the client renders it (private page, no build, a fault). */
export function serverPages(app: FastifyInstance, render: ServerRenderFn | null, webDir: string | null) {
  const call = pageRead(app);
  const linksOf = pageAssetLinks(webDir);
  return async (request: FastifyRequest, lang: Lang): Promise<PageRender> => {
    if (render === null) return null;
    // The render depends on the address, the language and whether the consent bar was accepted,
    // and on public data: kept with the catalogue's answers, and forgotten with them (catalogue-cache.ts).
    const consent = cookieOf(request.headers.cookie, CONSENT_COOKIE);
    const cookie = consent === null ? '' : `${CONSENT_COOKIE}=${consent}`;
    const key = `page ${lang} ${cookie === '' ? 0 : 1} ${request.url}`;
    let answer: ServerAnswer;
    try {
      answer = await cachedFor(app.db, key, () => render({ url: request.url, lang, cookie, call }));
    } catch (error) {
      // The shell still works: the browser renders the page as it did before server rendering.
      app.log.error({ err: error, url: request.url }, 'server render failed: sent the shell');
      return null;
    }
    if (answer === null || 'redirect' in answer) return answer;
    return {
      status: answer.status,
      key,
      parts: { firstPaint: '', queries: answer.queries, body: answer.html, links: linksOf(answer.files) },
    };
  };
}
