import ExcelJS from 'exceljs';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { readFileText } from '../../../shared/rules/base64';
import { type ItemDraft, itemsFromRows, type SheetProblem } from '../../../shared/rules/item-sheet';
import { rowsOfText } from '../../../shared/rules/item-sheet-text';
import { ITEMS } from '../../../shared/schemas/quote-items';
import { AppError } from '../../lib/app-error';

/*
 * POST /quotes/items_sheet (issue 34 item 1): a .xlsx or .csv of items read into the new quote
 * form's rows with the shared rules (rules/item-sheet.ts), the same ones a paste goes through in
 * the browser. Nothing is stored.
 */

export const SHEET = {
  maxBytes: 1_000_000,
  /** What the workbook's parts may expand to: a small .xlsx must not unpack into gigabytes. */
  maxUnpackedBytes: 30_000_000,
  /** Rows read at most: a header, the items and a few blank or refused rows. */
  maxRows: ITEMS.max * 3,
} as const;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

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

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === null || unpacked > SHEET.maxUnpackedBytes) throw unreadable();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > SHEET.maxRows) return;
    const cells: string[] = [];
    for (let column = 1; column <= 4; column += 1) cells.push(row.getCell(column).text ?? '');
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

const unreadable = () => new AppError('VAL001', {}, { file: 'v.sheet.unreadable' }, 'v.sheet.unreadable');

export function describeProblem(problem: SheetProblem, lang: Lang): string {
  const text = translate(lang, problem.key, problem.params);
  return problem.row > 0 ? translate(lang, 'v.sheet.row', { row: problem.row, problem: text }) : text;
}

export async function readItemSheet(
  file: { name: string; content: string },
  lang: Lang,
): Promise<{ items: ItemDraft[]; problems: string[] }> {
  const bytes = readFileText(file.content);
  if (typeof bytes === 'string' || bytes.length > SHEET.maxBytes) throw unreadable();
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  let rows: string[][];
  try {
    if (isZip) rows = await xlsxRows(bytes);
    else rows = rowsOfText(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).slice(0, SHEET.maxRows);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  const { items, problems } = itemsFromRows(rows, lang);
  return { items, problems: problems.map((problem) => describeProblem(problem, lang)) };
}
