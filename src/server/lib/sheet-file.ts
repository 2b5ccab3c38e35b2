import { Readable } from 'node:stream';
import { setImmediate as turnForEventLoop } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/*
 * Reading an uploaded spreadsheet, for every reader of one (quote items, member import): which
 * kind of file it is by its first bytes, a .xlsx workbook loaded with exceljs after its declared
 * unpacked size is checked, a .csv decoded as UTF-8 or else Windows-1252 (split by
 * rules/item-sheet-text.ts).
 * Formulas are never evaluated: a cell holds the value the workbook saved with it.
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: an old .xls, or a password-protected (encrypted) .xlsx. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Files that are clearly something else: PDF, PNG, JPEG, GIF, gzip. */
const OTHER_MAGICS = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46],
  [0x1f, 0x8b],
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

export type SheetKind = 'xlsx' | 'ole' | 'text' | 'other';

/** What the bytes are, whatever the file's name says. */
export function sheetKindOf(bytes: Uint8Array): SheetKind {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE_MAGIC)) return 'ole';
  if (OTHER_MAGICS.some((magic) => startsWith(bytes, magic))) return 'other';
  // Text has no NUL byte in its first kilobytes; UTF-16 and binaries do.
  return bytes.subarray(0, 8192).includes(0) ? 'other' : 'text';
}

/** The sum of the uncompressed sizes the zip's central directory declares; null if unreadable. */
export function declaredUnpackedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 65_557); end -= 1) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i += 1) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
      total += view.getUint32(at + 24, true);
      at +=
        46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

/** A workbook whose parts do not unpack past `maxUnpackedBytes`; null when it cannot be read. */
export async function loadWorkbook(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): Promise<ExcelJS.Workbook | null> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === null || unpacked > maxUnpackedBytes) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return workbook;
}

/** A .csv's text: UTF-8 when it is valid UTF-8 (a byte-order mark dropped), else Windows-1252. */
export function decodeSheetText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface SheetCellValue {
  text: string;
  /** A formula whose workbook saved no value: nothing can be read from it. */
  formulaWithoutValue: boolean;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function plainValue(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : plainValue(value.text);
  if ('error' in value) return '';
  return '';
}

/**
 * What a cell holds, as text: the saved result of a formula (never computed here), a date as
 * YYYY-MM-DD, rich text without its styles, a link's text.
 */
export function cellValueOf(cell: ExcelJS.Cell): SheetCellValue {
  const value = cell.value;
  if (value !== null && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    const text = result === undefined || result === null ? '' : plainValue(result as ExcelJS.CellValue);
    return { text, formulaWithoutValue: result === undefined || result === null };
  }
  return { text: plainValue(value), formulaWithoutValue: false };
}

/** Rows the streaming reader hands over before the event loop gets a turn. */
const ROWS_BETWEEN_BREATHS = 200;

export interface FirstSheet {
  /** The first rows (up to the limit asked), each with its number in the sheet. */
  rows: { line: number; cells: SheetCellValue[] }[];
  /** Rows with cells in the sheet, all of them (more than `rows` holds when past the limit). */
  rowCount: number;
  /** The sheet's merged ranges ("A2:B2"). */
  merges: string[];
}

/** The merged ranges of one sheet, read from its XML: the streaming reader skips them. */
async function mergesOf(bytes: Uint8Array, sheetNo: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file(`xl/worksheets/sheet${sheetNo}.xml`)?.async('string');
  return [...(xml ?? '').matchAll(/<mergeCell\b[^>]*\bref="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * The first sheet of a workbook read by exceljs's streaming reader, which parses in small steps
 * (a 5,000-row sheet holds the event loop ~30 ms at a time, where `xlsx.load` holds it ~400 ms).
 * Every row is counted; only the first `maxRows` are kept, `maxColumns` cells each. Null when the
 * file is no readable workbook or unpacks past `maxUnpackedBytes`.
 */
export async function readFirstSheet(
  bytes: Uint8Array,
  limits: { maxUnpackedBytes: number; maxRows: number; maxColumns: number },
): Promise<FirstSheet | null> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === null || unpacked > limits.maxUnpackedBytes) return null;
  let first: FirstSheet | null = null;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    // Every sheet is walked (the reader cleans its temporary files as it goes); the first is read.
    for await (const sheet of reader) {
      if (first) continue;
      const read: FirstSheet = { rows: [], rowCount: 0, merges: [] };
      for await (const row of sheet) {
        read.rowCount += 1;
        // Rows already read arrive as resolved promises, which never let the event loop in.
        if (read.rowCount % ROWS_BETWEEN_BREATHS === 0) await turnForEventLoop();
        if (read.rows.length >= limits.maxRows) continue;
        const cells: SheetCellValue[] = [];
        const width = Math.min(row.cellCount, limits.maxColumns);
        for (let column = 1; column <= width; column += 1) cells.push(cellValueOf(row.getCell(column)));
        read.rows.push({ line: row.number, cells });
      }
      read.merges = await mergesOf(bytes, String((sheet as unknown as { id: string | number }).id));
      first = read;
    }
  } catch {
    return null;
  }
  return first ?? { rows: [], rowCount: 0, merges: [] };
}
