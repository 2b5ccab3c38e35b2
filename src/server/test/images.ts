import sharp from 'sharp';

/** A plain PNG of `width`×`height` as base64, the way the back office's image fields send one. */
export async function pngBase64(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  return bytes.toString('base64');
}
