// `npm start`: build the web client and its server render when missing, then run the server (which
// migrates and seeds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Absolute, as the server resolves it: vite would take a relative outDir from its own root.
const webDir = resolve(process.env.WEB_DIR ?? join(root, 'dist', 'web'));

if (!existsSync(join(webDir, 'index.html'))) {
  console.log('Building the web client (first start)…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Build where the server will look (WEB_DIR may point elsewhere than the default dist/web).
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server's render of the public pages (decision 0017), where the server looks for it (config.ts).
const ssrEntry = resolve(process.env.SSR_ENTRY ?? join(webDir, '..', 'ssr', 'entry-server.js'));
if (!existsSync(ssrEntry)) {
  console.log('Building the server render of the public pages (first start)…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--ssr', '--logLevel', 'warn', '--outDir', dirname(ssrEntry), '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React picks its build when first imported (the Markdown pages and the server render both load
// it): the production one, three times faster than the development one, unless told otherwise.
process.env.NODE_ENV ??= 'production';
register();
await import('../src/server/main.ts');
