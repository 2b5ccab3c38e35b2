import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../test/companies-fixtures';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, createCategory, createCustomer } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/* Issue 33 item 5: the association exports its catalogue; the files open back; who may. */

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let customerHeaders: SessionHeaders;
let visitor: SessionHeaders;
const FORMULA = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  editor = await createStaff(t, ['editor']);
  customerHeaders = (await createCustomer(t)).headers;
  visitor = await openSession(t.app);
  const category = await createCategory(t, 'Fundição');
  const owned = await addCompany(t.db, { tradeName: 'Fundição Dona', categoryIds: [category] });
  await t.db.db.execute(sql`update companies set membership_number = '0042', member_since = '2015-03-01',
    proposals_sent = 7, proposals_chosen = 2, rate = 4.5, rates_count = 2 where id = ${owned.id}`);
  await addCompany(t.db, { tradeName: 'Fundição Aberta', categoryIds: [category], unclaimed: 'public' });
  await addCompany(t.db, { tradeName: 'Fundição Oculta', categoryIds: [category], unclaimed: 'hidden' });
  const suspended = await addCompany(t.db, { tradeName: FORMULA, categoryIds: [category] });
  await t.db.db.execute(sql`update companies set suspended_at = now() where id = ${suspended.id}`);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const exportAs = (headers: SessionHeaders, format: string) =>
  api(t, 'POST', '/admin/companies/export', headers, { format });
const bytesOf = (body: Record<string, unknown>) => Buffer.from(body.content as string, 'base64');

describe('POST /admin/companies/export', () => {
  it('gives a spreadsheet that opens back: every company, its status in words, numbers and dates as such, no formula (pt-BR)', async () => {
    const res = await exportAs({ ...admin.headers, 'app-language': 'pt-BR' }, 'xlsx');
    expect(res.body).toMatchObject({
      response: true,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.body.name).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytesOf(res.body) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['CNPJ', 'Razão social', 'Nome fantasia', 'Situação']);
    expect(sheet.rowCount).toBe(5);
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(3).value), row);
    });
    const col = (name: string) => header.indexOf(name) + 1;
    const owned = rows.get('Fundição Dona');
    expect(owned?.getCell(col('Situação')).value).toBe('Reivindicada');
    expect(owned?.getCell(col('Número de associada')).value).toBe('0042');
    expect(owned?.getCell(col('Associada desde')).value).toEqual(new Date('2015-03-01T00:00:00Z'));
    expect(owned?.getCell(col('Propostas enviadas')).value).toBe(7);
    expect(owned?.getCell(col('Avaliação')).value).toBe(4.5);
    expect(String(owned?.getCell(col('E-mail do responsável')).value)).toMatch(/^owner\d+@example\.com$/);
    expect(owned?.getCell(col('CNPJ')).value).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(rows.get('Fundição Aberta')?.getCell(col('Situação')).value).toBe('Ainda não reivindicada');
    expect(rows.get('Fundição Oculta')?.getCell(col('Situação')).value).toBe(
      'Ainda não reivindicada, oculta',
    );
    expect(rows.get('Fundição Aberta')?.getCell(col('E-mail do responsável')).value).toBeNull();
    const formula = rows.get(FORMULA)?.getCell(3);
    expect(formula?.type).toBe(ExcelJS.ValueType.String);
    expect(formula?.formula).toBeUndefined();
    expect(rows.get(FORMULA)?.getCell(col('Situação')).value).toBe('Suspensa');
  });

  it('gives a CSV in the caller’s language, a cell a spreadsheet would run neutralised, and audits each export (en)', async () => {
    const res = await exportAs(admin.headers, 'csv');
    expect(res.body).toMatchObject({ response: true, mime: 'text/csv; charset=utf-8' });
    const text = bytesOf(res.body).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('CNPJ,Legal name,Trade name,Status,Member number')).toBe(true);
    expect(lines).toHaveLength(5);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines.find((l) => l.includes('Fundição Dona'))).toContain(',Claimed,0042,2015-03-01,');
    const audit = await api(t, 'POST', '/admin/audit/list', admin.headers, { action: 'company.export' });
    expect((audit.body.data as { target: string }[]).map((e) => e.target)).toEqual(['4', '4']);
  });

  it('refuses a visitor, a customer and an editor, and a format it does not know naming the field', async () => {
    expect((await exportAs(visitor, 'csv')).body).toMatchObject({ response: false, error: 'SES006' });
    expect((await exportAs(customerHeaders, 'csv')).body).toMatchObject({ response: false, error: 'STF001' });
    expect((await exportAs(editor.headers, 'csv')).body).toMatchObject({ response: false, error: 'STF001' });
    const bad = await exportAs(admin.headers, 'pdf');
    expect(bad.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys((bad.body.fields as Record<string, string>) ?? {})).toEqual(['format']);
  });
});
