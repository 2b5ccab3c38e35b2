import ExcelJS from 'exceljs';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { unitLabel } from '../../../shared/rules/item-format';
import { QUANTITY_SCALE } from '../../../shared/rules/quote-totals';
import type { CompareSource } from './quote-compare-source';

/*
 * Issue 34 item 5: the comparison as a workbook for approval. Money is a number of reais with a
 * BRL format (Excel shows its separators in the reader's locale), quantities numbers; every text
 * (titles, names, descriptions) is a string cell, which no spreadsheet runs as a formula. The
 * lowest landed cost per item and per total are filled green and named in their own column/row;
 * a "cannot supply" is a gap in words.
 */

const BRL = '"R$" #,##0.00';
const LOWEST_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } };
/** Columns before the suppliers': #, item, specification, quantity, unit. */
const LEAD = 5;

const reais = (cents: number) => cents / 100;

function markLowest(cell: ExcelJS.Cell): void {
  cell.fill = LOWEST_FILL;
  cell.font = { bold: true };
}

function writeHead(sheet: ExcelJS.Worksheet, source: CompareSource, lang: Lang, now: Date): void {
  const w = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `compareExport.${key}`, params);
  const suppliers = source.comparison?.suppliers.length ?? 0;
  sheet.addRow([w('request'), source.quote.title]).font = { bold: true };
  sheet.addRow([w('description'), source.quote.description]);
  sheet.addRow([w('requestedAt'), formatDateTime(source.quote.dateOpen, lang)]);
  sheet.addRow([w('exportedAt'), formatDateTime(now, lang)]);
  sheet.addRow([`${w('items', { count: source.items.length })}; ${w('proposals', { count: suppliers })}`]);
  sheet.addRow([]);
}

function writeItems(sheet: ExcelJS.Worksheet, source: CompareSource, lang: Lang): void {
  const w = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `compareExport.${key}`, params);
  const suppliers = source.comparison?.suppliers ?? [];
  // The items' drawings by name, last, only when one has any (decision 0046): the columns before stay.
  const drawings = source.items.some((item) => item.drawing);
  const header = sheet.addRow([
    w('column.number'),
    w('column.item'),
    w('column.specification'),
    w('column.quantity'),
    w('column.unit'),
    ...suppliers.flatMap((s) => [
      w('column.unitPrice', { company: s.companyName }),
      w('column.landed', { company: s.companyName }),
    ]),
    w('column.lowest'),
    ...(drawings ? [w('column.drawing')] : []),
  ]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  const rows = new Map(source.comparison?.rows.map((row) => [row.item, row.cells]) ?? []);
  source.items.forEach((item, index) => {
    const cells = rows.get(item.reqId) ?? suppliers.map(() => null);
    const lowest = suppliers.filter((_, column) => cells[column]?.lowest).map((s) => s.companyName);
    const row = sheet.addRow([
      index + 1,
      item.description,
      item.specification ?? '',
      item.quantityMilli / QUANTITY_SCALE,
      unitLabel(item.unit, lang),
      ...cells.flatMap((cell): (number | string | null)[] =>
        cell ? [reais(cell.unitPriceCents), reais(cell.landedCents)] : [w('gap'), null],
      ),
      lowest.join(', '),
      ...(drawings ? [item.drawing?.name ?? null] : []),
    ]);
    cells.forEach((cell, column) => {
      const price = row.getCell(LEAD + 1 + column * 2);
      const landed = row.getCell(LEAD + 2 + column * 2);
      if (!cell) return;
      price.numFmt = BRL;
      landed.numFmt = BRL;
      if (cell.lowest) markLowest(landed);
    });
  });
}

function writeTotals(sheet: ExcelJS.Worksheet, source: CompareSource, lang: Lang): void {
  const w = (key: string) => translate(lang, `compareExport.${key}`);
  const suppliers = source.comparison?.suppliers ?? [];
  if (suppliers.length === 0) return;
  sheet.addRow([]);
  const totalRow = (label: string, values: (number | string | null)[], money: boolean) => {
    const row = sheet.addRow([null, label, null, null, null, ...values.flatMap((v) => [null, v])]);
    row.getCell(2).font = { bold: true };
    if (money)
      values.forEach((value, column) => {
        if (typeof value === 'number') row.getCell(LEAD + 2 + column * 2).numFmt = BRL;
      });
    return row;
  };
  const rows = suppliers.map((s) => source.proposals.get(s.proposal));
  totalRow(
    w('total.goods'),
    rows.map((p) => reais(p?.goodsCents ?? 0)),
    true,
  );
  totalRow(
    w('total.taxes'),
    rows.map((p) => reais(p?.taxesCents ?? 0)),
    true,
  );
  totalRow(
    w('total.freightTerms'),
    suppliers.map((s) => w(`freight.${s.freight ?? 'none'}`)),
    false,
  );
  totalRow(
    w('total.freight'),
    rows.map((p) => (p?.freight === 'cif_value' ? reais(p.freightCents ?? 0) : null)),
    true,
  );
  const landed = totalRow(
    w('total.landed'),
    suppliers.map((s) => reais(s.landedCents)),
    true,
  );
  landed.font = { bold: true };
  totalRow(
    w('total.supplied'),
    suppliers.map((s) => s.supplied),
    false,
  );
  totalRow(
    w('total.lowestTotal'),
    suppliers.map((s) => (s.lowestTotal ? w('lowestMark') : s.complete ? '' : w('incomplete'))),
    false,
  );
  suppliers.forEach((s, column) => {
    if (s.lowestTotal) markLowest(landed.getCell(LEAD + 2 + column * 2));
  });
}

/** The workbook's bytes: the request, the items with every proposal's prices, then the totals. */
export async function compareWorkbook(source: CompareSource, lang: Lang, now: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'compareExport.sheet'));
  const suppliers = source.comparison?.suppliers.length ?? 0;
  sheet.columns = [
    { width: 6 },
    { width: 40 },
    { width: 28 },
    { width: 12 },
    { width: 10 },
    ...Array.from({ length: suppliers * 2 }, () => ({ width: 18 })),
    { width: 28 },
  ];
  writeHead(sheet, source, lang, now);
  writeItems(sheet, source, lang);
  writeTotals(sheet, source, lang);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
