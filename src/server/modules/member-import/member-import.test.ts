import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { addCompany } from '../../test/companies-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { csvFile, MAPPING, xlsxFile } from '../../test/member-import-files';
import { api } from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

let t: TestApp;
let admin: TestUser;
let adminPt: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin', lang: 'en' });
  adminPt = await createStaff(t, ['admin'], { name: 'Beto Admin' });
  customer = await createStaff(t, []);
  await t.db.db
    .insert(categories)
    .values({ slug: 'mi-usinagem', namePt: 'Usinagem Mi', nameEn: 'Machining Mi' });
}, 180_000);
afterAll(() => t.close());

const cnpjs = Array.from({ length: 6 }, () => generateCnpj());
const row = (i: number, over: Partial<Record<number, string>> = {}) => {
  const base = [
    cnpjs[i],
    `Metalúrgica ${i} Ltda`,
    `Metal ${i}`,
    `contato${i}@metal.com.br`,
    '13400-000',
    'Piracicaba',
    'SP',
    'Usinagem Mi',
    `A-${i}`,
  ];
  return base.map((cell, col) => over[col] ?? cell);
};

type Preview = {
  rows: { line: number; action: string; problems: string[] }[];
  counts: Record<string, number>;
  mapping: Record<string, number>;
};
const preview = async (file: unknown, user = admin, mapping: unknown = MAPPING) =>
  api(t, 'POST', '/admin/member-imports/preview', user.headers, { file, mapping });
const start = (file: unknown, visibility = 'public') =>
  api(t, 'POST', '/admin/member-imports/start', admin.headers, {
    file,
    mapping: MAPPING,
    visibility,
    quotes_by_email: false,
  });
const companyCount = async () => (await t.db.db.select({ n: count() }).from(companies))[0]?.n;

async function importAndWait(file: unknown, visibility = 'public') {
  const started = await start(file, visibility);
  expect(started.body.response, JSON.stringify(started.body)).toBe(true);
  await t.app.jobs.idle();
  const reqId = (started.body.data as { reqId: string }).reqId;
  return (await api(t, 'POST', '/admin/member-imports/status', admin.headers, { req_id: reqId })).body
    .data as Record<string, unknown>;
}

describe('the preview', () => {
  it("lists each row's problems in words, in the admin's language, and writes nothing", async () => {
    const before = await companyCount();
    const bad = csvFile([
      row(0),
      row(1, { 0: '11.111.111/1111-12' }),
      row(2, { 7: 'Tapeçaria' }),
      row(3, { 5: 'Gotham' }),
      row(4, { 3: 'not-an-email' }),
      row(0, { 1: 'Duplicada Ltda' }),
    ]);
    const en = (await preview(bad)).body.data as Preview;
    expect(en.rows.map((r) => r.problems.length > 0)).toEqual([true, true, true, true, true, true]);
    expect(en.rows[0]?.problems.join(' ')).toContain('also on row 7');
    expect(en.rows[1]?.problems.join(' ')).toMatch(/CNPJ/);
    expect(en.rows[2]?.problems.join(' ')).toContain('"Tapeçaria" is not a category');
    expect(en.rows[3]?.problems.join(' ')).toContain('"Gotham" is not a Brazilian city');
    expect(en.rows[4]?.problems.join(' ')).toMatch(/E-mail/);
    const pt = (await preview(bad, adminPt)).body.data as Preview;
    expect(pt.rows[3]?.problems.join(' ')).toContain('"Gotham" não é uma cidade brasileira');
    expect(await companyCount()).toBe(before);
    expect((await start(bad)).body.error).toBe('IMP007');
    expect(await companyCount()).toBe(before);
  });

  it('reads an .xlsx and a UTF-8 CSV with commas alike, and guesses the mapping from the header', async () => {
    for (const file of [await xlsxFile([row(0)]), csvFile([row(0)], { sep: ',', encoding: 'utf-8' })]) {
      const data = (await preview(file, admin, undefined)).body.data as Preview;
      expect(data.mapping).toMatchObject({
        cnpj: 0,
        name: 1,
        tradeName: 2,
        email: 3,
        postalCode: 4,
        city: 5,
        state: 6,
      });
      expect(data.rows).toMatchObject([{ line: 2, action: 'create', problems: [] }]);
    }
  });
});

describe('importing', () => {
  it('creates unclaimed listings, and the same file again changes nothing', async () => {
    const file = csvFile([row(0), row(1), row(2)]);
    const first = await importAndWait(file);
    expect(first).toMatchObject({ state: 'done', created: 3, updated: 0, done: 3, total: 3, undoable: true });
    const listed = await t.db.db
      .select({ cnpj: companies.cnpj, updatedAt: companies.updatedAt })
      .from(companies)
      .where(isNull(companies.ownerId));
    expect(listed.filter((l) => cnpjs.slice(0, 3).includes(l.cnpj))).toHaveLength(3);
    const again = (await preview(file)).body.data as Preview;
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    expect(await importAndWait(file)).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 3 });
    const after = await t.db.db
      .select({ cnpj: companies.cnpj, updatedAt: companies.updatedAt })
      .from(companies)
      .where(isNull(companies.ownerId));
    expect(after).toEqual(listed);
    expect((await auditEntries(t, admin, 'memberImport.run')).length).toBe(2);
  });

  it('updates the unclaimed listings an updated file names, never a claimed one', async () => {
    const owned = await addCompany(t.db, { tradeName: 'Já Dona' });
    cnpjs[5] = owned.cnpj;
    const file = csvFile([row(0, { 2: 'Metal Zero Novo' }), row(5, { 2: 'Tentativa' })]);
    const seen = (await preview(file)).body.data as Preview;
    expect(seen.rows.map((r) => r.action)).toEqual(['update', 'claimed']);
    expect(await importAndWait(file)).toMatchObject({ state: 'done', updated: 1, claimed: 1 });
    const [zero] = await t.db.db
      .select({ tradeName: companies.tradeName })
      .from(companies)
      .where(eq(companies.cnpj, cnpjs[0] as string));
    expect(zero?.tradeName).toBe('Metal Zero Novo');
    const [mine] = await t.db.db
      .select({ tradeName: companies.tradeName })
      .from(companies)
      .where(eq(companies.id, owned.id));
    expect(mine?.tradeName).toBe('Já Dona');
  });

  it('is undone while its listings are unclaimed, and refused once one is claimed', async () => {
    const done = await importAndWait(csvFile([row(3), row(4)]), 'hidden');
    expect(done).toMatchObject({ created: 2, undoable: true });
    const undo = await api(t, 'POST', '/admin/member-imports/undo', admin.headers, { req_id: done.reqId });
    expect(undo.body.data).toMatchObject({ state: 'undone' });
    const left = await t.db.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.cnpj, cnpjs[3] as string));
    expect(left[0]?.n).toBe(0);
    const again = await importAndWait(csvFile([row(3)]));
    await t.db.db
      .update(companies)
      .set({ ownerId: customer.id, termsAcceptedAt: new Date() })
      .where(eq(companies.cnpj, cnpjs[3] as string));
    const refused = await api(t, 'POST', '/admin/member-imports/undo', admin.headers, {
      req_id: again.reqId,
    });
    expect(refused.body.error).toBe('IMP009');
  });
});

describe('bad files', () => {
  it('answers each in words and writes nothing', async () => {
    const before = await companyCount();
    const cases: [unknown, string][] = [
      [{ name: 'empty.csv', base64: '' }, 'IMP001'],
      [
        { name: 'x.xlsx', base64: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]).toString('base64') },
        'IMP003',
      ],
      [
        { name: 'x.xlsx', base64: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]).toString('base64') },
        'IMP005',
      ],
      [await xlsxFile([row(0), row(1)], { merge: true }), 'IMP006'],
      [csvFile(Array.from({ length: 20_001 }, () => row(0))), 'IMP004'],
    ];
    for (const [file, code] of cases) {
      const res = await preview(file);
      expect(res.body.error, JSON.stringify(file).slice(0, 60)).toBe(code);
      expect(res.body.message).toBeTruthy();
    }
    const formula = (await preview(await xlsxFile([row(0)], { formula: true }))).body.data as Preview;
    expect(formula.rows[0]?.problems.join(' ')).toContain('formula');
    const injected = (await preview(csvFile([row(0, { 2: '=HYPERLINK("http://x")' })]))).body.data as Preview;
    expect(injected.rows[0]?.problems.join(' ')).toContain('run as a formula');
    expect(await companyCount()).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await preview(csvFile([row(0)]), customer)).body.error).toBe('STF001');
  });
});
