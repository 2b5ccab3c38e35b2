import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { readFileText } from '../../../shared/rules/base64';
import { type ItemDraft, itemsFromRows, type SheetProblem } from '../../../shared/rules/item-sheet';
import { rowsOfText } from '../../../shared/rules/item-sheet-text';
import { ITEMS } from '../../../shared/schemas/quote-items';
import { AppError } from '../../lib/app-error';
import { loadWorkbook, sheetKindOf } from '../../lib/sheet-file';

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

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = await loadWorkbook(bytes, SHEET.maxUnpackedBytes);
  if (!workbook) throw unreadable();
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
  const isZip = sheetKindOf(bytes) === 'xlsx';
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
