import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { pageLang, pageParts, renderPage, sendHtml } from './web-page';

/**
 * Serves the built web client: files as they are, and index.html for every other GET outside /app so
 * the client router handles deep links, with what that page needs early (web-page.ts). Unknown /app
 * paths get the JSON 404.
 */
async function webPlugin(app: FastifyInstance, opts: { webDir: string | null }) {
  const webDir = opts.webDir;
  const hasClient = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (hasClient) {
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
  // Read once: the build does not change under a running server.
  const template = hasClient ? readFileSync(join(webDir, 'index.html'), 'utf8') : '';

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/app');
    if (hasClient && isPage) {
      const lang = pageLang(request);
      return sendHtml(request, reply, renderPage(template, lang, await pageParts(app, path, lang)));
    }
    return sendNotFound(request, reply);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
