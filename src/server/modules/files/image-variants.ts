import sharp from 'sharp';
import type { ImageWidth } from '../../../shared/image-widths';
import type { PublicFile } from './files-repository';

// Images the browser may be sent smaller; PDFs and anything else are always served as stored.
const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg']);

/*
 * Made on first request and kept per process: a variant is derived from content that never changes
 * under its reqId (the cache holds nothing that must survive a restart), and the browser and any
 * CDN keep it for a year. Bounded so a crawler walking every image cannot grow it without end.
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
  file: Pick<PublicFile, 'bytes' | 'sha256'>,
  width: ImageWidth,
  format: VariantFormat = 'webp',
): Promise<Buffer> {
  const key = `${file.sha256}:${width}:${format}`;
  const known = variants.get(key);
  if (known) return known;
  const resized = sharp(file.bytes).resize({ width, withoutEnlargement: true });
  // A transparent logo on white rather than black (JPEG has no alpha).
  const made = (
    format === 'jpeg'
      ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
      : resized.webp({ quality: 80 })
  ).toBuffer();
  variants.set(key, made);
  made.catch(() => variants.delete(key));
  if (variants.size > MAX_VARIANTS) {
    const oldest = variants.keys().next().value;
    if (oldest !== undefined) variants.delete(oldest);
  }
  return made;
}
