import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import {
  cnpjWithLeadingZero,
  csvFile,
  HEADER_PT,
  importFile,
  memberRow,
  newCnpj,
  preview,
} from '../../test/member-files';
import { api } from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import { createUser, type TestUser } from '../../test/users';

// The member import (issue 33 item 1): preview, all-or-nothing import, idempotent by CNPJ, claimed
// companies left alone, undo; on the real database.
let t: TestApp;
let admin: TestUser;
let adminPt: TestUser;
const digits = (cnpj: string) => cnpj.replace(/\D/g, '');

type Preview = {
  mapping: Record<string, number | null>;
  rows: { line: number; cnpj: string; outcome: string; problems: string[] }[];
  counts: Record<string, number>;
  summary: string;
};
const data = <T>(res: { body: Record<string, unknown> }) => res.body.data as T;

async function listingsOf(cnpjs: string[]) {
  return t.db.db
    .select({
      id: companies.id,
      cnpj: companies.cnpj,
      tradeName: companies.tradeName,
      email: companies.email,
      ownerId: companies.ownerId,
      listed: companies.listed,
      importId: companies.importId,
      membershipNumber: companies.membershipNumber,
      memberSince: companies.memberSince,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .where(inArray(companies.cnpj, cnpjs.map(digits)));
}
const companyCount = async () => (await t.db.db.select({ n: count() }).from(companies))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  adminPt = await createStaff(t, ['admin'], { name: 'Beto Admin', lang: 'pt-BR' });
  await t.db.db.insert(categories).values([
    { slug: 'mi-metalurgia', namePt: 'Metalurgia Mi', nameEn: 'Metallurgy Mi' },
    { slug: 'mi-plasticos', namePt: 'Plásticos Mi', nameEn: 'Plastics Mi' },
  ]);
}, 180_000);
afterAll(() => t.close());

describe('the preview', () => {
  it('guesses the columns, words every problem of each row and writes nothing', async () => {
    const twice = newCnpj();
    const file = csvFile([
      HEADER_PT,
      memberRow(newCnpj(), 'Boa', { Categorias: 'Metalurgia Mi; plastics mi' }),
      memberRow('11.222.333/0001-82', 'Digito'),
      memberRow(twice, 'Primeira'),
      memberRow(twice, 'Segunda'),
      memberRow(newCnpj(), 'Categoria', { Categorias: 'Astronáutica' }),
      memberRow(newCnpj(), 'Cidade', { Cidade: 'Xique-Xuque' }),
      memberRow(newCnpj(), 'Correio', { 'E-mail': 'contato@@exemplo' }),
      memberRow(newCnpj(), 'Vazia', { 'Razão social': '' }),
      ['', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const before = await companyCount();
    const res = await preview(t, admin, 'membros.csv', file);
    expect(res.body.response).toBe(true);
    const body = data<Preview>(res);
    expect(body.mapping).toMatchObject({
      cnpj: 0,
      name: 1,
      tradeName: 2,
      email: 3,
      phone: 4,
      postalCode: 5,
      city: 6,
    });
    expect(body.mapping).toMatchObject({ state: 7, categories: 8, membershipNumber: 9, memberSince: 10 });
    const problemsOf = (line: number) => body.rows.find((row) => row.line === line)?.problems ?? [];
    expect(problemsOf(2)).toEqual([]);
    expect(problemsOf(3)).toEqual([
      'CNPJ: "11.222.333/0001-82" is not a valid CNPJ (its check digits do not match).',
    ]);
    expect(problemsOf(4)).toEqual(['CNPJ: the same CNPJ is also on row 5 of the file.']);
    expect(problemsOf(5)).toEqual(['CNPJ: the same CNPJ is also on row 4 of the file.']);
    expect(problemsOf(6)).toEqual(['Categories: "Astronáutica" is not a category of the catalogue.']);
    expect(problemsOf(7)[0]).toMatch(/^City: "Xique-Xuque\/SP" is not a Brazilian city we know/);
    expect(problemsOf(8)).toEqual(['E-mail: "contato@@exemplo" is not a valid e-mail address.']);
    expect(problemsOf(9)).toEqual(['Legal name: missing; it is required.']);
    expect(body.rows).toHaveLength(8);
    expect(body.counts).toEqual({ new: 1, updated: 0, unchanged: 0, claimed: 0, problem: 7 });
    expect(body.summary).toBe(
      'membros.csv: 1 new listing, no listings updated, none unchanged, none already claimed, 7 rows with problems.',
    );
    expect(await companyCount()).toBe(before);

    const pt = data<Preview>(await preview(t, adminPt, 'membros.csv', file));
    expect(pt.rows.find((row) => row.line === 3)?.problems).toEqual([
      'CNPJ: "11.222.333/0001-82" não é um CNPJ válido (os dígitos verificadores não conferem).',
    ]);
    expect(pt.rows.find((row) => row.line === 9)?.problems).toEqual([
      'Razão social: em branco; é obrigatório.',
    ]);
  });

  it('reads a Windows-1252 file separated by commas, and a number cell that lost its zeros', async () => {
    const cnpj = cnpjWithLeadingZero().slice(1);
    const file = csvFile(
      [HEADER_PT, memberRow(cnpj, 'Acentuação', { Cidade: 'São Pedro', CEP: '1340000' })],
      {
        separator: ',',
        latin1: true,
      },
    );
    const body = data<Preview>(await preview(t, admin, 'latin.csv', file));
    expect(body.rows[0]).toMatchObject({
      name: 'Acentuação',
      city: 'São Pedro',
      outcome: 'new',
      problems: [],
    });
  });

  it('refuses a mapping without a required field (IMP008)', async () => {
    const file = csvFile([
      ['Nome', 'E-mail'],
      ['Sem CNPJ', 'a@b.com.br'],
    ]);
    const res = await preview(t, admin, 'sem-cnpj.csv', file);
    expect(res.body).toMatchObject({ response: false, error: 'IMP008' });
  });
});

describe('importing', () => {
  const a = newCnpj();
  const b = newCnpj();
  const c = newCnpj();
  const first = csvFile([
    HEADER_PT,
    memberRow(a, 'Alfa', { Categorias: 'Metalurgia Mi', 'Nº de associado': '101' }),
    memberRow(b, 'Beta'),
    memberRow(c, 'Gama'),
  ]);
  let firstReq = '';

  it('refuses a file with a problem row and writes nothing (IMP007)', async () => {
    const before = await companyCount();
    const bad = csvFile([HEADER_PT, memberRow(newCnpj(), 'Boa'), memberRow('11.222.333/0001-82', 'Ruim')]);
    const res = await importFile(t, admin, 'ruim.csv', bad);
    expect(res.body).toMatchObject({ response: false, error: 'IMP007' });
    expect(await companyCount()).toBe(before);
  });

  it('creates unclaimed public listings, records the import in the audit log and the list', async () => {
    const res = await importFile(t, admin, 'membros.csv', first);
    expect(res.body.response).toBe(true);
    expect(res.body.message).toBe(
      'membros.csv was imported: 3 new listings, no listings updated, none unchanged, none already claimed, no rows with problems.',
    );
    firstReq = data<{ reqId: string }>(res).reqId;
    const rows = await listingsOf([a, b, c]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ ownerId: null, listed: true });
    const alfa = rows.find((row) => row.cnpj === digits(a));
    expect(alfa).toMatchObject({ tradeName: 'Alfa', membershipNumber: '101', memberSince: '2015-03-01' });
    const links = await t.db.db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, alfa?.id ?? 0));
    expect(links).toHaveLength(1);
    const [entry] = await auditEntries(t, admin, 'memberImport.import');
    expect(entry).toMatchObject({ actor: 'Ana Admin', target: `${firstReq} membros.csv` });
    expect(entry?.after).toMatchObject({ visibility: 'public', new: 3 });
    const list = data<{ reqId: string; counts: { new: number } }[]>(
      await api(t, 'POST', '/admin/member-import/list', admin.headers),
    );
    expect(list[0]).toMatchObject({ reqId: firstReq, counts: { new: 3 } });
  });

  // Migration 0099 writes new listings' search documents once per statement (transition tables).
  it('makes each listing of the file searchable at once, by its name and its categories in both languages', async () => {
    const found = async (search: string, lang = 'pt-BR') => {
      const res = await api(t, 'POST', '/companies/list', await openSession(t.app, lang), {
        page: 1,
        search,
      });
      expect(res.body.response, JSON.stringify(res.body)).toBe(true);
      return (res.body.data as { name: string }[]).map((card) => card.name).sort();
    };
    expect(await found('Gama')).toEqual(['Gama']);
    expect(await found('Beta')).toEqual(['Beta']);
    expect(await found('Metalurgia Mi')).toEqual(['Alfa']);
    expect(await found('metallurgy mi', 'en')).toEqual(['Alfa']);
    expect(await found('Plásticos Mi')).toEqual([]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await listingsOf([a, b, c]);
    const res = await importFile(t, admin, 'membros.csv', first);
    expect(data<{ counts: unknown }>(res).counts).toEqual({
      new: 0,
      updated: 0,
      unchanged: 3,
      claimed: 0,
      problem: 0,
    });
    expect(await listingsOf([a, b, c])).toEqual(before);
  });

  it('updates the unclaimed listings an updated file names and never a claimed company', async () => {
    const owner = await createUser(t, {});
    await t.db.db
      .update(companies)
      .set({
        ownerId: owner.id,
        termsAcceptedAt: new Date(),
        claimedAt: new Date(),
        tradeName: 'Beta do Dono',
      })
      .where(eq(companies.cnpj, digits(b)));
    const d = newCnpj();
    const updated = csvFile([
      HEADER_PT,
      memberRow(a, 'Alfa Nova', { 'Nº de associado': '101' }),
      memberRow(b, 'Beta Planilha'),
      memberRow(c, 'Gama'),
      memberRow(d, 'Delta'),
    ]);
    const shown = data<Preview>(await preview(t, admin, 'membros-2.csv', updated));
    expect(shown.rows.map((row) => row.outcome)).toEqual(['updated', 'claimed', 'unchanged', 'new']);
    const res = await importFile(t, admin, 'membros-2.csv', updated, { visibility: 'hidden' });
    expect(data<{ counts: unknown }>(res).counts).toEqual({
      new: 1,
      updated: 1,
      unchanged: 1,
      claimed: 1,
      problem: 0,
    });
    const rows = await listingsOf([a, b, d]);
    expect(rows.find((row) => row.cnpj === digits(a))?.tradeName).toBe('Alfa Nova');
    expect(rows.find((row) => row.cnpj === digits(b))).toMatchObject({
      tradeName: 'Beta do Dono',
      ownerId: owner.id,
    });
    // Hidden until claimed: nowhere public.
    expect(rows.find((row) => row.cnpj === digits(d))?.listed).toBe(false);
    const updateReq = data<{ reqId: string }>(res).reqId;

    const undo = await api(t, 'POST', '/admin/member-import/undo', admin.headers, { req_id: updateReq });
    expect(undo.body).toMatchObject({ response: true, data: { removed: 1, restored: 1, kept: 0 } });
    const after = await listingsOf([a, d]);
    expect(after.map((row) => row.tradeName)).toEqual(['Alfa']);
  });

  it('undoes an import: its unclaimed listings go, a claimed one stays; a second undo is refused', async () => {
    const res = await api(t, 'POST', '/admin/member-import/undo', admin.headers, { req_id: firstReq });
    expect(res.body).toMatchObject({ response: true, data: { removed: 2, restored: 0, kept: 1 } });
    expect(res.body.message).toBe(
      'The import of membros.csv was undone: 2 listings removed, no listings restored, 1 kept (claimed meanwhile).',
    );
    expect((await listingsOf([a, b, c])).map((row) => row.tradeName)).toEqual(['Beta do Dono']);
    const [entry] = await auditEntries(t, admin, 'memberImport.undo');
    expect(entry?.target).toBe(`${firstReq} membros.csv`);
    const again = await api(t, 'POST', '/admin/member-import/undo', adminPt.headers, { req_id: firstReq });
    expect(again.body).toMatchObject({ response: false, error: 'IMP009' });
    expect(again.body.message).toBe('Esta importação não pode ser desfeita: ela já foi desfeita.');
  });

  it('remembers the last mapping for a file with the same headers', async () => {
    const file = csvFile([HEADER_PT, memberRow(newCnpj(), 'Lembrada')]);
    const guessed = data<Preview>(await preview(t, admin, 'm.csv', file)).mapping;
    const chosen = { ...guessed, tradeName: null, phone: null };
    await importFile(t, admin, 'm.csv', file, { mapping: chosen });
    const next = data<Preview>(
      await preview(t, admin, 'm2.csv', csvFile([HEADER_PT, memberRow(newCnpj(), 'X')])),
    );
    expect(next.mapping).toEqual(chosen);
  });
});

describe('the template', () => {
  it('is a workbook in each language whose example row previews without problems', async () => {
    for (const [user, header] of [
      [admin, 'Legal name *'],
      [adminPt, 'Razão social *'],
    ] as const) {
      const res = await api(t, 'GET', '/admin/member-import/template', user.headers);
      const body = res.body as unknown as { name: string; content: string };
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(body.content, 'base64') as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.getRow(1).getCell(2).text).toBe(header);
      const shown = data<Preview>(await preview(t, user, body.name, body.content));
      expect(shown.rows).toHaveLength(1);
      expect(shown.rows[0]?.problems).toEqual([]);
    }
  });
});
