import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../../shared/image-widths';
import { insertFile } from '../../db/demo/files';
import { imageVariants, storedFiles } from '../../db/schema/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { storeImageVariant } from './files-repository';

let t: TestApp;
let cover = '';
let pdf = '';

async function reqIdOf(id: number): Promise<string> {
  const [row] = await t.db.db
    .select({ reqId: storedFiles.reqId })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row.reqId;
}

beforeAll(async () => {
  t = await createTestApp();
  const bytes = await sharp({ create: { width: 1440, height: 690, channels: 3, background: '#0a3d62' } })
    .webp()
    .toBuffer();
  cover = await reqIdOf(
    await insertFile(t.db.db, { kind: 'cover', name: 'cover.webp', mime: 'image/webp', bytes }),
  );
  pdf = await reqIdOf(
    await insertFile(t.db.db, {
      kind: 'magazine-pdf',
      name: 'revista.pdf',
      mime: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    }),
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /files/{reqId}?w=', () => {
  it('answers a listed width as a smaller WebP with its own ETag', async () => {
    const original = await t.app.inject({ url: `/files/${cover}` });
    const small = await t.app.inject({ url: `/files/${cover}?w=320` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 153]);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
    expect(small.headers.etag).not.toBe(original.headers.etag);

    const again = await t.app.inject({
      url: `/files/${cover}?w=320`,
      headers: { 'if-none-match': String(small.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers `as=jpeg` as a JPEG of that width (link previews), transparency on white, with its own ETag', async () => {
    const logoBytes = await sharp({
      create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const logo = await reqIdOf(
      await insertFile(t.db.db, { kind: 'logo', name: 'logo.png', mime: 'image/png', bytes: logoBytes }),
    );
    const jpeg = await t.app.inject({ url: `/files/${logo}?w=480&as=jpeg` });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(jpeg.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([480, 480, 3]);
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(245);
    const webp = await t.app.inject({ url: `/files/${logo}?w=480` });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
    const again = await t.app.inject({
      url: `/files/${logo}?w=480&as=jpeg`,
      headers: { 'if-none-match': String(jpeg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Without a listed width the file is sent as stored, whatever `as` says.
    const stored = await t.app.inject({ url: `/files/${logo}?as=jpeg` });
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('stores a size it made, and serves a size another process stored without making it again', async () => {
    const bytes = await sharp({ create: { width: 1440, height: 690, channels: 3, background: '#7a2e0e' } })
      .webp()
      .toBuffer();
    const id = await insertFile(t.db.db, { kind: 'cover', name: 'other.webp', mime: 'image/webp', bytes });
    const [{ reqId, sha256 }] = await t.db.db
      .select({ reqId: storedFiles.reqId, sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    const made = await t.app.inject({ url: `/files/${reqId}?w=640` });
    const [row] = await t.db.db
      .select({ bytes: imageVariants.bytes })
      .from(imageVariants)
      .where(and(eq(imageVariants.sha256, sha256), eq(imageVariants.width, 640)));
    expect(row.bytes.equals(made.rawPayload)).toBe(true);

    // What another process made (a marker, unlike any resize): served as stored, not resized here.
    const marker = Buffer.from('stored by another process');
    await t.db.db.insert(imageVariants).values({ sha256, width: 160, format: 'webp', bytes: marker });
    const stored = await t.app.inject({ url: `/files/${reqId}?w=160` });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(marker)).toBe(true);

    // The sizes go with the last stored file of that content.
    await t.db.db.delete(storedFiles).where(eq(storedFiles.id, id));
    const left = await t.db.db.select().from(imageVariants).where(eq(imageVariants.sha256, sha256));
    expect(left).toEqual([]);
  });

  it('stores no size for content no stored file holds (its last file deleted during the resize)', async () => {
    const sha256 = 'f'.repeat(64);
    await storeImageVariant(t.db.db, { sha256, width: 160, format: 'webp', bytes: Buffer.from('late') });
    expect(await t.db.db.select().from(imageVariants).where(eq(imageVariants.sha256, sha256))).toEqual([]);
  });

  it('sends the original for an unlisted width and for files that are not images', async () => {
    const original = await t.app.inject({ url: `/files/${cover}` });
    const odd = await t.app.inject({ url: `/files/${cover}?w=333` });
    expect(odd.rawPayload.equals(original.rawPayload)).toBe(true);
    const file = await t.app.inject({ url: `/files/${pdf}?w=320` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('%PDF');
  });

  it('lists the smaller widths and the original in a srcset', () => {
    expect(imageSrcSet('/files/x', 512)).toBe(
      '/files/x?w=160 160w, /files/x?w=320 320w, /files/x?w=480 480w, /files/x 512w',
    );
  });
});
