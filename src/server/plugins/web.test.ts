import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// A built client as vite.config.ts writes it: each text file with its .br and .gz beside it.
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'catalogo-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Catálogo</title>');
  await writeFile(join(webDir, 'assets', 'app-abc123.js'), script);
  await writeFile(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIR: webDir });
});

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('web client files', () => {
  it('sends the brotli file to browsers that accept it, with the long cache of hashed assets', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file as built', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html for a page of the client router', async () => {
    const res = await t.app.inject({ url: '/company/abc/some-name', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Catálogo</title>');
  });
});
