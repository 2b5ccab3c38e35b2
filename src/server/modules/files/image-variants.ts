import sharp from 'sharp';
import type { ImageWidth } from '../../../shared/image-widths';
import type { Db } from '../../db/client';
import { findImageVariant, type PublicFile, storeImageVariant } from './files-repository';

// Images the browser may be sent smaller; PDFs and anything else are always served as stored.
const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg']);

/*
 * Made on first request and stored (image_variants, decision 0053) for every server process: a
 * variant is derived from content that never changes under its sha256, and the browser and any CDN
 * keep it for a year. Each process also keeps the ones it served in memory, bounded so a crawler
 * walking every image cannot grow it without end. Kept only in memory, as before, every process
 * resized every picture once for itself: with two processes the second resize (20–130 ms of a core
 * each) fell on a visitor's page load, the company page's first Lighthouse run among them.
 */
const MAX_VARIANTS = 400;
const variants = new Map<string, Promise<Buffer>>();

export function canResize(file: Pick<PublicFile, 'mime'>): boolean {
  return RESIZABLE.has(file.mime);
}

/**
 * WebP for pages; JPEG (`?as=jpeg`) for link previews: Facebook and LinkedIn document only JPEG,
 * PNG and GIF for og:image, and some previewers drop a WebP picture.
 */
export type VariantFormat = 'webp' | 'jpeg';
export const VARIANT_MIME: Record<VariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** The image at most `width` px wide (never enlarged), as WebP or JPEG. */
export function imageVariant(
  db: Db,
  file: Pick<PublicFile, 'bytes' | 'sha256'>,
  width: ImageWidth,
  format: VariantFormat = 'webp',
): Promise<Buffer> {
  const key = `${file.sha256}:${width}:${format}`;
  const known = variants.get(key);
  if (known) return known;
  const made = storedOrMade(db, file, width, format);
  variants.set(key, made);
  made.catch(() => variants.delete(key));
  if (variants.size > MAX_VARIANTS) {
    const oldest = variants.keys().next().value;
    if (oldest !== undefined) variants.delete(oldest);
  }
  return made;
}

/** The stored variant, else made now and stored (a process making it at the same time stores it once). */
async function storedOrMade(
  db: Db,
  file: Pick<PublicFile, 'bytes' | 'sha256'>,
  width: ImageWidth,
  format: VariantFormat,
): Promise<Buffer> {
  const variant = { sha256: file.sha256, width, format };
  const stored = await findImageVariant(db, variant);
  if (stored) return stored;
  const made = await resize(file.bytes, width, format);
  await storeImageVariant(db, { ...variant, bytes: made });
  return made;
}

function resize(bytes: Buffer, width: ImageWidth, format: VariantFormat): Promise<Buffer> {
  const resized = sharp(bytes).resize({ width, withoutEnlargement: true });
  // A transparent logo on white rather than black (JPEG has no alpha).
  return (
    format === 'jpeg'
      ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
      : resized.webp({ quality: 80 })
  ).toBuffer();
}
