/**
 * The widths the server makes of a public image (GET /files/{reqId}?w=…), for the browser to pick
 * from with srcset: a card or a phone need not download the 1440 px original. A fixed list keeps the
 * number of variants (and the work to make them) bounded; any other w gets the original.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * A srcset for a stored image of `width` px: each smaller variant plus the original, e.g.
 * "/files/x?w=320 320w, /files/x 512w".
 */
export function imageSrcSet(url: string, width: number): string {
  const smaller = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${url}?w=${w} ${w}w`);
  return [...smaller, `${url} ${width}w`].join(', ');
}
