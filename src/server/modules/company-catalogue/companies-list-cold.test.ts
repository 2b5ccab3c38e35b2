import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesListBody } from '../../../shared/schemas/catalogue';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { seedDemoData } from '../../db/demo/seed';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { addCompany } from '../../test/companies-fixtures';
import { countStatements } from '../../test/count-statements';
import { call, createTestApp, openSession, type TestApp } from '../../test/harness';
import {
  type CompanyFilter,
  type CompanyOrder,
  countedPage,
  findCompanyPageIds,
} from './companies-list-repository';
import { COMPANIES_PAGE_SIZE, listCompanies } from './companies-service';

// The uncached page (issue 13 item 6): a capped count, ids walked along the order index or sorted,
// then the cards. Every way must give the same pages as sorting every match.

let t: TestApp;
let usinagem: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { companies: 30 });
  // Matches that all sort last in name order, where a short walk finds none.
  for (let i = 0; i < 14; i += 1)
    await addCompany(t.db, { tradeName: `Zz Torneiro ${i}`, rate: (i % 5) + 1 });
  const [row] = await t.db.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'usinagem'));
  usinagem = row.id;
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const ORDERS: CompanyOrder[] = [
  { by: 'name', dir: 'asc' },
  { by: 'name', dir: 'desc' },
  { by: 'rate', dir: 'asc' },
  { by: 'rate', dir: 'desc' },
];

/** Every page by sorting every match: the reference. */
async function sortedPages(filter: CompanyFilter, order: CompanyOrder): Promise<number[][]> {
  const pages: number[][] = [];
  for (let offset = 0; ; offset += COMPANIES_PAGE_SIZE) {
    const page = { limit: COMPANIES_PAGE_SIZE, offset };
    const ids = await findCompanyPageIds(t.db.db, filter, order, page, { kind: 'sort' });
    // The same sort with the capped count in one statement pages identically, and counts every match.
    const counted = await countedPage(t.db.db, filter, order, page, 10_000);
    expect(counted.ids).toEqual(ids);
    pages.push(ids);
    if (ids.length < COMPANIES_PAGE_SIZE) {
      expect(counted.counted).toBe(pages.flat().length);
      return pages;
    }
  }
}

// In name order unless a test says otherwise: a search without order_by is ordered by relevance (companies-search.test.ts).
const body = (b: Record<string, unknown>) => companiesListBody.parse({ order_by: 'name', ...b });

/** The filtered lists both tests read (the walk and the whole answer). */
const filteredLists = (): CompanyFilter[] => [
  { search: 'a' },
  { search: 'torneiro' },
  { search: '', category: usinagem },
  { search: 'a', city: 9896 },
  { search: 'a', state: 26, category: usinagem },
];

describe('uncached /companies/list', () => {
  it('walks the order index to the same pages as a sort, or comes back short when its walk ends first', async () => {
    for (const filter of filteredLists()) {
      for (const order of ORDERS) {
        const pages = await sortedPages(filter, order);
        for (const [index, expected] of pages.entries()) {
          const page = { limit: COMPANIES_PAGE_SIZE, offset: index * COMPANIES_PAGE_SIZE };
          const walked = await findCompanyPageIds(t.db.db, filter, order, page, {
            kind: 'walk',
            walkRows: 10_000,
          });
          expect(walked).toEqual(expected);
          // A walk too short for the page answers a prefix of it at most, never other companies.
          const short = await findCompanyPageIds(t.db.db, filter, order, page, {
            kind: 'walk',
            walkRows: 5,
          });
          expect(expected.slice(0, short.length)).toEqual(short);
        }
      }
    }
  });

  it('answers the reference pages (ids, count and cards together)', async () => {
    const reqIds = new Map(
      (await t.db.db.select({ id: companies.id, reqId: companies.reqId }).from(companies)).map((r) => [
        r.id,
        r.reqId,
      ]),
    );
    for (const filter of [{ search: '' }, ...filteredLists()]) {
      for (const order of ORDERS) {
        const pages = await sortedPages(filter, order);
        const total = pages.flat().length;
        for (const [index, expected] of [...pages, []].entries()) {
          const b = body({ ...filter, order_by: order.by, order: order.dir, page: index + 1 });
          const answer = await listCompanies(t.db.db, b, 10_000);
          expect(answer.data.map((c) => c.reqId)).toEqual(expected.map((id) => reqIds.get(id)));
          // Past the last page the total follows the offset (the capped-count rules' test).
          if (index < pages.length) expect(answer.total).toBe(total);
        }
      }
    }
  });

  it('sorts after a short walk in the same statement', async () => {
    // 'torneiro': 14 matches, so page 2's walk comes back with 2 and the page is sorted; page 5 is
    // past the last match, where the sort finds no row and the capped count answers.
    const walk = { kind: 'walk', walkRows: 10_000 } as const;
    const second = { limit: COMPANIES_PAGE_SIZE, offset: COMPANIES_PAGE_SIZE };
    expect(await findCompanyPageIds(t.db.db, { search: 'torneiro' }, ORDERS[0], second, walk)).toHaveLength(
      2,
    );
    for (const page of [1, 2, 5])
      expect(
        await countStatements(t.db, () => listCompanies(t.db.db, body({ search: 'torneiro', page }))),
        // A page with results one more: why each company matched (decision 0032).
      ).toBe(page === 5 ? 1 : 2);
  });

  it('pages every order the same whether the count is capped (walk) or exact (sort)', async () => {
    for (const search of ['a', 'torneiro', '']) {
      for (const order of ORDERS) {
        const b = { search, order_by: order.by, order: order.dir };
        for (let page = 1; ; page += 1) {
          const exact = await listCompanies(t.db.db, body({ ...b, page }));
          const capped = await listCompanies(t.db.db, body({ ...b, page }), 3);
          expect(capped.data).toEqual(exact.data);
          if (exact.data.length < COMPANIES_PAGE_SIZE) break;
        }
      }
    }
  });

  it('counts up to the limit: a lower bound with totalCapped, exact on the last page', async () => {
    // What the public sees: the demo also holds a hidden listing and a company waiting for approval.
    const all = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.listed, true));
    const first = await listCompanies(t.db.db, body({ page: 1 }), 20);
    expect(first).toMatchObject({ total: 20, totalCapped: true, records: COMPANIES_PAGE_SIZE });
    expect(first.data).toHaveLength(COMPANIES_PAGE_SIZE);
    // Past the limit, the total follows the pages shown.
    const third = await listCompanies(t.db.db, body({ page: 3 }), 20);
    expect(third.total).toBeGreaterThanOrEqual(2 * COMPANIES_PAGE_SIZE + third.data.length);
    const lastPage = Math.ceil(all.length / COMPANIES_PAGE_SIZE);
    const last = await listCompanies(t.db.db, body({ page: lastPage }), 20);
    expect(last).toMatchObject({ total: all.length, totalCapped: false });
    // Under the limit the total is exact from the first page.
    const exact = await listCompanies(t.db.db, body({ search: 'torneiro' }), 20);
    expect(exact).toMatchObject({ total: 14, totalCapped: false });
    const beyond = await listCompanies(t.db.db, body({ search: 'torneiro', page: 5 }), 20);
    expect(beyond).toMatchObject({ data: [], total: 48, totalCapped: false });
    // Past the last match of a broad filter the sort has no row to count on: still capped.
    const broadBeyond = await listCompanies(t.db.db, body({ search: 'torneiro', page: 5 }), 3);
    expect(broadBeyond).toMatchObject({ data: [], total: 48, totalCapped: true });
  });

  it('answers totalCapped on the wire, false for the demo catalogue', async () => {
    const headers = await openSession(t.app, 'en');
    const res = await call<{ response: boolean; total: number; totalCapped: boolean }>(t.app, {
      method: 'POST',
      url: '/app/companies/list',
      headers,
      payload: { page: 1 },
    });
    expect(res.body).toMatchObject({ response: true, totalCapped: false });
    expect(res.body.total).toBeGreaterThan(40);
  });
});
