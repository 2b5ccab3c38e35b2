import { rowsOfText } from '../../../shared/rules/item-sheet-text';
import { MEMBER_IMPORT, type MemberSheetFile } from '../../../shared/schemas/member-import';
import { AppError } from '../../lib/app-error';
import {
  decodeSheetText,
  readFirstSheet,
  type SheetCellValue,
  type SheetKind,
  sheetKindOf,
} from '../../lib/sheet-file';
import type { SheetRow } from './member-rows';

/*
 * The member file as a header and rows (issue 33 items 1 and 6), or a refusal naming the file:
 * empty, too large, an old .xls or a password-protected workbook, too many rows, not a spreadsheet
 * at all, merged cells. Formulas are never evaluated: their saved values are read.
 */

export interface MemberSheet {
  columns: string[];
  rows: SheetRow[];
}

/** A workbook's parts may unpack to this much at most (a 5,000-row sheet is a few MB). */
const MAX_UNPACKED_BYTES = 80_000_000;

const refuse = (code: 'IMP001' | 'IMP003' | 'IMP004' | 'IMP005', file: string) =>
  new AppError(code, { file, max: MEMBER_IMPORT.maxRows });

async function xlsxSheet(bytes: Uint8Array, file: string): Promise<MemberSheet> {
  // A header, the rows the import takes, and one more to tell a file past the limit.
  const sheet = await readFirstSheet(bytes, {
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
    maxRows: MEMBER_IMPORT.maxRows + 2,
    maxColumns: MEMBER_IMPORT.maxColumns,
  });
  if (!sheet) throw refuse('IMP005', file);
  if (sheet.merges.length) throw new AppError('IMP006', { file, cells: sheet.merges.slice(0, 5).join(', ') });
  if (sheet.rowCount - 1 > MEMBER_IMPORT.maxRows) throw refuse('IMP004', file);
  const width = Math.max(0, ...sheet.rows.map((row) => lastFilled(row.cells)));
  const rows: SheetRow[] = sheet.rows.map((row) => ({
    line: row.line,
    cells: row.cells.slice(0, width).map((cell) => cell.text),
    blankFormulas: row.cells.flatMap((cell, index) => (cell.formulaWithoutValue ? [index] : [])),
  }));
  return headerAndRows(rows, file);
}

/** How many cells up to the last one holding something. */
function lastFilled(cells: SheetCellValue[]): number {
  for (let index = cells.length - 1; index >= 0; index -= 1) {
    const cell = cells[index];
    if (cell && (cell.text !== '' || cell.formulaWithoutValue)) return index + 1;
  }
  return 0;
}

function textSheet(bytes: Uint8Array, file: string): MemberSheet {
  const text = decodeSheetText(bytes);
  const lines = rowsOfText(text);
  if (lines.length - 1 > MEMBER_IMPORT.maxRows) throw refuse('IMP004', file);
  const rows = lines.map((cells, index) => ({
    line: index + 1,
    cells: cells.slice(0, MEMBER_IMPORT.maxColumns),
    blankFormulas: [],
  }));
  return headerAndRows(rows, file);
}

/** The first row that has text is the header; a file with no row below it is empty. */
function headerAndRows(rows: SheetRow[], file: string): MemberSheet {
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [header, ...members] = filled;
  if (!header || members.length === 0) throw refuse('IMP001', file);
  return { columns: header.cells.map((cell) => cell.trim()), rows: members };
}

const KNOWN_NAME = /\.(xlsx|csv|txt)$/i;

/** The uploaded file read, or the AppError that tells why it cannot be. */
export async function readMemberSheet(file: MemberSheetFile): Promise<MemberSheet> {
  const name = file.name;
  const bytes = file.content;
  if (bytes === 'empty') throw refuse('IMP001', name);
  if (bytes.length > MEMBER_IMPORT.maxBytes)
    throw new AppError('IMP002', { file: name, max: MEMBER_IMPORT.maxBytes / 1_000_000 });
  const kind: SheetKind = sheetKindOf(bytes);
  if (kind === 'ole' || /\.xls$/i.test(name)) throw refuse('IMP003', name);
  if (kind === 'other' || !KNOWN_NAME.test(name)) throw refuse('IMP005', name);
  if (kind === 'text') return textSheet(bytes, name);
  return xlsxSheet(bytes, name);
}
