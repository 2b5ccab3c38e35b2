import { buildApp } from './app';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';

/**
 * Serves the API on config.port from this process until SIGTERM or SIGINT, then stops accepting,
 * answers the requests in flight, closes the pool, runs `afterClose` and exits.
 */
export async function serve(config: AppConfig, db: DbHandle, afterClose: () => Promise<void>): Promise<void> {
  const app = await buildApp({ config, db, closeDb: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      // close() stops accepting, waits for in-flight requests, then runs onClose (database pool).
      await app.close();
      await afterClose();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}
