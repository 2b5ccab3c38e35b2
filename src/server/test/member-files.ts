import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import ExcelJS from 'exceljs';
import type { TestApp } from './harness';
import { api } from './quote-fixtures';
import type { TestUser } from './users';

/** Member spreadsheets for the member import's tests (issue 33 item 1). */

export type Cell = string | number | Date | { formula: string; result?: string | number };

/** A Brazilian office's header row (guessed by the import). */
export const HEADER_PT = [
  'CNPJ',
  'Razão social',
  'Nome fantasia',
  'E-mail',
  'Telefone',
  'CEP',
  'Cidade',
  'UF',
  'Categorias',
  'Nº de associado',
  'Associada desde',
];

let serial = 0;

/** A fresh valid CNPJ, formatted as offices write it. */
export function newCnpj(): string {
  serial += 1;
  const digits = generateCnpj({ branch: (serial % 9000) + 1 });
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/**
 * A valid CNPJ whose first digit, and only it, is 0 (a number cell drops it). With two or more
 * zeros the number would be 12 digits or fewer, which the import restores only down to 12 (one
 * run in ~1,000 drew "000…" and failed).
 */
export function cnpjWithLeadingZero(): string {
  for (;;) {
    const cnpj = generateCnpj();
    if (/^0[1-9]/.test(cnpj)) return cnpj;
  }
}

/** A member row under HEADER_PT; `over` replaces cells by header. */
export function memberRow(cnpj: string, name: string, over: Record<string, string> = {}): string[] {
  const row: Record<string, string> = {
    CNPJ: cnpj,
    'Razão social': `${name} Indústria Ltda`,
    'Nome fantasia': name,
    'E-mail': `contato@${name.toLowerCase().replace(/[^a-z]/g, '')}.com.br`,
    Telefone: '19 3421-0000',
    CEP: '13400-000',
    Cidade: 'Piracicaba',
    UF: 'SP',
    Categorias: '',
    'Nº de associado': '',
    'Associada desde': '01/03/2015',
    ...over,
  };
  return HEADER_PT.map((header) => row[header] ?? '');
}

export function csvFile(rows: string[][], opts: { separator?: string; latin1?: boolean } = {}): string {
  const separator = opts.separator ?? ';';
  const quoted = (cell: string) =>
    cell.includes(separator) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;
  const text = `${rows.map((row) => row.map(quoted).join(separator)).join('\r\n')}\r\n`;
  return Buffer.from(text, opts.latin1 ? 'latin1' : 'utf8').toString('base64');
}

export async function xlsxFile(rows: Cell[][], opts: { merge?: string } = {}): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Associadas');
  for (const row of rows) sheet.addRow(row);
  if (opts.merge) sheet.mergeCells(opts.merge);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

type Body = Record<string, unknown>;

export const preview = (t: TestApp, user: TestUser, name: string, content: string, extra: Body = {}) =>
  api(t, 'POST', '/admin/member-import/preview', user.headers, { file: { name, content }, ...extra });

/** Imports as the screen does: the preview's mapping (unless one is given), then the import. */
export async function importFile(
  t: TestApp,
  user: TestUser,
  name: string,
  content: string,
  extra: Body = {},
) {
  const mapping =
    extra.mapping ??
    ((await preview(t, user, name, content)).body as { data?: { mapping: unknown } }).data?.mapping ??
    {};
  return api(t, 'POST', '/admin/member-import/import', user.headers, {
    file: { name, content },
    visibility: 'public',
    mapping,
    ...extra,
  });
}
