// The server the end-to-end suite drives: a fresh data directory each run, demo data on, fresh build.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Each port builds into its own folder so parallel suites never overwrite each other's client.
process.env.WEB_DIR ??= join(root, 'dist', `web-e2e-${process.env.PORT ?? '3100'}`);
// The server's render of the public pages (decision 0017) is built beside it, from the same sources.
const ssrDir = join(root, 'dist', `ssr-e2e-${process.env.PORT ?? '3100'}`);
process.env.SSR_ENTRY ??= join(ssrDir, 'entry-server.js');
if (!process.env.E2E_SKIP_BUILD) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const [outDir, ssr] of [
    [process.env.WEB_DIR, []],
    [ssrDir, ['--ssr']],
  ]) {
    const args = [vite, 'build', ...ssr, '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
register();
if (process.env.DATA_DIR) {
  // A database server left by an interrupted run must not go on running on deleted files.
  const { stopEmbeddedPostgres } = await import('../src/server/db/embedded-postgres.ts');
  await stopEmbeddedPostgres(join(process.env.DATA_DIR, 'pg'));
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });
} else {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'catalogo-e2e-'));
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must enter this directory.
  chmodSync(process.env.DATA_DIR, 0o755);
}
process.env.E2E_OUTBOX = join(process.env.DATA_DIR, 'outbox');
process.env.DEMO_DATA ??= '1';
// One process, so a test reads its own writes at once (other processes hear of them within ms).
process.env.WORKERS ??= '1';
process.env.LOG_LEVEL ??= 'warn';
// The build a visitor meets (start.mjs): React's production one.
process.env.NODE_ENV ??= 'production';
console.log(`e2e server data in ${process.env.DATA_DIR}`);
await import('../src/server/main.ts');
