import cluster from 'node:cluster';
import { loadConfig } from './config';
import { lockDataDir } from './lib/data-dir-lock';

/*
 * The server's entry (`npm start`, `npm run dev`, each process of `WORKERS`). The primary takes
 * DATA_DIR for itself when it runs the embedded database (lib/data-dir-lock.ts) before it loads
 * the rest of the server, which takes seconds on a busy machine: a second server on a DATA_DIR in
 * use refuses at once, before it touches the database.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.embeddedDir) await lockDataDir(config.dataDir);
  const { primary, worker } = await import('./run');
  await (cluster.isPrimary ? primary(config) : worker(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
