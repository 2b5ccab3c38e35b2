import type { FastifyInstance } from 'fastify';
import { catalogueChanged } from '../../db/catalogue-cache';

/**
 * Every write of the routes registered with this changes what the public pages show (slides, FAQ,
 * magazines, terms…), whose server renders are cached with the catalogue: they are dropped before
 * the answer goes, so the editor's next page view shows the change. Other processes drop theirs
 * within the cache's 5 s bound.
 */
export function dropCachedPagesOnWrite(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') catalogueChanged(app.db);
    return payload;
  });
}
