import ExcelJS from 'exceljs';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { encodeBase64 } from '../../../shared/rules/base64';
import {
  MEMBER_FIELDS,
  type MemberField,
  REQUIRED_MEMBER_FIELDS,
} from '../../../shared/schemas/member-import';

/*
 * The template of the member spreadsheet (issue 33 item 1), in the caller's language: one column
 * per field under the header the import recognises, the required ones marked, one example row.
 * The CNPJ, CEP and phone columns are text, so a spreadsheet keeps their leading zeros.
 */

const EXAMPLE: Record<MemberField, string> = {
  cnpj: '11.222.333/0001-81',
  name: 'Exemplo Indústria Metalúrgica Ltda',
  tradeName: 'Exemplo Metais',
  email: 'contato@exemplo.com.br',
  phone: '19 3421-0000',
  postalCode: '13400-000',
  address: 'Rua do Exemplo',
  addressNumber: '100',
  addressNeighborhood: 'Centro',
  city: 'Piracicaba',
  state: 'SP',
  website: 'www.exemplo.com.br',
  categories: '',
  membershipNumber: '0001',
  memberSince: '01/03/2015',
};

const TEXT_COLUMNS: readonly MemberField[] = [
  'cnpj',
  'postalCode',
  'phone',
  'membershipNumber',
  'memberSince',
];

export async function memberTemplate(lang: Lang): Promise<{ name: string; mime: string; content: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Members' : 'Associadas');
  sheet.columns = MEMBER_FIELDS.map((field) => ({
    header: translate(lang, `memberImport.field.${field}`),
    key: field,
    width: Math.max(14, EXAMPLE[field].length + 4),
    style: TEXT_COLUMNS.includes(field) ? { numFmt: '@' } : {},
  }));
  sheet.addRow(EXAMPLE);
  const header = sheet.getRow(1);
  header.font = { bold: true };
  MEMBER_FIELDS.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    if (REQUIRED_MEMBER_FIELDS.includes(field)) cell.value = `${cell.text} *`;
  });
  sheet.getRow(2).getCell(1).note = translate(lang, 'memberImport.templateExample');
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    name: translate(lang, 'memberImport.templateName'),
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: encodeBase64(new Uint8Array(buffer as ArrayBuffer)),
  };
}
