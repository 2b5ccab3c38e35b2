import type { Lang } from '../../../../shared/lang';
import { FILE_TYPES, FILES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { detectFileKind, type FileKind, fileFault } from '../../../../shared/rules/files';
import { numberFormat } from '../../../../shared/rules/intl-formats';

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

/**
 * The files after a pick: the ones already there plus every new file that passed, and one message
 * per refused file (naming it), or the count message for the good files that did not fit.
 */
export interface AttachmentRead {
  ok: boolean;
  files: PickedAttachment[];
  /** One line per problem; empty when every picked file was added. */
  messages: string[];
  /** The messages as one text, one per line (for a field's error); '' when none. */
  message: string;
}

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
 * 3,072,000 bytes, text/jpg/png/webp/pdf told by the bytes, never by the name. Each picked file is
 * checked on its own: the good ones are kept (while there is room), every refused one is named; the
 * server checks everything again.
 */
export async function readAttachments(
  picked: readonly File[],
  current: readonly PickedAttachment[],
  lang: Lang,
  /** Files already stored elsewhere that count against the limit (a quote being updated). */
  existing = 0,
): Promise<AttachmentRead> {
  const read = await Promise.all(picked.map(async (file) => ({ file, ...(await kindOf(file)) })));
  const messages: string[] = [];
  const files = [...current];
  let overflow = false;
  for (const { file, kind, bytes } of read) {
    const fault = fileFault({ kind, size: file.size }, ATTACHMENT_LIMITS);
    if (fault === 'type' || kind === null)
      messages.push(translate(lang, 'v.fileTypeNamed', { name: file.name }));
    else if (fault === 'size' || bytes === null)
      messages.push(translate(lang, 'v.fileSizeNamed', { name: file.name }));
    else if (files.length + existing >= ATTACHMENT_LIMITS.maxCount) overflow = true;
    else {
      sequence += 1;
      files.push({
        key: `attachment-${sequence}`,
        name: file.name,
        size: file.size,
        kind,
        content: encodeBase64(bytes),
      });
    }
  }
  if (overflow) messages.unshift(translate(lang, 'v.fileCount', { count: ATTACHMENT_LIMITS.maxCount }));
  return { ok: messages.length === 0, files, messages, message: messages.join('\n') };
}

/** A file size for people: '820 kB', '2.9 MB' ('2,9 MB' in Portuguese). */
export function formatBytes(bytes: number, lang: Lang): string {
  const mb = bytes >= 1_000_000;
  return numberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
