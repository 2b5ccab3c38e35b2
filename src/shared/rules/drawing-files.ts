import {
  DRAWING_EXTENSIONS,
  type DrawingKind,
  detectFileKind,
  drawingKindFromName,
  extensionOf,
} from './files';

export { DRAWING_ACCEPT, DRAWING_KINDS, type DrawingKind, drawingKindFromName } from './files';

/*
 * An item's drawing or datasheet (issue 34 item 1, decision 0046): a PDF, a DXF or STEP drawing,
 * or an image, told by its content whatever its name says. Request attachments keep their own
 * rule (txt/jpg/png/webp/pdf, DECISIONS.md 3); this one is for items only. The kinds and their
 * extensions are in files.ts, which the browser's forms load anyway (no chunk of their own).
 */

export const DRAWING_MIME: Record<DrawingKind, string> = {
  pdf: 'application/pdf',
  dxf: 'image/vnd.dxf',
  step: 'model/step',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const BINARY_DXF = 'AutoCAD Binary DXF\r\n\u001a\u0000';
const HEAD_BYTES = 256;

/** The first bytes as Latin-1 text: enough to read a text header, whatever the encoding. */
function headOf(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, HEAD_BYTES));
}

/**
 * A DXF starts with the group code 0 and SECTION on the next line (spaces around the code and
 * CRLF or LF line ends are common; a byte-order mark may precede it), or is AutoCAD's binary DXF.
 * A STEP file (ISO 10303-21) starts with "ISO-10303-21;".
 */
function textDrawingKind(bytes: Uint8Array): DrawingKind | null {
  const head = headOf(bytes).replace(/^\u00ef\u00bb\u00bf/, '');
  if (head.startsWith(BINARY_DXF)) return 'dxf';
  if (/^\s*0\r?\nSECTION\r?\n/.test(head)) return 'dxf';
  if (/^\s*ISO-10303-21;/.test(head)) return 'step';
  return null;
}

/** The real kind of a drawing from its content, or null (an empty file, a program, a text file…). */
export function detectDrawingKind(bytes: Uint8Array): DrawingKind | null {
  const known = detectFileKind(bytes);
  if (known === 'pdf' || known === 'png' || known === 'jpg' || known === 'webp') return known;
  return textDrawingKind(bytes);
}

/**
 * The name a drawing is stored under, since the reader opens the file by its name: one whose
 * extension fits its content is kept; one whose extension names another kind ("photo.png" holding a
 * PDF) is refused (null); any other ("Flange rev.B", "drawing") gets its kind's extension added.
 */
export function drawingName(name: string, kind: DrawingKind): string | null {
  const extension = extensionOf(name);
  if (DRAWING_EXTENSIONS[kind].includes(extension)) return name;
  if (drawingKindFromName(name) !== null) return null;
  return `${name}.${DRAWING_EXTENSIONS[kind][0]}`;
}
