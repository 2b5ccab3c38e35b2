import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { watchCatalogue } from '../db/catalogue-cache';
import type { Db, DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

/** Exposes an already opened and migrated database; buildApp's caller owns opening it. */
async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle; closeOnShutdown: boolean }) {
  app.decorate('dbHandle', opts.handle);
  app.decorate('db', opts.handle.db);
  // Other processes' catalogue changes drop this one's cached public pages.
  const unwatch = await watchCatalogue(opts.handle, (error) =>
    app.log.warn({ err: error }, 'listening for catalogue changes failed; retrying'),
  );
  // The health check's own connection is opened now, not by the first check.
  app.addHook('onReady', async () => {
    await opts.handle.ping().catch(() => {});
  });
  app.addHook('onClose', async () => {
    await unwatch();
    if (opts.closeOnShutdown) await opts.handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
