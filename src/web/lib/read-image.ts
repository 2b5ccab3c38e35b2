import type { Lang } from '../../shared/lang';
import { FILE_TYPES } from '../../shared/limits';
import { translate } from '../../shared/messages/translate';
import { encodeBase64 } from '../../shared/rules/base64';
import { detectFileKind, kindAllowed } from '../../shared/rules/files';
import { type Shape, shapeAccepted } from '../../shared/rules/image-shape';

export interface PickedImage {
  name: string;
  /** Base64 without a data: prefix, as the API takes it. */
  base64: string;
  /** An object URL for the preview; revoke it when the image is dropped. */
  preview: string;
}

export type ImageCheck = { ok: true; image: PickedImage } | { ok: false; message: string };

async function dimensionsOf(blob: Blob): Promise<Shape | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    const shape = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return shape;
  } catch {
    return null;
  }
}

/**
 * The browser's side of the image rules (PRODUCT.md 5; company and back-office images): real type from the bytes (never the name),
 * size, and for logo and cover the shape within 10 %. The server checks all of it again.
 */
export async function readImage(
  file: File,
  rule: { maxBytes: number; shape?: Shape },
  lang: Lang,
): Promise<ImageCheck> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (!kind || !kindAllowed(kind, FILE_TYPES.image))
    return { ok: false, message: translate(lang, 'v.fileTypeNamed', { name: file.name }) };
  if (file.size > rule.maxBytes)
    return { ok: false, message: translate(lang, 'v.fileSizeNamed', { name: file.name }) };
  const blob = new Blob([bytes], { type: file.type || `image/${kind}` });
  const shape = await dimensionsOf(blob);
  if (!shape) return { ok: false, message: translate(lang, 'v.fileTypeNamed', { name: file.name }) };
  if (rule.shape && !shapeAccepted(shape, rule.shape))
    return {
      ok: false,
      message: `${file.name}: ${translate(lang, 'v.imageShape', { width: rule.shape.width, height: rule.shape.height })}`,
    };
  return {
    ok: true,
    image: { name: file.name, base64: encodeBase64(bytes), preview: URL.createObjectURL(blob) },
  };
}
