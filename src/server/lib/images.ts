import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { type Shape, shapeAccepted } from '../../shared/rules/image-shape';

/**
 * What a browser uploads is never served back as-is (DECISIONS.md 1): images are decoded by sharp,
 * turned upright, resized, stripped of metadata (sharp keeps none unless asked) and re-encoded as
 * WebP.
 */

// Far above any accepted image (a 1.5 MB file of 12 MP is already generous), far below what would
// exhaust memory: a small PNG can declare an enormous canvas.
const MAX_INPUT_PIXELS = 40_000_000;
const DECODABLE = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 82;

export type ImageProblem = 'unreadable' | 'shape';

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`Image rejected: ${problem}`);
    this.name = 'ImageRejected';
  }
}

export interface ImageTarget {
  /** Expected shape: the ratio must match within the tolerance, then the image is cropped to it. */
  shape?: Shape;
  /** Without a shape: the longest side is brought down to this, never up. */
  maxSide?: number;
}

export interface WebpImage {
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
  sha256: string;
}

/** Width and height as the image is seen, after its EXIF orientation. */
export async function orientedSize(input: Uint8Array): Promise<Shape> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  if (!DECODABLE.has(meta.format) || !meta.width || !meta.height) throw new ImageRejected('unreadable');
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/**
 * Checks a JPEG, PNG or WebP image and answers it as WebP, upright and without metadata. Throws
 * ImageRejected for anything that does not decode fully or has the wrong proportions.
 */
export async function toWebp(input: Uint8Array, target: ImageTarget = {}): Promise<WebpImage> {
  const size = await orientedSize(input);
  if (target.shape && !shapeAccepted(size, target.shape)) throw new ImageRejected('shape');
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
    if (target.shape) {
      pipeline = pipeline.resize({ width: target.shape.width, height: target.shape.height, fit: 'cover' });
    } else if (target.maxSide) {
      pipeline = pipeline.resize({
        width: target.maxSide,
        height: target.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const { data, info } = await pipeline
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: 'image/webp',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    // A truncated or corrupt body often passes the header read and fails only here.
    throw new ImageRejected('unreadable');
  }
}
