import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = resolve('src/web');
// The API lives under /app and so does the client's src/web/app folder: in dev, serve real source
// files from disk and proxy everything else to the API.
const isSource = (url = '') => {
  try {
    return statSync(resolve(webRoot, `.${url.split('?')[0]}`)).isFile();
  } catch {
    return false;
  }
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the page-weight test walks it to find what each route needs.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/app': { target: 'http://localhost:3000', bypass: (req) => (isSource(req.url) ? req.url : undefined) },
      '/files': 'http://localhost:3000',
    },
  },
});
