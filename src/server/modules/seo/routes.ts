import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../plugins/errors';
import { companiesSitemap, PAGES_FILE, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap-service';

/*
 * The crawler files, at the root like /files (plain URLs, not API calls, so no session and no
 * envelope): /robots.txt, /sitemap.xml and the files it names. Registered before the web plugin,
 * whose not-found handler answers every other path with the client's page.
 */

// Crawlers come back for these on their own schedule; a few minutes of staleness is harmless.
const CACHE_CONTROL = 'public, max-age=300';

function sendText(request: FastifyRequest, reply: FastifyReply, type: string, body: string): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding').type(type);
  // A file of 5,000 companies is a few megabytes of repetitive XML: gzip takes it to a tenth.
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

const XML = 'application/xml; charset=utf-8';

export default async function seoRoutes(app: FastifyInstance) {
  const deps = { db: app.db, publicUrl: app.config.publicUrl };
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', robotsTxt(deps.publicUrl)),
  );
  app.get('/sitemap.xml', hidden, async (request, reply) =>
    sendText(request, reply, XML, await sitemapIndex(deps)),
  );
  app.get(PAGES_FILE, hidden, (request, reply) => sendText(request, reply, XML, pagesSitemap(deps)));
  app.get<{ Params: { n: string } }>(
    '/sitemap-companies-:n(^\\d{1,9}).xml',
    hidden,
    async (request, reply) => {
      const xml = await companiesSitemap(deps, Number(request.params.n));
      return xml === null ? sendNotFound(request, reply) : sendText(request, reply, XML, xml);
    },
  );
}
