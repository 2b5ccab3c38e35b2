import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  if (opts.closeOnShutdown) {
    app.addHook('onClose', async () => {
      await opts.handle.close();
    });
  }
}

export default fp(dbPlugin, { name: 'db' });
