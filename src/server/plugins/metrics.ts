import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, httpRequests, metricsContentType, metricsText, watchPool } from '../metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether `request` may read the metrics: it carries `Authorization: Bearer <METRICS_TOKEN>`, or it
 * comes from this machine directly. A request relayed by a reverse proxy on this machine also
 * arrives from loopback; it names its client in X-Forwarded-For and needs the token.
 */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && authorization?.startsWith('Bearer ')) {
    const given = Buffer.from(authorization.slice('Bearer '.length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** GET /app/metrics in Prometheus' text format, and the per-route request counts behind it. */
async function metricsPlugin(app: FastifyInstance) {
  const unwatch = watchPool(app.dbHandle.pool);
  app.addHook('onClose', async () => {
    unwatch();
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern, not the path: one series per route whatever the ids in it.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/app/metrics', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!allowed(request, app.config.metricsToken)) {
        return reply.code(403).type('text/plain').send('metrics: from this machine or with METRICS_TOKEN\n');
      }
      return reply.type(metricsContentType).send(await metricsText());
    },
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
