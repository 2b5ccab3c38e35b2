import type { Lang } from '../lang';
import type { MessageKey } from '../messages/catalogue';
import { hasThreeDecimals, ITEMS, QUOTE_UNITS, type QuoteUnit } from '../schemas/quote-items';

/*
 * Rows of a spreadsheet (pasted from Excel as tab-separated text, or read from .csv / .xlsx) into a
 * request's items (issue 34 item 1). Columns: description, quantity, unit, specification, in that
 * order, or in any order under a header row naming them in either language. Each refused row is
 * said in words; the rows that pass are kept.
 */

export interface ItemDraft {
  description: string;
  quantity: number;
  unit: QuoteUnit;
  specification: string | null;
}

export interface SheetProblem {
  /** The row's number as the spreadsheet shows it (1 = first row). */
  row: number;
  key: MessageKey;
  params?: Record<string, string>;
}

export interface SheetResult {
  items: ItemDraft[];
  problems: SheetProblem[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '');

const HEADERS: Record<keyof ItemDraft, readonly string[]> = {
  description: ['descricao', 'description', 'item', 'produto', 'product'],
  quantity: ['quantidade', 'quantity', 'qtd', 'qtde', 'qty', 'quant'],
  unit: ['unidade', 'unit', 'un', 'und', 'uom'],
  specification: ['especificacao', 'specification', 'spec', 'observacao', 'notes'],
};

const UNIT_ALIASES: Record<string, QuoteUnit> = {
  ...Object.fromEntries(QUOTE_UNITS.map((unit) => [unit, unit])),
  und: 'un',
  unid: 'un',
  unidade: 'un',
  unidades: 'un',
  unit: 'un',
  units: 'un',
  ea: 'un',
  pc: 'pc',
  pcs: 'pc',
  peca: 'pc',
  pecas: 'pc',
  piece: 'pc',
  pieces: 'pc',
  ton: 't',
  tonelada: 't',
  toneladas: 't',
  tonne: 't',
  metro: 'm',
  metros: 'm',
  'm²': 'm2',
  'm^2': 'm2',
  'm³': 'm3',
  'm^3': 'm3',
  lt: 'l',
  litro: 'l',
  litros: 'l',
  liter: 'l',
  litre: 'l',
  hr: 'h',
  hora: 'h',
  horas: 'h',
  hour: 'h',
  hours: 'h',
  servicos: 'servico',
  service: 'servico',
  services: 'servico',
  sv: 'servico',
  cj: 'conjunto',
  cjto: 'conjunto',
  conjuntos: 'conjunto',
  set: 'conjunto',
  kit: 'conjunto',
};

export function unitOf(text: string): QuoteUnit | null {
  // Folding drops accents, so 'pç' reads 'pc' and 'serviço' 'servico'; ² and ³ survive it.
  return UNIT_ALIASES[fold(text)] ?? null;
}

/**
 * A quantity as a spreadsheet of either language writes it: the page's language says which mark
 * groups thousands ('1.500' is 1500 in Portuguese, '1,500' in English); a lone other mark is the
 * decimal one ('1.5' and '1,5' are both 1,5).
 */
export function quantityOf(text: string, lang: Lang): number | null {
  const value = text.replace(/\s/g, '');
  const [group, decimal] = lang === 'en' ? [',', '.'] : ['.', ','];
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d+)?$`);
  const plain = grouped.test(value) ? value.split(group).join('').replace(decimal, '.') : value;
  if (!/^\d+([.,]\d+)?$/.test(plain)) return null;
  const number = Number(plain.replace(',', '.'));
  return number > 0 && number <= ITEMS.quantityMax && hasThreeDecimals(number) ? number : null;
}

type Columns = Record<keyof ItemDraft, number>;
const IN_ORDER: Columns = { description: 0, quantity: 1, unit: 2, specification: 3 };

/** The header row's columns, when the first row names at least the description and quantity. */
function headerColumns(row: readonly string[]): Columns | null {
  const found: Partial<Columns> = {};
  row.forEach((cell, index) => {
    const name = fold(cell);
    for (const [key, names] of Object.entries(HEADERS) as [keyof ItemDraft, readonly string[]][]) {
      if (found[key] === undefined && names.includes(name)) found[key] = index;
    }
  });
  if (found.description === undefined || found.quantity === undefined) return null;
  return { unit: -1, specification: -1, ...found } as Columns;
}

function itemOf(
  cells: readonly string[],
  columns: Columns,
  row: number,
  lang: Lang,
): ItemDraft | SheetProblem {
  const cell = (index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
  const description = cell(columns.description);
  const rawQuantity = cell(columns.quantity);
  const rawUnit = cell(columns.unit);
  const specification = cell(columns.specification);
  if (!description) return { row, key: 'v.sheet.description' };
  if (description.length > ITEMS.descriptionChars) return { row, key: 'v.sheet.descriptionLong' };
  const quantity = quantityOf(rawQuantity, lang);
  if (quantity === null) return { row, key: 'v.sheet.quantity', params: { value: rawQuantity } };
  const unit = unitOf(rawUnit);
  if (!unit) return { row, key: 'v.sheet.unit', params: { value: rawUnit } };
  if (specification.length > ITEMS.specificationChars) return { row, key: 'v.sheet.specificationLong' };
  return { description, quantity, unit, specification: specification || null };
}

/** The items of a sheet's rows; blank rows are skipped, past 100 items the rest are dropped (said). */
export function itemsFromRows(rows: readonly (readonly string[])[], lang: Lang): SheetResult {
  const items: ItemDraft[] = [];
  const problems: SheetProblem[] = [];
  const header = rows.length > 0 ? headerColumns(rows[0]) : null;
  const columns = header ?? IN_ORDER;
  for (const [index, cells] of rows.entries()) {
    if (header && index === 0) continue;
    if (cells.every((value) => value.trim() === '')) continue;
    if (items.length === ITEMS.max) {
      problems.push({ row: index + 1, key: 'v.sheet.tooMany' });
      break;
    }
    const result = itemOf(cells, columns, index + 1, lang);
    if ('key' in result) problems.push(result);
    else items.push(result);
  }
  if (items.length === 0 && problems.length === 0) problems.push({ row: 0, key: 'v.sheet.empty' });
  return { items, problems };
}
