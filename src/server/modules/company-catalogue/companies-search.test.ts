import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesListBody } from '../../../shared/schemas/catalogue';
import type { CompanySummary } from '../../../shared/schemas/catalogue-read';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { companySearchText } from '../../db/sql/search';
import { addCompany } from '../../test/companies-fixtures';
import { countStatements } from '../../test/count-statements';
import { rowsOf } from '../../test/databases';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { relevancePageIdsSql } from './companies-relevance-repository';
import { COMPANIES_PAGE_SIZE, listCompanies } from './companies-service';

// Relevance-ranked search (issue 32 item 3): stems and accents in both languages, one typing
// mistake ranked below exact matches, name and category matches above long-about ones; a sent
// order_by orders as before.

interface ListAnswer {
  response: boolean;
  data: CompanySummary[];
  total: number;
}

let t: TestApp;
let pt: SessionHeaders;
let en: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  pt = await openSession(t.app, 'pt-BR');
  en = await openSession(t.app, 'en');
  const [machining] = await t.db.db
    .insert(categories)
    .values({ slug: 'rk-machining', namePt: 'Usinagem Rk', nameEn: 'Machining Rk' })
    .returning({ id: categories.id });
  await addCompany(t.db, {
    tradeName: 'Aaa Deep About',
    about: 'Também fazemos usinagem de peças sob encomenda.',
  });
  await addCompany(t.db, { tradeName: 'Zzz Usinagem Precisa' });
  await addCompany(t.db, { tradeName: 'Mmm Categorizada', categoryIds: [machining.id] });
  await addCompany(t.db, { tradeName: 'Flanges Inox Bravo', keywords: 'flanges, conexões' });
  await addCompany(t.db, { tradeName: 'Térmica Sul', aboutShort: 'Tratamento térmico de aço' });
  await addCompany(t.db, { tradeName: 'Heat Works', aboutShort: 'Heat treatment of steel parts' });
  // Both in a category whose name holds the searched words side by side; one says so everywhere.
  const [brazing] = await t.db.db
    .insert(categories)
    .values({ slug: 'rk-brazing', namePt: 'Brasagem Vácuo', nameEn: 'Vacuum Brazing' })
    .returning({ id: categories.id });
  await addCompany(t.db, { tradeName: 'Aab Tag Only', categoryIds: [brazing.id] });
  await addCompany(t.db, {
    tradeName: 'Zzb Brasagem a Vácuo',
    categoryIds: [brazing.id],
    aboutShort: 'Brasagem a vácuo de trocadores de calor',
    keywords: 'brasagem a vácuo, brasagem',
  });
  // A word one letter from another known word: found exactly, and the other by a typo below it.
  await addCompany(t.db, { tradeName: 'Usinajem Rara' });
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = (body: Record<string, unknown>, headers = en) =>
  call<ListAnswer>(t.app, { method: 'POST', url: '/app/companies/list', headers, payload: body });
const names = async (body: Record<string, unknown>, headers = en) =>
  (await list(body, headers)).body.data.map((c) => c.name);

describe('relevance-ranked search', () => {
  it('ranks name and category matches above a long-about-only match, in both languages', async () => {
    for (const headers of [pt, en]) {
      const found = await names({ search: 'usinagem' }, headers);
      expect(found).toContain('Aaa Deep About');
      expect(found.indexOf('Zzz Usinagem Precisa')).toBeLessThan(found.indexOf('Aaa Deep About'));
      expect(found.indexOf('Mmm Categorizada')).toBeLessThan(found.indexOf('Aaa Deep About'));
    }
    // The category's English name is in the document too.
    expect(await names({ search: 'machining rk' })).toEqual(['Mmm Categorizada']);
  });

  it('ranks a company matching in many parts above one matching in a single A part', async () => {
    // ts_rank's default A weight (1.0) rated one adjacent pair in a category name as high as it
    // rates anything, so the two tied and the name decided (decision 0043).
    expect(await names({ search: 'brasagem vácuo' }, pt)).toEqual(['Zzb Brasagem a Vácuo', 'Aab Tag Only']);
    expect(await names({ search: 'brasagens a vacuo' }, en)).toEqual([
      'Zzb Brasagem a Vácuo',
      'Aab Tag Only',
    ]);
  });

  it('finds plurals and word forms in Portuguese and English, accents ignored', async () => {
    expect(await names({ search: 'usinagens' }, pt)).toContain('Zzz Usinagem Precisa');
    expect(await names({ search: 'flange' }, en)).toEqual(['Flanges Inox Bravo']);
    expect(await names({ search: 'FLANGÉS' }, pt)).toEqual(['Flanges Inox Bravo']);
    expect(await names({ search: 'tratamentos termicos' }, pt)).toEqual(['Térmica Sul']);
    expect(await names({ search: 'treatments steels' }, en)).toEqual(['Heat Works']);
    // A stop word of either language does not have to occur ("de", "of").
    expect(await names({ search: 'tratamento térmico do aço' }, pt)).toEqual(['Térmica Sul']);
    // A prefix still finds a longer word, as the substring search did.
    expect(await names({ search: 'flang' }, en)).toEqual(['Flanges Inox Bravo']);
  });

  it('finds a word with one typing mistake, below the exact matches', async () => {
    // "tratamento termco": one missing letter.
    expect(await names({ search: 'tratamento termco' }, pt)).toEqual(['Térmica Sul']);
    // "usinajem" is a word of its own: its company first, then the "usinagem" companies by the typo.
    const found = await names({ search: 'usinajem' }, pt);
    expect(found[0]).toBe('Usinajem Rara');
    expect(found).toContain('Zzz Usinagem Precisa');
    // "usinagen" is nobody's word: the "usinagem" companies by the typo.
    expect(await names({ search: 'usinagen' }, en)).toContain('Zzz Usinagem Precisa');
    // Two mistakes find nothing; nor does one in a word under 5 letters.
    expect(await names({ search: 'usinaxex' }, en)).toEqual([]);
    expect(await names({ search: 'ynox' }, en)).toEqual([]);
  });

  it('orders exactly as before when order_by is sent', async () => {
    expect(await names({ search: 'usinagem', order_by: 'name', order: 'asc' })).toEqual([
      'Mmm Categorizada',
      'Zzz Usinagem Precisa',
    ]);
    expect(await names({ search: 'usinagem', order_by: 'name', order: 'desc' })).toEqual([
      'Zzz Usinagem Precisa',
      'Mmm Categorizada',
    ]);
    // No search: the name order whether order_by is sent or not.
    expect(await names({})).toEqual(await names({ order_by: 'name' }));
  });

  it('makes a change searchable at once, categories included', async () => {
    const [company] = await t.db.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tradeName, 'Heat Works'));
    expect(await names({ search: 'galvanizing' })).toEqual([]);
    await t.db.db
      .update(companies)
      .set({
        about: 'We also do galvanizing.',
        searchText: companySearchText({
          tradeName: 'Heat Works',
          name: 'Heat Works Ltda',
          categoryNames: [],
        }),
      })
      .where(eq(companies.id, company.id));
    await t.db.db.execute(sql`select 1`);
    expect(await names({ search: 'galvanized' })).toEqual(['Heat Works']);
  });

  it('finds the matches through the GIN index of the documents', async () => {
    await t.db.db.execute(sql`set enable_seqscan = off`);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.db.db.execute(
        sql`explain ${relevancePageIdsSql(['usinagem'], { search: 'usinagem' }, { limit: 12, offset: 0 })}`,
      ),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    await t.db.db.execute(sql`reset enable_seqscan`);
    expect(plan).toContain('company_search_document_idx');
  });

  it('reads a filter as a set of ids each match probes, never a join that could hash the documents', async () => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.db.db.execute(
        sql`explain ${relevancePageIdsSql(['usinagem'], { search: 'usinagem', city: 9896 }, { limit: 12, offset: 0 })}`,
      ),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('hashed SubPlan');
    expect(plan).not.toMatch(/Semi Join/);
  });
});

describe('relevance-ordered pages', () => {
  it('answers a page, its cards and the count in one statement, as the other orders count', async () => {
    // …and a second statement says why each company matched (decision 0032).
    const parse = (b: Record<string, unknown>) => companiesListBody.parse(b);
    expect(
      await countStatements(t.db, () => listCompanies(t.db.db, parse({ search: 'usinagem', page: 1 }))),
    ).toBe(2);
    const first = await listCompanies(t.db.db, parse({ search: 'usinagem' }));
    expect(first).toMatchObject({ totalCapped: false });
    expect(first.total).toBe(first.data.length);
    const beyond = await listCompanies(t.db.db, parse({ search: 'usinagem', page: 3 }));
    // As the other orders: past the last page the total follows the pages shown.
    expect(beyond).toMatchObject({ data: [], total: 2 * COMPANIES_PAGE_SIZE, totalCapped: false });
  });

  it('orders equally ranked matches by name across pages, a filter too, whatever order they were written in', async () => {
    // More companies with the same document than a page holds, written last name first: the page
    // keeps a rank's ties whole before the names order them (decision 0052).
    const count = COMPANIES_PAGE_SIZE + 3;
    const tied = Array.from({ length: count }, (_, i) => `Empate ${String(i + 1).padStart(2, '0')}`);
    for (const name of [...tied].reverse())
      await addCompany(t.db, { tradeName: name, about: 'Anodização dura' });
    const parse = (b: Record<string, unknown>) => companiesListBody.parse(b);
    const page = async (n: number, extra: Record<string, unknown> = {}) =>
      (await listCompanies(t.db.db, parse({ search: 'anodização', page: n, ...extra }))).data.map(
        (c) => c.name,
      );
    expect([...(await page(1)), ...(await page(2))]).toEqual(tied);
    const { cityId } = (await t.db.db.select({ cityId: companies.cityId }).from(companies).limit(1))[0];
    expect([...(await page(1, { city: cityId })), ...(await page(2, { city: cityId }))]).toEqual(tied);
  });
});
