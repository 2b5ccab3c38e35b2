import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { cities } from '../../db/schema/places';
import { call, createTestApp, openSession, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * The back office's company filters, and the public filter options that must not offer a place or
 * category whose only companies are suspended (issue 15, items 3 and 7). The audit log's filters
 * are in admin/audit-filters.test.ts.
 */
let t: TestApp;
let admin: TestUser;
let lonely: TestCompanyUser;
let common: TestCompanyUser;
let lonelyCategory: number;
let sharedCategory: number;
let limeira: number;

const asAdmin = (url: string, payload: Record<string, unknown>, who = admin) =>
  api(t, 'POST', url, who.headers, payload);
const reqIds = (body: Record<string, unknown>) => (body.data as { reqId: string }[]).map((r) => r.reqId);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Alice Admin' });
  lonelyCategory = await createCategory(t, 'Anodising');
  sharedCategory = await createCategory(t, 'Welding');
  [{ id: limeira }] = await t.db.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Limeira'));
  lonely = await createCompanyUser(t, {
    categoryIds: [lonelyCategory, sharedCategory],
    tradeName: 'Solitária',
  });
  common = await createCompanyUser(t, {
    categoryIds: [sharedCategory],
    tradeName: 'Comum',
    emailValid: false,
  });
  const db = t.db.db;
  await db.update(companies).set({ cityId: limeira }).where(eq(companies.id, lonely.company.id));
  await db
    .update(companies)
    // 22:00 on 10 March in São Paulo, already 11 March in UTC: the filter's days are São Paulo's.
    .set({ createdAt: new Date('2026-03-11T01:00:00Z') })
    .where(eq(companies.id, lonely.company.id));
  await db
    .update(companies)
    .set({ createdAt: new Date('2026-05-20T12:00:00Z') })
    .where(eq(companies.id, common.company.id));
});
afterAll(() => t.close());

describe('POST /admin/companies/list filters', () => {
  it('by category, city, e-mail confirmed and registration days', async () => {
    const byCategory = await asAdmin('/admin/companies/list', { category: lonelyCategory });
    expect(reqIds(byCategory.body)).toEqual([lonely.company.reqId]);
    const shared = await asAdmin('/admin/companies/list', { category: sharedCategory });
    expect(reqIds(shared.body)).toEqual([common.company.reqId, lonely.company.reqId]);
    expect(reqIds((await asAdmin('/admin/companies/list', { city: limeira })).body)).toEqual([
      lonely.company.reqId,
    ]);
    const unconfirmed = await asAdmin('/admin/companies/list', {
      email_valid: 'n',
      category: sharedCategory,
    });
    expect(reqIds(unconfirmed.body)).toEqual([common.company.reqId]);
    const march = await asAdmin('/admin/companies/list', { from: '2026-03-10', to: '2026-03-11' });
    expect(reqIds(march.body)).toEqual([lonely.company.reqId]);
    const none = await asAdmin('/admin/companies/list', { from: '2026-03-11', to: '2026-05-20' });
    expect(none.body.total).toBe(0);
  });
});

describe('GET /companies/list_info after a suspension', () => {
  const options = async () => {
    const { body } = await call<{
      categories: { id: number }[];
      cities: { id: number }[];
    }>(t.app, { method: 'GET', url: '/app/companies/list_info', headers: await openSession(t.app) });
    return { categories: body.categories.map((c) => c.id), cities: body.cities.map((c) => c.id) };
  };

  it('drops the city and category whose only company is suspended, and brings them back on reinstating', async () => {
    const before = await options();
    expect(before.categories).toEqual(expect.arrayContaining([lonelyCategory, sharedCategory]));
    expect(before.cities).toContain(limeira);

    const suspended = await asAdmin('/admin/companies/suspend', {
      req_id: lonely.company.reqId,
      reason: 'Fraude',
    });
    expect(suspended.body).toEqual({ response: true });
    const during = await options();
    expect(during.categories).not.toContain(lonelyCategory);
    expect(during.categories).toContain(sharedCategory);
    expect(during.cities).not.toContain(limeira);
    const publicCategories = await api(t, 'GET', '/categories/list', {});
    expect((publicCategories.body.data as { id: number }[]).map((c) => c.id)).not.toContain(lonelyCategory);

    await asAdmin('/admin/companies/reinstate', { req_id: lonely.company.reqId });
    const after = await options();
    expect(after.categories).toContain(lonelyCategory);
    expect(after.cities).toContain(limeira);
  });
});
