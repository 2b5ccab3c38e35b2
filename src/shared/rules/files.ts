export type FileKind = 'pdf' | 'png' | 'jpg' | 'webp' | 'txt';

export const MIME_OF: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The real type of a file from its first bytes, whatever its name says; plain text is valid UTF-8
 * without NUL bytes. Null for anything else, including an empty file.
 */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPG)) return 'jpg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return isPlainText(bytes) ? 'txt' : null;
}

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** An allowed-type list names extensions; jpeg and jpg are the same kind. */
export function kindAllowed(kind: FileKind, allowed: readonly string[]): boolean {
  return allowed.includes(kind) || (kind === 'jpg' && allowed.includes('jpeg'));
}

/**
 * Whether a file's name says what its bytes are: "photo.png" must hold a PNG. The receiver opens
 * the file by its name, so a text file named "page.html" or a PDF named "photo.png" must not pass.
 */
export function nameFitsKind(name: string, kind: FileKind): boolean {
  const extension = extensionOf(name);
  return extension === kind || (kind === 'jpg' && extension === 'jpeg');
}

export function extensionAllowed(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(name));
}

export interface FileFacts {
  name: string;
  /** Bytes. */
  size: number;
  /** The detected kind (server) or, in the browser, the kind read from the name. */
  kind: FileKind | null;
}

export interface FileLimits {
  maxCount: number;
  maxBytes: number;
  types: readonly string[];
  /** Files already stored that count against maxCount. */
  existing?: number;
}

export type FileProblem =
  | { problem: 'count'; count: number }
  | { problem: 'type'; name: string; index: number }
  | { problem: 'size'; name: string; index: number };

/**
 * The first rule a set of new files breaks, naming the file, or null. The message keys are
 * `v.fileCount` ({count}), `v.fileType` and `v.fileSize` ({name}).
 */
export function checkFiles(files: readonly FileFacts[], limits: FileLimits): FileProblem | null {
  if (files.length + (limits.existing ?? 0) > limits.maxCount)
    return { problem: 'count', count: limits.maxCount };
  for (const [index, file] of files.entries()) {
    const fault = fileFault(file, limits);
    if (fault) return { problem: fault, name: file.name, index };
  }
  return null;
}

/** The rule one file breaks on its own, type before size, or null. */
export function fileFault(
  file: Pick<FileFacts, 'kind' | 'size'>,
  limits: Pick<FileLimits, 'maxBytes' | 'types'>,
): 'type' | 'size' | null {
  if (file.kind === null || !kindAllowed(file.kind, limits.types)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  return null;
}

/** Kind of a browser File from its name, for the checks before upload. */
export function kindFromName(name: string): FileKind | null {
  const ext = extensionOf(name);
  if (ext === 'jpeg') return 'jpg';
  return Object.hasOwn(MIME_OF, ext) ? (ext as FileKind) : null;
}

/** Name for a bare base64 attachment, after its detected type (DECISIONS.md 3). */
export function defaultFileName(kind: FileKind, index: number): string {
  return `attachment-${index + 1}.${kind}`;
}

/*
 * An item's drawing or datasheet (issue 34 item 1, decision 0046): its kinds and their extensions,
 * here for the browser's check before upload; the server tells the kind by content in
 * drawing-files.ts.
 */
export const DRAWING_KINDS = ['pdf', 'dxf', 'step', 'png', 'jpg', 'webp'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** The extensions a name of each kind may have; the first is given to a name without one. */
export const DRAWING_EXTENSIONS: Record<DrawingKind, readonly string[]> = {
  pdf: ['pdf'],
  dxf: ['dxf'],
  step: ['step', 'stp'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
};

/** For a file input's `accept`. */
export const DRAWING_ACCEPT = Object.values(DRAWING_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

/** The kind a browser file's name says, for the check before upload; null when it names none. */
export function drawingKindFromName(name: string): DrawingKind | null {
  const extension = extensionOf(name);
  return DRAWING_KINDS.find((kind) => DRAWING_EXTENSIONS[kind].includes(extension)) ?? null;
}
