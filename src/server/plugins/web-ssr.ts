import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, type ServerAnswer, type ServerRenderFn } from '../../shared/first-paint';
import type { Lang } from '../../shared/lang';
import { cachedFor } from '../db/catalogue-cache';
import { escapeHtml } from '../lib/html';
import { hashSource } from './security-headers';
import type { PageParts } from './web-page';
import { cookieOf } from './web-page';

/*
 * The server's render of the public pages (decision 0017): `vite build --ssr` writes
 * src/web/entry-server.tsx to dist/ssr/entry-server.js, imported once at start; each public page's
 * body is then React's render of the same components, with its data read through the services
 * (the routes declared `pageRead`, page-reads.ts), and the browser hydrates it. Without that build the server sends the shell, as
 * before.
 */

/** The built render function, or null when the build has none (only `vite build` was run). */
export async function loadServerRender(entry: string | null): Promise<ServerRenderFn | null> {
  if (entry === null || !existsSync(entry)) return null;
  // React picks its build when first loaded: the production one unless told otherwise (the
  // development one renders about three times slower). scripts/start.mjs sets it before anything
  // loads React (lib/markdown-html.ts does at the server's start); this covers other launchers.
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
 * Above this many bytes of stylesheets (uncompressed), a page links them instead of inlining them:
 * inline, they come down again with every page and never from the cache. The pages' own are 1 to
 * 23 KB today (about 5 KB compressed at most): at 20 KB the company page (22.5 KB) linked its six
 * stylesheets, six render-blocking requests before its first paint (FCP 1.4 s in Lighthouse where
 * the others paint at 0.7–1.0 s, issue 17).
 */
export const INLINE_STYLES_MAX_BYTES = 24_000;

/**
 * The interface strings every page's layout asks for as soon as the entry runs, beyond the first
 * ones index.html preloads: the footer's (app/layout/footer.tsx, useTranslation('content')).
 * Preloaded with the page, they stop being a second step after the entry script in the chain the
 * first render waits for. A namespace the build has no chunk of (moved into the first strings, say)
 * is skipped.
 */
export const LAYOUT_NAMESPACES = ['content', 'catalogue-search'];
/** A namespace file's key in the client build's manifest (its path from the build's root, src/web). */
const localeManifestKey = (lang: Lang, ns: string) => `../shared/messages/locales/${lang}/${ns}.json`;

/**
 * A page's share of <head> (its stylesheets), the CSP hash sources of the <style> elements in it,
 * and the scripts its chunk needs (paths), which the page loads after its first paint.
 */
export interface PageAssets {
  head: string;
  styles: string[];
  scripts: string[];
}

/** A stylesheet as the text of a <style> element: nothing in it can close the element (as vite.config.ts does). */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** Every stylesheet the manifest names, read once: the build does not change under a running server. */
function readStylesheets(webDir: string | null, manifest: Record<string, ManifestChunk>) {
  const sheets = new Map<string, string>();
  for (const chunk of Object.values(manifest))
    for (const file of chunk.css ?? []) {
      const path = webDir === null ? null : join(webDir, file);
      if (path !== null && !sheets.has(file) && existsSync(path))
        sheets.set(file, styleText(readFileSync(path, 'utf8')));
    }
  return sheets;
}

/**
 * The stylesheets and scripts a page's chunk needs, from the client build's manifest. The
 * stylesheets go in <head> as <style> elements, in the order the links had, so the server's markup
 * is painted styled (no flash, no shift when the script arrives) as soon as the HTML is there, with
 * no request the first paint waits for. Each is followed by a disabled <link> to its file: the
 * browser does not fetch a disabled stylesheet, and Vite's preload helper, which skips a stylesheet
 * a <link> in the page already names, does not fetch it either when the route's chunk loads
 * (hydration, a later visit), nor wait for it before running the chunk. The scripts are listed
 * for the start-up after the first paint (web-page.ts), which preloads them all at once so
 * hydration does not wait for one after another.
 */
export function pageAssetLinks(webDir: string | null) {
  const file = webDir === null ? null : join(webDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> =
    file !== null && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const sheets = readStylesheets(webDir, manifest);
  const known = new Map<string, PageAssets>();
  return (sources: string[], lang: Lang): PageAssets => {
    const key = `${lang} ${sources.join(' ')}`;
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
    for (const ns of LAYOUT_NAMESPACES) visit(localeManifestKey(lang, ns));
    // Every stylesheet inline, or none: a missing file (a build being replaced) keeps the links.
    const texts = [...css].flatMap((href) => sheets.get(href) ?? []);
    const size = texts.reduce((total, text) => total + text.length, 0);
    const inline = texts.length === css.size && size <= INLINE_STYLES_MAX_BYTES;
    const stylesheets = [...css]
      .map((href, i) => {
        const link = `<link rel="stylesheet" href="/${escapeHtml(href)}"`;
        return inline ? `<style>${texts[i]}</style>${link} disabled>` : `${link}>`;
      })
      .join('');
    const assets = {
      head: stylesheets,
      styles: inline ? [...new Set(texts.map(hashSource))] : [],
      scripts: [...js].map((href) => `/${href}`),
    };
    known.set(key, assets);
    return assets;
  };
}

export type PageRender =
  | { parts: PageParts; status: 200 | 404; key: string; styles: string[] }
  | { redirect: string }
  | null;

/** The page rendered for `request`, or null when the client renders it (private page, no build, a fault). */
export function serverPages(app: FastifyInstance, render: ServerRenderFn | null, webDir: string | null) {
  const call = app.pageReads.read;
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
    const assets = linksOf(answer.files, lang);
    return {
      status: answer.status,
      key,
      styles: assets.styles,
      parts: {
        firstPaint: '',
        queries: answer.queries,
        body: answer.html,
        links: assets.head,
        scripts: assets.scripts,
      },
    };
  };
}
