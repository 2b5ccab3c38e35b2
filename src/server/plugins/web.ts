import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerRenderFn } from '../../shared/first-paint';
import { LANG_COOKIE, type Lang } from '../../shared/lang';
import { cachedFor } from '../db/catalogue-cache';
import { sendNotFound } from './errors';
import { pageContentSecurityPolicy } from './security-headers';
import { askedLang, pageLang, pageParts, renderPage, sendHtml } from './web-page';
import { serverPages } from './web-ssr';

const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The built client's index.html, or null when there is no client. Read once, at start: the build
 * does not change under a running server (and the security headers hash its inline scripts).
 */
export function readTemplate(webDir: string | null): string | null {
  const file = webDir === null ? null : join(webDir, 'index.html');
  return file !== null && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Serves the built web client: files as they are, and index.html (`template`) for every other GET
 * outside /app so the client router handles deep links: a public page rendered by the server
 * (web-ssr.ts, decision 0017), any other with what that page needs early (web-page.ts). Unknown
 * /app paths get the JSON 404.
 */
interface WebOptions {
  webDir: string | null;
  template: string | null;
  /** The public pages' server render (web-ssr.ts); null: every page is the shell. */
  render?: ServerRenderFn | null;
  /**
   * The page's own head: title, description, canonical, previews, JSON-LD (handed in by app.ts from
   * modules/seo/page-head-service.ts: a plugin imports no module).
   */
  pageHead(request: FastifyRequest, lang: Lang): Promise<string>;
}

async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const { webDir, template } = opts;
  const serverPage = serverPages(app, opts.render ?? null, webDir);
  const policyWith = pageContentSecurityPolicy({ template: template ?? '', publicUrl: app.config.publicUrl });
  if (webDir !== null && template !== null) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); sent when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name, so they never change under one URL.
        if (path.includes(`${join(webDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ webDir }, 'web client not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/app');
    if (template !== null && isPage) {
      const lang = pageLang(request);
      // `?lang=` is the visitor's choice from now on, as the language switch's (lib/i18n.ts).
      if (askedLang(request))
        reply.header(
          'set-cookie',
          `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
        );
      const page = await serverPage(request, lang);
      if (page && 'redirect' in page) return reply.redirect(page.redirect, 302);
      if (page) {
        // The whole document, head and compressed forms included, kept as long as its render.
        const html = await cachedFor(app.db, `html ${page.key}`, async () => ({
          html: renderPage(template, lang, page.parts, await opts.pageHead(request, lang)),
        }));
        // Its stylesheets are inline <style> elements: the policy allows those, by their hashes.
        if (page.styles.length > 0) reply.header('content-security-policy', policyWith(page.styles));
        return sendHtml(request, reply.code(page.status), html);
      }
      const [parts, head] = await Promise.all([pageParts(app, path, lang), opts.pageHead(request, lang)]);
      return sendHtml(request, reply, renderPage(template, lang, parts, head));
    }
    return sendNotFound(request, reply);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
