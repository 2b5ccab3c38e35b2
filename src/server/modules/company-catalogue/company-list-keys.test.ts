import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { companies, companyListKeys } from '../../db/schema/companies';
import { addCategories, register, update, validPayload } from '../../test/company-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { createStaff } from '../../test/staff';
import { createUser, type TestUser } from '../../test/users';

// company_list_keys (migration 0023) is what /companies/list reads; a trigger on companies keeps
// it. company_category_keys (migration 0024) is what a category's list reads, kept by triggers on
// company_categories and company_list_keys. Every way a company changes must show in the list at
// once, through the real routes.

let t: TestApp;
let cats: number[];
let admin: TestUser;
let visitor: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t, 2);
  admin = await createStaff(t, ['admin']);
  visitor = await openSession(t.app, 'pt-BR');
  // The list read from the database on every call, as the cold path does.
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function listed(body: Record<string, unknown>): Promise<string[]> {
  const res = await call<{ response: boolean; data: { name: string }[] }>(t.app, {
    method: 'POST',
    url: '/app/companies/list',
    headers: visitor,
    payload: { page: 1, ...body },
  });
  expect(res.body.response).toBe(true);
  return res.body.data.map((c) => c.name);
}

async function keysOf(id: number) {
  return t.db.db.select().from(companyListKeys).where(eq(companyListKeys.companyId, id));
}

const JOINED = sql`select cc.category_id, k.company_id, k.trade_name, k.name_key, k.rate, k.city_id, k.search_text
  from company_categories cc join company_list_keys k on k.company_id = cc.company_id`;

/** Rows where company_category_keys differs from the memberships of listed companies, each way. */
async function categoryKeysDrift(): Promise<number> {
  const own = sql`select category_id, company_id, trade_name, name_key, rate, city_id, search_text
    from company_category_keys`;
  const result = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      (${JOINED} except all ${own}) union all (${own} except all ${JOINED})
    ) drift`);
  return result.rows[0]?.n ?? -1;
}

const asAdmin = async (url: string, payload: Record<string, unknown>) =>
  (await call<{ response: boolean }>(t.app, { method: 'POST', url, headers: admin.headers, payload })).body;

describe('company_list_keys follows every change of a company', () => {
  it('registration, edit (rename, categories), category rename, rating, suspension, reinstatement, removal', async () => {
    const owner = await createUser(t);
    const payload = await validPayload([cats[0]], { trade_name: 'Ferraria Zéfiro', keywords: 'forja' });
    const registered = await register(t, owner.headers, payload);
    expect(registered.body.response).toBe(true);
    const id = registered.body.company?.id ?? 0;
    const reqId = registered.body.company?.reqId ?? '';

    expect(await keysOf(id)).toEqual([
      expect.objectContaining({ tradeName: 'Ferraria Zéfiro', nameKey: 'ferraria zefiro', rate: null }),
    ]);
    // Accents and case as before: the search text is accent-free and lower-case.
    expect(await listed({ search: 'ZÉFIRO' })).toEqual(['Ferraria Zéfiro']);
    expect(await listed({ search: 'zefiro forja' })).toEqual(['Ferraria Zéfiro']);
    expect(await listed({ category: cats[0] })).toEqual(['Ferraria Zéfiro']);
    expect(await categoryKeysDrift()).toBe(0);

    // The owner renames it and moves it to the other category.
    const { logo: _logo, terms: _terms, ...fields } = payload;
    const edited = await update(t, owner.headers, {
      ...fields,
      trade_name: 'Caldeiraria Ômega',
      categories: [cats[1]],
      logo: null,
      cover: null,
      portfolio: null,
    });
    expect(edited.body.response).toBe(true);
    expect((await keysOf(id))[0]).toMatchObject({
      tradeName: 'Caldeiraria Ômega',
      nameKey: 'caldeiraria omega',
    });
    expect(await listed({ search: 'zefiro' })).toEqual([]);
    expect(await listed({ search: 'omega' })).toEqual(['Caldeiraria Ômega']);
    expect(await listed({ category: cats[0] })).toEqual([]);
    expect(await listed({ category: cats[1] })).toEqual(['Caldeiraria Ômega']);
    expect(await categoryKeysDrift()).toBe(0);

    // A category renamed in the back office: its companies' search text follows, and the list too.
    const renamed = await asAdmin('/app/admin/categories/rename', {
      id: cats[1],
      name_pt: 'Tornearia Xisto',
      name_en: 'Turning Schist',
    });
    expect(renamed.response).toBe(true);
    expect((await keysOf(id))[0].searchText).toContain('xisto');
    expect(await listed({ search: 'xisto' })).toEqual(['Caldeiraria Ômega']);
    expect(await listed({ search: 'xisto', category: cats[1] })).toEqual(['Caldeiraria Ômega']);
    expect(await categoryKeysDrift()).toBe(0);

    // The rating figures (db/company-stats.ts) write the rate with a plain UPDATE of companies.
    await t.db.db.update(companies).set({ rate: 4 }).where(eq(companies.id, id));
    expect((await keysOf(id))[0].rate).toBe(4);
    expect(await categoryKeysDrift()).toBe(0);

    // Suspended: out of the list; reinstated: back, with what it had.
    expect(
      (await asAdmin('/app/admin/companies/suspend', { req_id: reqId, reason: 'Documentos' })).response,
    ).toBe(true);
    expect(await keysOf(id)).toEqual([]);
    expect(await listed({ search: 'omega' })).toEqual([]);
    expect(await listed({ category: cats[1] })).toEqual([]);
    expect(await categoryKeysDrift()).toBe(0);
    expect((await asAdmin('/app/admin/companies/reinstate', { req_id: reqId })).response).toBe(true);
    expect((await keysOf(id))[0]).toMatchObject({ tradeName: 'Caldeiraria Ômega', rate: 4 });
    expect(await listed({ search: 'omega', order_by: 'rate', order: 'desc' })).toEqual(['Caldeiraria Ômega']);
    expect(await listed({ category: cats[1], order_by: 'rate', order: 'desc' })).toEqual([
      'Caldeiraria Ômega',
    ]);
    expect(await categoryKeysDrift()).toBe(0);

    // An update that changes none of its columns leaves the row as it was (the trigger's WHEN).
    await t.db.db.update(companies).set({ phone1: '(19) 3422-0000' }).where(eq(companies.id, id));
    expect((await keysOf(id))[0]).toMatchObject({ tradeName: 'Caldeiraria Ômega', rate: 4 });

    await t.db.db.delete(companies).where(eq(companies.id, id));
    expect(await keysOf(id)).toEqual([]);
    expect(await categoryKeysDrift()).toBe(0);
    expect(await listed({ category: cats[1] })).toEqual([]);
  });

  it('holds exactly the public catalogue', async () => {
    const missing = await t.db.db.execute(sql`select count(*)::int as n from companies c
      where (c.suspended_at is null) <> exists (select 1 from company_list_keys k where k.company_id = c.id)`);
    expect(missing.rows[0]).toEqual({ n: 0 });
    // Each row's state is its city's (migration 0027).
    const misplaced = await t.db.db.execute(sql`select count(*)::int as n from company_list_keys k
      join cities c on c.id = k.city_id where c.state_id <> k.state_id`);
    expect(misplaced.rows[0]).toEqual({ n: 0 });
    expect(await categoryKeysDrift()).toBe(0);
  });
});
