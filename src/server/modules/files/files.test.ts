import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiles, type NewFile } from '../../db/demo/files';
import { FILE_KINDS, type FileKind, storedFiles } from '../../db/schema/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { PUBLIC_FILE_KINDS } from './file-url';
import { inlineDisposition } from './files-service';

let t: TestApp;
const reqIdOf = new Map<string, string>();

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  const files: (NewFile & { label: string })[] = [
    ...FILE_KINDS.map((kind) => ({
      label: kind,
      kind,
      name: kind === 'magazine-pdf' || kind === 'proposal' ? 'Revista Março.pdf' : `${kind}.png`,
      mime: kind === 'magazine-pdf' || kind === 'proposal' ? 'application/pdf' : 'image/png',
      bytes: Buffer.concat([PNG, Buffer.from(kind)]),
    })),
    {
      label: 'svg',
      kind: 'logo',
      name: 'evil.svg',
      mime: 'image/svg+xml',
      bytes: Buffer.from('<svg onload="x()"/>'),
    },
  ];
  const ids = await insertFiles(t.db.db, files);
  const rows = await t.db.db.select({ id: storedFiles.id, reqId: storedFiles.reqId }).from(storedFiles);
  files.forEach((f, i) => {
    reqIdOf.set(f.label, rows.find((r) => r.id === ids[i])?.reqId ?? '');
  });
});
afterAll(async () => {
  await t.close();
});

const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('GET /files/{reqId}', () => {
  for (const kind of PUBLIC_FILE_KINDS) {
    it(`serves a ${kind} with long-lived cache headers`, async () => {
      const res = await fetchFile(`/files/${reqIdOf.get(kind)}`);
      expect(res.statusCode).toBe(200);
      const expected = Buffer.concat([PNG, Buffer.from(kind)]);
      expect(res.rawPayload.equals(expected)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(expected).digest('hex')}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (kind === 'magazine-pdf') {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          `inline; filename="Revista Marco.pdf"; filename*=UTF-8''Revista%20Mar%C3%A7o.pdf`,
        );
      } else {
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    });
  }

  for (const kind of ['attachment', 'proposal', 'drawing'] as const satisfies FileKind[]) {
    it(`refuses a ${kind} with the JSON 404`, async () => {
      const res = await fetchFile(`/files/${reqIdOf.get(kind)}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ response: false, error: 'GEN404' });
      expect(res.rawPayload.includes(Buffer.from(kind))).toBe(false);
    });
  }

  it('answers 404 for unknown and malformed ids', async () => {
    for (const url of [
      '/files/AAAAAAAAAAAAAAAAAAAAAA',
      '/files/..%2Fetc%2Fpasswd',
      `/files/${'a'.repeat(80)}`,
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ response: false, error: 'GEN404' });
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const url = `/files/${reqIdOf.get('logo')}`;
    const first = await fetchFile(url);
    const etag = String(first.headers.etag);
    const again = await fetchFile(url, { 'if-none-match': `W/"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await fetchFile(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await fetchFile(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves a stored type a browser could run as a download', async () => {
    const res = await fetchFile(`/files/${reqIdOf.get('svg')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="evil\.svg"/);
  });

  it('is not an API call', async () => {
    const res = await fetchFile(`/app/files/${reqIdOf.get('logo')}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('inlineDisposition', () => {
  it('keeps quotes and non-ASCII out of the fallback name', () => {
    expect(inlineDisposition('a"b\\c ção.pdf')).toBe(
      `inline; filename="a_b_c cao.pdf"; filename*=UTF-8''a%22b%5Cc%20%C3%A7%C3%A3o.pdf`,
    );
    expect(inlineDisposition('日本.pdf')).toBe(
      `inline; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`,
    );
  });
});
