import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SHAPES } from '../../shared/limits';
import { ImageRejected, orientedSize, toWebp } from './images';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } });

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRejected) return error.problem;
    throw error;
  }
  return 'accepted';
}

describe('toWebp', () => {
  it('turns a PNG logo into a WebP of the expected shape', async () => {
    const png = await solid(1024, 1024).png().toBuffer();
    const out = await toWebp(png, { shape: IMAGE_SHAPES.logo });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(out).toMatchObject({ mime: 'image/webp', width: 512, height: 512 });
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('drops EXIF, ICC and XMP and applies the orientation first', async () => {
    // Stored 690x1440 with "rotate 90" in EXIF: a 1440x690 cover once upright.
    const jpeg = await solid(690, 1440)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'Someone' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(await orientedSize(jpeg)).toEqual({ width: 1440, height: 690 });

    const out = await toWebp(jpeg, { shape: IMAGE_SHAPES.cover });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1440, 690]);
    expect(out.bytes.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('stores a rotated photo upright', async () => {
    const jpeg = await solid(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await toWebp(jpeg, { maxSide: 1500 });
    expect([out.width, out.height]).toEqual([300, 600]);
  });

  it('accepts a ratio within 10 percent and refuses one beyond it', async () => {
    const near = await solid(512, 560).png().toBuffer();
    const far = await solid(512, 600).png().toBuffer();
    const wide = await solid(1440, 1440).jpeg().toBuffer();
    expect(await rejection(toWebp(near, { shape: IMAGE_SHAPES.logo }))).toBe('accepted');
    expect(await rejection(toWebp(far, { shape: IMAGE_SHAPES.logo }))).toBe('shape');
    expect(await rejection(toWebp(wide, { shape: IMAGE_SHAPES.cover }))).toBe('shape');
  });

  it('brings large images down to maxSide without enlarging small ones', async () => {
    const big = await toWebp(await solid(3000, 1000).png().toBuffer(), { maxSide: 1500 });
    expect([big.width, big.height]).toEqual([1500, 500]);
    const small = await toWebp(await solid(300, 200).webp().toBuffer(), { maxSide: 1500 });
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('refuses what is not a whole JPEG, PNG or WebP', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const png = await solid(512, 512).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const gif = await solid(64, 64).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"></svg>');
    for (const input of [pdf, truncated, gif, svg, Buffer.alloc(0)]) {
      expect(await rejection(toWebp(input, { shape: IMAGE_SHAPES.logo }))).toBe('unreadable');
    }
  });
});
