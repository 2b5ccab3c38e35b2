import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, type QuoteScenario, quoteScenario, toBase64, ZIP } from '../../test/quote-fixtures';

/* Issue 34 item 1: POST /quotes/items_sheet reads a .xlsx or .csv into item values. */

let t: TestApp;
let s: QuoteScenario;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
});
afterAll(async () => {
  await t.close();
});

async function workbook(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Itens');
  for (const row of rows) sheet.addRow(row);
  return toBase64(new Uint8Array(await book.xlsx.writeBuffer()));
}

const read = (content: string, lang = 'en', headers = s.owner.headers) =>
  api(
    t,
    'POST',
    '/quotes/items_sheet',
    { ...headers, 'app-language': lang },
    { file: { name: 'items.xlsx', content } },
  );

describe('items sheet', () => {
  it('reads the first sheet of a .xlsx, numbers as numbers, with refused rows in words', async () => {
    const content = await workbook([
      ['Description', 'Quantity', 'Unit', 'Specification'],
      ['Flange', 200, 'pc', 'ANSI B16.5'],
      ['Bar', 1.5, 't'],
      ['Bad', 'many', 'un'],
    ]);
    const res = await read(content, 'pt-BR');
    expect(res.body).toMatchObject({
      response: true,
      data: {
        items: [
          { description: 'Flange', quantity: 200, unit: 'pc', specification: 'ANSI B16.5' },
          { description: 'Bar', quantity: 1.5, unit: 't', specification: null },
        ],
        problems: ['Linha 4: a quantidade “many” não é um número maior que zero com até três casas decimais'],
      },
    });
  });

  it('reads a .csv, refuses what is not a spreadsheet, and needs a login', async () => {
    const csv = await read(toBase64('Shaft;2;un\n'));
    expect((csv.body.data as { items: unknown[] }).items).toHaveLength(1);
    const zip = await read(ZIP);
    expect(zip.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { file: expect.any(String) },
    });
    const binary = await read(toBase64(new Uint8Array([0xff, 0xfe, 0x00, 0x01])));
    expect(binary.body.response).toBe(false);
    const visitor = await api(t, 'POST', '/quotes/items_sheet', s.visitor, {
      file: { name: 'a.csv', content: toBase64('a;1;un') },
    });
    expect(visitor.body.response).toBe(false);
  });
});
