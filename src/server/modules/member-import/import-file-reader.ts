import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '../../../shared/schemas/member-import';
import { AppError } from '../../lib/app-error';

/** The file as a grid of cell texts: its first row the header. A formula cell reads as its formula, marked. */
export interface ReadSheet {
  rows: string[][];
  /** "row:column" of the cells that held a formula (they are refused, never imported as values). */
  formulas: Set<string>;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// An OLE compound file: an old .xls, or an .xlsx encrypted with a password (Office wraps it so).
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * Reads an .xlsx (exceljs) or a .csv (csv-parse) the way Brazilian offices save them: UTF-8 with or
 * without a BOM, else Windows-1252; ';' or ',' between cells. Every refusal is an AppError whose
 * message says what to do (IMP001…).
 */
export async function readImportFile(bytes: Uint8Array): Promise<ReadSheet> {
  if (bytes.length === 0) throw new AppError('IMP001');
  if (bytes.length > IMPORT_LIMITS.maxBytes) throw new AppError('IMP002');
  if (startsWith(bytes, OLE)) throw new AppError('IMP003');
  const sheet = startsWith(bytes, ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  const rows = sheet.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) throw new AppError('IMP001');
  if (rows.length - 1 > IMPORT_LIMITS.maxRows) throw new AppError('IMP004', { max: IMPORT_LIMITS.maxRows });
  return { rows, formulas: sheet.formulas };
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Not UTF-8: Excel's "CSV" on a Brazilian Windows writes Windows-1252.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array): ReadSheet {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw new AppError('IMP005');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const rows: string[][] = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // One row past the limit is enough to refuse the file; the rest is never parsed.
      to_line: IMPORT_LIMITS.maxRows + 2,
    });
    if (text.split('\n', IMPORT_LIMITS.maxRows + 3).length > IMPORT_LIMITS.maxRows + 2)
      throw new AppError('IMP004', { max: IMPORT_LIMITS.maxRows });
    return { rows: rows.map((row) => row.slice(0, IMPORT_LIMITS.maxColumns)), formulas: new Set() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMP005');
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    throw new AppError('IMP005');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMP001');
  if (sheet.rowCount - 1 > IMPORT_LIMITS.maxRows)
    throw new AppError('IMP004', { max: IMPORT_LIMITS.maxRows });
  const merges = (sheet.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0) throw new AppError('IMP006', { cells: merges.slice(0, 3).join(', ') });
  const rows: string[][] = [];
  const formulas = new Set<string>();
  const width = Math.min(sheet.columnCount, IMPORT_LIMITS.maxColumns);
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let col = 1; col <= width; col += 1) {
      const cell = row.getCell(col);
      if (cell.formula || cell.type === ExcelJS.ValueType.Formula)
        formulas.add(`${rowNumber - 1}:${col - 1}`);
      cells.push(cellText(cell));
    }
    rows[rowNumber - 1] = cells;
  });
  return { rows: Array.from(rows, (row) => row ?? []), formulas };
}
