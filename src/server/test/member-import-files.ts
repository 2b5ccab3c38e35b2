import ExcelJS from 'exceljs';

export const HEADER = [
  'CNPJ',
  'Razão social',
  'Nome fantasia',
  'E-mail',
  'CEP',
  'Cidade',
  'UF',
  'Categorias',
  'Nº associado',
];

/** A CSV as an association's office saves it: ';' and Windows-1252 unless told otherwise. */
export function csvFile(rows: string[][], opts: { sep?: string; encoding?: 'utf-8' | 'windows-1252' } = {}) {
  const sep = opts.sep ?? ';';
  const text = [HEADER, ...rows].map((row) => row.join(sep)).join('\r\n');
  const bytes =
    opts.encoding === 'utf-8'
      ? Buffer.from(text, 'utf-8')
      : // Windows-1252 and Latin-1 agree on every letter these tests use.
        Buffer.from(text, 'latin1');
  return { name: 'associadas.csv', base64: bytes.toString('base64') };
}

/** An .xlsx of these rows; `formula` puts a formula in the first row's e-mail, `merge` merges two cells. */
export async function xlsxFile(rows: string[][], opts: { formula?: boolean; merge?: boolean } = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Associadas');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  if (opts.formula) sheet.getCell('D2').value = { formula: 'CONCAT("a","@b.com")', result: 'a@b.com' };
  if (opts.merge) sheet.mergeCells('A3:B3');
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'associadas.xlsx', base64: buffer.toString('base64') };
}

/** The mapping of HEADER's columns. */
export const MAPPING = {
  cnpj: 0,
  name: 1,
  tradeName: 2,
  email: 3,
  postalCode: 4,
  city: 5,
  state: 6,
  categories: 7,
  membershipNumber: 8,
};
