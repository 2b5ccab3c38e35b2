import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { memberImports } from '../../db/schema/member-imports';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import {
  cnpjWithLeadingZero,
  csvFile,
  HEADER_PT,
  importFile,
  memberRow,
  newCnpj,
  preview,
  xlsxFile,
} from '../../test/member-files';
import { api, createCompanyUser, toBase64 } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

// Bad member files (issue 33 item 6) each answered in words naming the file, nothing written; and
// every member-import call refused to anyone but an admin.
let t: TestApp;
let admin: TestUser;
let adminPt: TestUser;

const written = async () => ({
  companies: (await t.db.db.select({ n: count() }).from(companies))[0]?.n,
  imports: (await t.db.db.select({ n: count() }).from(memberImports))[0]?.n,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  adminPt = await createStaff(t, ['admin'], { lang: 'pt-BR' });
}, 180_000);
afterAll(() => t.close());

describe('a bad file', () => {
  const oneRow = [HEADER_PT, memberRow(newCnpj(), 'Boa')];
  const cases: [string, string, () => Promise<string> | string, string, string][] = [
    [
      'an empty file',
      'vazio.csv',
      () => '',
      'IMP001',
      'vazio.csv is empty: it needs a header row and at least one member row.',
    ],
    [
      'a header without rows',
      'so-cabecalho.csv',
      () => csvFile([HEADER_PT]),
      'IMP001',
      'so-cabecalho.csv is empty',
    ],
    [
      'a file over 10 MB',
      'grande.csv',
      () => toBase64(Buffer.alloc(10_000_001, 0x41)),
      'IMP002',
      'grande.csv is larger than 10 MB',
    ],
    [
      'a picture',
      'foto.png',
      () => toBase64(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
      'IMP005',
      'foto.png cannot be read as a spreadsheet',
    ],
    [
      'a PDF named .csv',
      'membros.csv',
      () => toBase64('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj'),
      'IMP005',
      'membros.csv cannot be read',
    ],
    [
      'a damaged workbook',
      'danificado.xlsx',
      () => toBase64(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)])),
      'IMP005',
      'danificado.xlsx cannot be read',
    ],
    [
      'a password-protected workbook',
      'senha.xlsx',
      () =>
        toBase64(
          Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        ),
      'IMP003',
      'senha.xlsx is an old .xls file or a password-protected workbook',
    ],
    [
      'too many rows',
      'muitas.csv',
      () => csvFile([HEADER_PT, ...Array.from({ length: 5001 }, (_, i) => [String(i), `Empresa ${i}`])]),
      'IMP004',
      'muitas.csv has more than 5000 member rows',
    ],
    [
      'merged cells',
      'mescladas.xlsx',
      () => xlsxFile(oneRow, { merge: 'B2:C2' }),
      'IMP006',
      'mescladas.xlsx: the sheet has merged cells (B2:C2)',
    ],
  ];

  for (const [what, name, content, code, words] of cases) {
    it(`is answered in words naming it: ${what} (${code}), nothing written`, async () => {
      const before = await written();
      const file = await content();
      for (const res of [
        await preview(t, admin, name, file),
        await importFile(t, admin, name, file, {
          mapping: { cnpj: 0, name: 1, email: 3, postalCode: 5, city: 6 },
        }),
      ]) {
        expect(res.body).toMatchObject({ response: false, error: code });
        expect(res.body.message).toContain(words);
      }
      expect(await written()).toEqual(before);
    });
  }

  it('is answered in the caller language', async () => {
    const res = await preview(
      t,
      adminPt,
      'muitas.csv',
      csvFile([HEADER_PT, ...Array.from({ length: 5001 }, () => ['1'])]),
    );
    expect(res.body.message).toBe(
      'muitas.csv tem mais de 5000 linhas de associadas. Divida-o em arquivos de no máximo 5000 linhas.',
    );
  });
});

describe('a workbook', () => {
  it('gives the saved values of formulas (never computed) and a number cell its lost zeros', async () => {
    const cnpj = cnpjWithLeadingZero();
    const file = await xlsxFile([
      HEADER_PT,
      [
        Number(cnpj),
        { formula: 'CONCAT("Fórmula", " Ltda")', result: 'Fórmula Ltda' },
        'Fórmula',
        'a@formula.com.br',
        '',
        13400000,
        'Piracicaba',
        'SP',
        '',
        '7',
        new Date(Date.UTC(2010, 4, 2)),
      ],
      [
        newCnpj(),
        { formula: 'WEBSERVICE("http://example.com")' },
        'Sem valor',
        'b@formula.com.br',
        '',
        '13400-000',
        'Piracicaba',
        'SP',
        '',
        '',
        '',
      ],
    ]);
    const res = await preview(t, admin, 'formulas.xlsx', file);
    const rows = (res.body.data as { rows: { cnpj: string; outcome: string; problems: string[] }[] }).rows;
    expect(rows[0]).toMatchObject({ outcome: 'new', problems: [] });
    expect(rows[1]?.problems).toEqual([
      'Legal name: the cell holds a formula saved without its value. Replace it with its value.',
      'Legal name: missing; it is required.',
    ]);
  });

  it('stores a cell a spreadsheet would run (CSV injection) as the text it is', async () => {
    const cnpj = newCnpj();
    const injected = '=HYPERLINK("http://evil.example","clique")';
    const file = csvFile(
      [HEADER_PT, memberRow(cnpj, 'Injecao', { 'Nome fantasia': injected, 'Razão social': '@SUM(1+1)' })],
      { separator: ',' },
    );
    const res = await importFile(t, admin, 'injecao.csv', file);
    expect(res.body.response).toBe(true);
    const [row] = await t.db.db
      .select({ tradeName: companies.tradeName, name: companies.name })
      .from(companies)
      .where(eq(companies.cnpj, cnpj.replace(/\D/g, '')));
    expect(row).toEqual({ tradeName: injected, name: '@SUM(1+1)' });
  });
});

describe('who may import', () => {
  it('refuses a visitor, a customer, a company owner and an editor on every call, and lets an admin in', async () => {
    const owner = await createCompanyUser(t, { categoryIds: [] });
    const people: [string, Record<string, string>, string][] = [
      ['visitor', await openSession(t.app), 'SES006'],
      ['customer', (await createStaff(t, [])).headers, 'STF001'],
      ['company owner', owner.headers, 'STF001'],
      ['editor', (await createStaff(t, ['editor'])).headers, 'STF001'],
    ];
    const file = { name: 'm.csv', content: csvFile([HEADER_PT, memberRow(newCnpj(), 'Recusa')]) };
    const calls: ['GET' | 'POST', string, Record<string, unknown> | undefined][] = [
      ['POST', '/admin/member-import/preview', { file }],
      ['POST', '/admin/member-import/import', { file, mapping: { cnpj: 0 }, visibility: 'public' }],
      ['POST', '/admin/member-import/list', undefined],
      ['POST', '/admin/member-import/undo', { req_id: 'x'.repeat(22) }],
      ['GET', '/admin/member-import/template', undefined],
    ];
    const before = await written();
    for (const [who, headers, code] of people) {
      for (const [method, url, body] of calls) {
        const res = await api(t, method, url, headers, body);
        expect(res.body, `${who} ${url}`).toMatchObject({ response: false, error: code });
      }
    }
    expect(await written()).toEqual(before);
    const res = await api(t, 'POST', '/admin/member-import/preview', admin.headers, { file });
    expect(res.body.response).toBe(true);
  });
});
