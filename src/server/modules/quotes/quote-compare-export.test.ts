import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { pdfTexts } from '../../test/pdf-text';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario, type TestUser } from '../../test/quote-fixtures';
import { openItemQuote, sendLines } from './test/item-quote';

/* Issue 34 item 5: the comparison as .xlsx and as a PDF, opened back; only the owner may have them. */

let t: TestApp;
let s: QuoteScenario;
let reqId: string;
const TITLE = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  reqId = await openItemQuote(t, s, TITLE);
  const q = quoteCalls(t);
  const ids = (quoteOf(await q.infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
  await sendLines(t, s.first, reqId, {
    lines: [
      { item: ids[0], unit_price_cents: 1000, delivery_days: 10 },
      { item: ids[1], unit_price_cents: 2000, delivery_days: 10 },
      { item: ids[2], unit_price_cents: 50_000, delivery_days: 5 },
    ],
    freight: 'cif_value',
    freight_cents: 15_000,
  });
  await sendLines(t, s.second, reqId, {
    lines: [
      { item: ids[0], unit_price_cents: 900, delivery_days: 20 },
      { item: ids[1], cannot_supply: true },
      { item: ids[2], unit_price_cents: 60_000, delivery_days: 5 },
    ],
    icms_rate_bp: 1800,
    icms_included: false,
    freight: 'fob',
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const exportAs = (who: { headers: Record<string, string> } | undefined, lang = 'en', id = reqId) =>
  api(t, 'POST', '/quotes/compare_export', who ? { ...who.headers, 'app-language': lang } : undefined, {
    req_id: id,
  });

async function sheetOf(body: Record<string, unknown>): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(body.content as string, 'base64') as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The rows as arrays of values, from column A. */
function valuesOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1);
  });
  return rows;
}

const patternOf = (cell: ExcelJS.Cell) => (cell.fill as { pattern?: string } | undefined)?.pattern;

describe('POST /quotes/compare_export', () => {
  it('gives the owner a spreadsheet that opens back: numbers, BRL formats, gaps, lowest marked (en)', async () => {
    const res = await exportAs(s.owner);
    expect(res.body).toMatchObject({
      response: true,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.body.name).toMatch(/^quote-comparison-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await sheetOf(res.body);
    const rows = valuesOf(sheet);
    // The title stays text, never a formula.
    expect(rows[0]).toEqual(['Quote request', TITLE]);
    expect(sheet.getCell('B1').type).toBe(ExcelJS.ValueType.String);
    expect(String(rows[2]?.[1])).toMatch(/\(São Paulo time\)$/);
    expect(rows[4]).toEqual(['3 items; 2 proposals compared']);
    // Newest proposal first (Second), as the comparison orders them.
    expect(rows[6]?.slice(0, 9)).toEqual([
      '#',
      'Item',
      'Specification',
      'Quantity',
      'Unit',
      'Second: unit price (BRL)',
      'Second: landed cost (BRL)',
      'Primeira: unit price (BRL)',
      'Primeira: landed cost (BRL)',
    ]);
    // 200 flanges: Second 9,00 + 18 % ICMS on top = 2195,12; Primeira 10,00 → 2000,00 (the lowest).
    expect(rows[7]).toEqual([
      1,
      'Flange 4" ANSI B16.5 304',
      'Drawing F-12',
      200,
      'pc',
      9,
      2195.12,
      10,
      2000,
      'Primeira',
    ]);
    expect(sheet.getCell('I8').numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getCell('I8').font?.bold).toBe(true);
    // Second cannot supply the bar: a gap in words, no number.
    expect(rows[8]?.slice(3, 9)).toEqual([1.5, 't', 'Cannot supply', undefined, 20, 30]);
    // Totals: goods, taxes, freight terms, freight, landed, supplied, lowest total.
    const totals = rows.slice(11).map((row) => [row[1], row[6], row[8]]);
    expect(totals).toEqual([
      ['Goods', 2_400, 2_530],
      ['Taxes (ICMS + IPI)', expect.any(Number), 0],
      ['Freight terms', 'FOB (the buyer collects)', 'CIF (charged)'],
      ['Freight', undefined, 150],
      ['Landed total', expect.any(Number), 2_680],
      ['Items supplied', 2, 3],
      // One complete offer only: no total is marked (decision 0019 needs two).
      ['Lowest total', 'Incomplete', ''],
    ]);
    expect(sheet.getCell('I8').fill).toMatchObject({ pattern: 'solid' });
    expect(patternOf(sheet.getCell('G8'))).not.toBe('solid');
  });

  it('writes the headers in Portuguese for a Portuguese caller', async () => {
    const sheet = await sheetOf((await exportAs(s.owner, 'pt-BR')).body);
    const rows = valuesOf(sheet);
    expect(rows[0]?.[0]).toBe('Pedido de cotação');
    expect(String(rows[2]?.[1])).toMatch(/\(horário de São Paulo\)$/);
    expect(rows[4]).toEqual(['3 itens; 2 propostas comparadas']);
    expect(rows[6]?.[1]).toBe('Item');
    expect(rows[8]?.[5]).toBe('Não fornece');
  });

  it('marks the lowest total when two complete offers compete', async () => {
    const other = await openItemQuote(t, s, 'Two complete offers');
    const ids = (quoteOf(await quoteCalls(t).infoCustomer(s.owner, other)).items ?? []).map((i) => i.reqId);
    for (const [who, price] of [
      [s.first, 100],
      [s.second, 200],
    ] as const)
      await sendLines(t, who, other, {
        lines: ids.map((item) => ({ item, unit_price_cents: price, delivery_days: 3 })),
      });
    const sheet = await sheetOf((await exportAs(s.owner, 'pt-BR', other)).body);
    const rows = valuesOf(sheet);
    const landed = rows.findIndex((row) => row[1] === 'Total posto');
    expect(rows.at(-1)?.slice(1)).toEqual([
      'Menor total',
      undefined,
      undefined,
      undefined,
      undefined,
      '',
      undefined,
      'Menor',
    ]);
    // Primeira (the older offer) is the second column pair: its landed total is filled.
    expect(sheet.getRow(landed + 1).getCell(9).fill).toMatchObject({ pattern: 'solid' });
    expect(patternOf(sheet.getRow(landed + 1).getCell(7))).not.toBe('solid');
  });

  it('refuses another customer, a recipient company and a visitor (NFD001 / SES006), as the quote calls do', async () => {
    for (const who of [s.otherCustomer, s.first, s.otherCompany] as TestUser[]) {
      expect((await exportAs(who)).body).toMatchObject({ response: false, error: 'NFD001' });
    }
    const visitor = await api(t, 'POST', '/quotes/compare_export', s.visitor, { req_id: reqId });
    expect(visitor.body).toMatchObject({ response: false, error: 'SES006' });
    expect((await exportAs(s.owner, 'en', 'nonexistent')).body).toMatchObject({ response: false });
  });
});

describe('POST /quotes/compare_pdf', () => {
  const pdfAs = (who: { headers: Record<string, string> } | undefined, lang = 'en', id = reqId) =>
    api(t, 'POST', '/quotes/compare_pdf', who ? { ...who.headers, 'app-language': lang } : undefined, {
      req_id: id,
    });
  const textOf = (body: Record<string, unknown>) =>
    // Cells and wrapped lines are separate text runs: one space between any two.
    pdfTexts(Buffer.from(body.content as string, 'base64'))
      .join(' ')
      .replace(/\s+/g, ' ');

  it('gives the owner a PDF that reads back: the request, each offer, each item, the lowest marked (en)', async () => {
    const res = await pdfAs(s.owner);
    expect(res.body).toMatchObject({ response: true, mime: 'application/pdf' });
    expect(res.body.name).toMatch(/^quote-comparison-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = Buffer.from(res.body.content as string, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(res.body);
    expect(text).toContain('Quote comparison');
    expect(text).toContain(TITLE);
    expect(text).toMatch(/Exported on: .*\(São Paulo time\)/);
    expect(text).toContain('2 proposals');
    // Primeira: 3 of 3 items, landed R$2,680.00 (goods 2,530 + CIF freight 150); Second 2 of 3, FOB.
    expect(text).toMatch(/Primeira 3\/3 R\$2,680\.00/);
    expect(text).toMatch(/Second 2\/3 /);
    expect(text).toContain('FOB (the buyer collects)');
    expect(text).toContain('Incomplete');
    // Item 1: 200 flanges, Primeira's landed 2,000.00 is the lowest; Second cannot supply item 2.
    expect(text).toContain('1. Flange 4" ANSI B16.5 304 — 200 pc (Drawing F-12)');
    expect(text).toMatch(/Primeira R\$10\.00 R\$2,000\.00 Lowest/);
    expect(text).toMatch(/Second Cannot supply/);
  });

  it('writes it in Portuguese for a Portuguese caller, money as reais', async () => {
    const text = textOf((await pdfAs(s.owner, 'pt-BR')).body);
    expect(text).toContain('Comparação de propostas');
    expect(text).toMatch(/\(horário de São Paulo\)/);
    expect(text).toMatch(/Primeira R\$ 10,00 R\$ 2\.000,00 Menor/);
    expect(text).toContain('Não fornece');
  });

  it('lists the offers of a request without items, and draws characters the PDF fonts lack as "?"', async () => {
    const plain = await quoteCalls(t).infoCustomer(s.owner, await s.open('Peças 😀 汉字 e\u0301'));
    const id = quoteOf(plain).reqId;
    await api(t, 'POST', '/quotes/proposal_send', s.first.headers, {
      req_id: id,
      price_cents: 123_456,
      delivery_days: 7,
    });
    const text = textOf((await pdfAs(s.owner, 'en', id)).body);
    expect(text).toContain('Peças ? ?? é');
    expect(text).toMatch(/Primeira — R\$1,234\.56 7 days/);
  });

  it('refuses another customer, a recipient company and a visitor (NFD001 / SES006)', async () => {
    for (const who of [s.otherCustomer, s.first] as TestUser[]) {
      expect((await pdfAs(who)).body).toMatchObject({ response: false, error: 'NFD001' });
    }
    expect((await pdfAs(undefined)).body).toMatchObject({ response: false });
    const visitor = await api(t, 'POST', '/quotes/compare_pdf', s.visitor, { req_id: reqId });
    expect(visitor.body).toMatchObject({ response: false, error: 'SES006' });
  });
});
