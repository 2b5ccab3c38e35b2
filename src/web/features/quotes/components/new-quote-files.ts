import type { Lang } from '../../../../shared/lang';
import { FILE_TYPES, FILES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { checkFiles, detectFileKind, type FileKind } from '../../../../shared/rules/files';

/** A file the person added to the new quote, already checked and encoded for the API. */
export interface PickedAttachment {
  /** Stable React key: the same name may be added twice. */
  key: string;
  name: string;
  size: number;
  kind: FileKind;
  /** Base64 without a data: prefix (DECISIONS.md 3). */
  content: string;
}

export type AttachmentRead = { ok: true; files: PickedAttachment[] } | { ok: false; message: string };

export const ATTACHMENT_LIMITS = {
  maxCount: FILES.attachmentsPerQuote,
  maxBytes: FILES.attachmentBytes,
  types: FILE_TYPES.attachment,
} as const;

// An oversized file is refused anyway; its type is told from its start, not by reading it whole.
const PREFIX_BYTES = 64 * 1024;

async function kindOf(file: File): Promise<{ kind: FileKind | null; bytes: Uint8Array | null }> {
  if (file.size <= ATTACHMENT_LIMITS.maxBytes) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { kind: detectFileKind(bytes), bytes };
  }
  const prefix = new Uint8Array(await file.slice(0, PREFIX_BYTES).arrayBuffer());
  // A text file cut mid-character is still text: drop up to 3 bytes of a split UTF-8 sequence.
  for (let cut = 0; cut <= 3 && cut < prefix.length; cut += 1) {
    const kind = detectFileKind(prefix.subarray(0, prefix.length - cut));
    if (kind) return { kind, bytes: null };
  }
  return { kind: null, bytes: null };
}

let sequence = 0;

/**
 * The browser's side of the attachment rules (PRODUCT.md 5): at most 6 files in all, each at most
 * 3,072,000 bytes, text/jpg/png/webp/pdf told by the bytes, never by the name. The first broken
 * rule comes back as a message naming the file; the server checks everything again.
 */
export async function readAttachments(
  picked: readonly File[],
  current: readonly PickedAttachment[],
  lang: Lang,
): Promise<AttachmentRead> {
  const read = await Promise.all(picked.map(async (file) => ({ file, ...(await kindOf(file)) })));
  const problem = checkFiles(
    [
      ...current.map(({ name, size, kind }) => ({ name, size, kind })),
      ...read.map(({ file, kind }) => ({ name: file.name, size: file.size, kind })),
    ],
    ATTACHMENT_LIMITS,
  );
  if (problem?.problem === 'count')
    return { ok: false, message: translate(lang, 'v.fileCount', { count: problem.count }) };
  if (problem?.problem === 'type')
    return { ok: false, message: translate(lang, 'v.fileTypeNamed', { name: problem.name }) };
  if (problem?.problem === 'size')
    return { ok: false, message: translate(lang, 'v.fileSizeNamed', { name: problem.name }) };
  const added = read.map(({ file, kind, bytes }): PickedAttachment => {
    sequence += 1;
    return {
      key: `attachment-${sequence}`,
      name: file.name,
      size: file.size,
      // checkFiles passed, so every new file has an allowed kind and was read whole.
      kind: kind as FileKind,
      content: encodeBase64(bytes ?? new Uint8Array()),
    };
  });
  return { ok: true, files: [...current, ...added] };
}

/** A file size for people: '820 kB', '2.9 MB' ('2,9 MB' in Portuguese). */
export function formatBytes(bytes: number, lang: Lang): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
