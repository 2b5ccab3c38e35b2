import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../shared/schemas/catalogue-read';
import { seedDemoData } from '../../db/demo/seed';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { cities } from '../../db/schema/places';
import { normalizeSearch } from '../../db/sql/search';
import { addCompany } from '../../test/companies-fixtures';
import { rowsOf } from '../../test/databases';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { companyPageIdsSql, termsOf } from './companies-list-repository';
import { COMPANIES_PAGE_SIZE } from './companies-service';

interface ListAnswer {
  response: boolean;
  data: CompanySummary[];
  records: number;
  total: number;
  error?: string;
  fields?: Record<string, string>;
}

let t: TestApp;
let en: SessionHeaders;
let campinasId: number;

// Demo images are generated with sharp; on a busy machine seeding takes a while.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { companies: 30 });
  en = await openSession(t.app, 'en');
  const [campinas] = await t.db.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Campinas'));
  campinasId = campinas.id;
  // Exact fixtures: an accented name, equal rates (ties) and companies without ratings.
  await addCompany(t.db, { tradeName: 'Ótica Zênite', rate: null, cityId: campinasId, keywords: 'lentes' });
  await addCompany(t.db, { tradeName: 'Zeta 50% Peças', rate: 4.5, keywords: 'promo_code' });
  await addCompany(t.db, { tradeName: 'Alfa Tie', rate: 4.5 });
  await addCompany(t.db, { tradeName: 'Beta Unrated', rate: null, emailValid: false });
  // One more, so the listed companies do not fill their last page (the demo's listed count is a
  // multiple of the page size since it holds a hidden listing and one waiting for approval).
  await addCompany(t.db, { tradeName: 'Gama Extra', rate: 3 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = (body: Record<string, unknown>, headers = en) =>
  call<ListAnswer>(t.app, { method: 'POST', url: '/app/companies/list', headers, payload: body });

/** Every page of a listing, checking the paging contract on the way. */
async function listAll(body: Record<string, unknown>): Promise<{ rows: CompanySummary[]; pages: number[] }> {
  const rows: CompanySummary[] = [];
  const pages: number[] = [];
  for (let page = 1; page < 50; page += 1) {
    const { body: answer } = await list({ ...body, page });
    expect(answer.response).toBe(true);
    expect(answer.records).toBe(COMPANIES_PAGE_SIZE);
    pages.push(answer.data.length);
    rows.push(...answer.data);
    if (answer.data.length < answer.records) {
      expect(rows).toHaveLength(answer.total);
      return { rows, pages };
    }
  }
  throw new Error('paging never ended');
}

/** Every company the public sees: the demo also holds a hidden unclaimed listing and one waiting for approval. */
async function allCompanies() {
  return t.db.db
    .select({
      reqId: companies.reqId,
      tradeName: companies.tradeName,
      rate: companies.rate,
      cityId: companies.cityId,
    })
    .from(companies)
    .where(eq(companies.listed, true));
}

describe('POST /companies/list', () => {
  it('pages through every company: short last page, no overlap, union = all', async () => {
    const everyone = await allCompanies();
    const { rows, pages } = await listAll({});
    expect(everyone.length % COMPANIES_PAGE_SIZE).not.toBe(0);
    expect(pages.at(-1)).toBe(everyone.length % COMPANIES_PAGE_SIZE);
    expect(pages.slice(0, -1).every((n) => n === COMPANIES_PAGE_SIZE)).toBe(true);
    const ids = rows.map((r) => r.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(everyone.map((c) => c.reqId)));
  });

  it('lists companies whose e-mail is not confirmed too', async () => {
    const { body } = await list({ search: 'beta unrated' });
    expect(body.data.map((c) => c.name)).toEqual(['Beta Unrated']);
  });

  it('answers the card fields with file URLs and place', async () => {
    const { body } = await list({ search: 'otica zenite' });
    expect(body.data).toHaveLength(1);
    const card = body.data[0];
    expect(card).toMatchObject({ name: 'Ótica Zênite', rate: null, cityName: 'Campinas', stateIso: 'SP' });
    // A search's card may also say why it matched (decision 0032).
    expect(
      Object.keys(card)
        .filter((key) => key !== 'match')
        .sort(),
    ).toEqual(
      [
        'aboutShort',
        'aboutShortLang',
        'cityName',
        'cover',
        'logo',
        'name',
        'rate',
        'reqId',
        'stateIso',
        'verified',
      ].sort(),
    );
    const { body: seeded } = await list({ page: 1 });
    const withLogo = seeded.data.find((c) => c.logo !== null);
    expect(withLogo?.logo).toMatch(/^\/files\/[A-Za-z0-9_-]{22,}$/);
    expect(withLogo?.cover).toMatch(/^\/files\/[A-Za-z0-9_-]{22,}$/);
  });

  it('sorts by name ascending and descending, accent-insensitively', async () => {
    const asc = (await listAll({ order_by: 'name', order: 'asc' })).rows.map((r) => r.name);
    const keys = asc.map(normalizeSearch);
    for (let i = 1; i < keys.length; i += 1) expect(keys[i - 1] <= keys[i]).toBe(true);
    // 'Ótica' sorts among the o's, not after 'Z' as a byte order would put it.
    expect(asc.indexOf('Ótica Zênite')).toBeLessThan(asc.indexOf('Zeta 50% Peças'));
    const desc = (await listAll({ order_by: 'name', order: 'desc' })).rows.map((r) => r.name);
    expect(desc).toEqual([...asc].reverse());
  });

  for (const order of ['asc', 'desc'] as const) {
    it(`sorts by rate ${order} with unrated companies last and ties by name`, async () => {
      const rows = (await listAll({ order_by: 'rate', order })).rows;
      const firstNull = rows.findIndex((r) => r.rate === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(rows.slice(firstNull).every((r) => r.rate === null)).toBe(true);
      const rated = rows.slice(0, firstNull);
      for (let i = 1; i < rated.length; i += 1) {
        const [a, b] = [rated[i - 1], rated[i]];
        expect(order === 'asc' ? (a.rate ?? 0) <= (b.rate ?? 0) : (a.rate ?? 0) >= (b.rate ?? 0)).toBe(true);
        if (a.rate === b.rate) expect(normalizeSearch(a.name) <= normalizeSearch(b.name)).toBe(true);
      }
      const unrated = rows.slice(firstNull).map((r) => normalizeSearch(r.name));
      expect(unrated).toEqual([...unrated].sort());
      const names = rows.map((r) => r.name);
      expect(names.indexOf('Alfa Tie')).toBeLessThan(names.indexOf('Zeta 50% Peças'));
    });
  }

  it('filters by city, by state and by category', async () => {
    const everyone = await allCompanies();
    const inHome = (await listAll({ city: 9896 })).rows;
    expect(inHome.length).toBe(everyone.filter((c) => c.cityId === 9896).length);
    expect(inHome.length).toBeGreaterThan(1);
    expect(inHome.every((c) => c.cityName === 'Piracicaba')).toBe(true);

    expect((await list({ state: 26 })).body.total).toBe(everyone.length);
    const other = await list({ state: 35 });
    expect(other.body).toMatchObject({ response: true, data: [], total: 0 });

    const [usinagem] = await t.db.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'usinagem'));
    const members = await t.db.db
      .select({ reqId: companies.reqId })
      .from(companyCategories)
      .innerJoin(companies, eq(companies.id, companyCategories.companyId))
      .where(eq(companyCategories.categoryId, usinagem.id));
    const inCategory = (await listAll({ category: usinagem.id })).rows;
    expect(new Set(inCategory.map((c) => c.reqId))).toEqual(new Set(members.map((m) => m.reqId)));

    const both = (await listAll({ category: usinagem.id, city: 9896, state: 26 })).rows;
    expect(both.length).toBeLessThanOrEqual(inCategory.length);
    expect(both.every((c) => c.cityName === 'Piracicaba')).toBe(true);
    expect(both.every((c) => members.some((m) => m.reqId === c.reqId))).toBe(true);
  });

  it('treats null, empty and 0 filters as "all"', async () => {
    const { body } = await list({
      state: null,
      city: '',
      category: 0,
      search: null,
      order_by: null,
      order: null,
    });
    expect(body.total).toBe((await allCompanies()).length);
  });

  it('searches accent- and case-insensitively over names, keywords, short about and categories', async () => {
    const plain = await list({ search: 'metalurgica' });
    expect(plain.body.total).toBeGreaterThan(0);
    expect(plain.body.data.some((c) => c.name.includes('Metalúrgica'))).toBe(true);
    const accented = await list({ search: '  METALÚRGICA ' });
    expect(accented.body.total).toBe(plain.body.total);

    expect((await list({ search: 'ZENITE' })).body.data.map((c) => c.name)).toEqual(['Ótica Zênite']);
    expect((await list({ search: 'lentes' })).body.data.map((c) => c.name)).toEqual(['Ótica Zênite']);
    // Category names in both languages are searchable.
    expect((await list({ search: 'machining' })).body.total).toBeGreaterThan(0);
    // Every word must match, in any order.
    expect((await list({ search: 'zenite otica' })).body.total).toBe(1);
    expect((await list({ search: 'zenite metalurgica' })).body.total).toBe(0);
  });

  it('serves the search from the trigram index, not a scan of every row', async () => {
    const query = companyPageIdsSql(
      termsOf({ search: 'METALÚRGICA usinagem' }),
      { by: 'name', dir: 'asc' },
      { limit: COMPANIES_PAGE_SIZE, offset: 0 },
      { kind: 'sort' },
    );
    let plan: { 'QUERY PLAN': string }[] = [];
    await t.db.db
      .transaction(async (tx) => {
        // A few dozen rows fit in one page, where reading them all is cheaper than any index. With
        // plain scans and whole-index walks forbidden, and the order indexes of company_list_keys
        // (whole-table indexes a bitmap could still scan) dropped in this
        // transaction, rolled back after, only an index that the search predicate itself can use
        // remains: this shows the route's very query is servable by it (a catalogue of thousands
        // picks it on its own: EXPLAIN ANALYZE with 10,000 rows used it).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        for (const index of ['name', 'city_name', 'rate_asc', 'rate_desc'])
          await tx.execute(sql.raw(`drop index company_list_keys_${index}_idx`));
        plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('company_list_keys_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on "?company_list_keys"?/);
  });

  it('searches words: punctuation separates them and is never a wildcard', async () => {
    const everyone = (await list({})).body.total;
    // '%' and '_' are no words, so they filter nothing (rather than matching anything).
    expect((await list({ search: '%' })).body.total).toBe(everyone);
    expect((await list({ search: '_' })).body.total).toBe(everyone);
    expect((await list({ search: 'promo_code' })).body.data.map((c) => c.name)).toEqual(['Zeta 50% Peças']);
    // Issue 12 item 14: a name typed with a dash or quotes that the stored text does not have.
    expect((await list({ search: 'Ótica — Zênite' })).body.data.map((c) => c.name)).toEqual(['Ótica Zênite']);
    expect((await list({ search: '"Zeta 50%", peças.' })).body.data.map((c) => c.name)).toEqual([
      'Zeta 50% Peças',
    ]);
    expect((await list({ search: "'; drop table companies; --" })).body).toMatchObject({
      response: true,
      total: 0,
    });
    expect((await allCompanies()).length).toBeGreaterThan(0);
  });

  it('refuses an unknown order_by or order with VAL001 and the field', async () => {
    const badBy = await list({ order_by: 'cnpj' });
    expect(badBy.status).toBe(200);
    expect(badBy.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(badBy.body.fields ?? {})).toEqual(['order_by']);
    const badOrder = await list({ order: 'asc; drop table companies' });
    expect(badOrder.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(badOrder.body.fields ?? {})).toEqual(['order']);
    const badPage = await list({ page: 0 });
    expect(badPage.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { page: expect.any(String) },
    });
  });

  it('needs an app session', async () => {
    const res = await call(t.app, { method: 'POST', url: '/app/companies/list', payload: {} });
    expect(res.body).toMatchObject({ response: false, error: 'SES001' });
  });
});
