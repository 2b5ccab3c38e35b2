import type { Lang } from '../../../../shared/lang';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { detectFileKind, kindAllowed } from '../../../../shared/rules/files';
import type { FileRule } from '../../../../shared/schemas/file-fields';

export interface Upload {
  name: string;
  /** Base64 without a data: prefix, as the API takes it. */
  base64: string;
  /** An object URL for an image's preview; revoke it when the upload is dropped. */
  preview: string | null;
}

/**
 * The browser's side of the upload rules: real type from the bytes (never the name) and size, with
 * the shared messages the server would answer. The server checks everything again.
 */
export async function readUpload(
  file: File,
  rule: FileRule,
  lang: Lang,
): Promise<{ ok: true; upload: Upload } | { ok: false; message: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (!kind || !kindAllowed(kind, rule.types)) {
    // The file's own name, and why: "report.pdf is not a PDF" says more than "type not allowed".
    const key = rule.wrongType === 'v.notPdf' ? 'v.notPdfNamed' : 'v.fileTypeNamed';
    return { ok: false, message: translate(lang, key, { name: file.name }) };
  }
  if (file.size > rule.maxBytes)
    return { ok: false, message: translate(lang, 'v.fileSizeNamed', { name: file.name }) };
  const preview = kind === 'pdf' ? null : URL.createObjectURL(new Blob([bytes], { type: file.type }));
  return { ok: true, upload: { name: file.name, base64: encodeBase64(bytes), preview } };
}
