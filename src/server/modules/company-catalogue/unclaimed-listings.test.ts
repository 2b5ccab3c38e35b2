import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { categories } from '../../db/schema/categories';
import { addCompany } from '../../test/companies-fixtures';
import type { TestApp } from '../../test/harness';
import { api, postQuote } from '../../test/quote-fixtures';
import { createPageApp } from '../../test/seo-pages';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { createUser } from '../../test/users';

// Unclaimed listings (issue 33, decision record "unclaimed listings"): a public one reads "not
// yet claimed" in the list and on its page and takes no quote request; a hidden one is nowhere public.
let t: TestApp & { cleanUp(): Promise<void> };
let admin: TestUser;
let visitor: TestUser;
let category: number;
let open: { id: number; reqId: string };
let hidden: { id: number; reqId: string };
let owned: { id: number; reqId: string };

beforeAll(async () => {
  t = await createPageApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  visitor = await createUser(t, {});
  const [row] = await t.db.db
    .insert(categories)
    .values({ slug: 'ul-forging', namePt: 'Forjaria Ul', nameEn: 'Forging Ul' })
    .returning({ id: categories.id });
  category = row.id;
  open = await addCompany(t.db, { tradeName: 'Forja Aberta', categoryIds: [category], unclaimed: 'public' });
  hidden = await addCompany(t.db, {
    tradeName: 'Forja Oculta',
    categoryIds: [category],
    unclaimed: 'hidden',
  });
  owned = await addCompany(t.db, { tradeName: 'Forja Dona', categoryIds: [category] });
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.cleanUp();
});

type Card = { reqId: string; unclaimed?: boolean };
const list = async (body: Record<string, unknown>) =>
  (
    (await api(t, 'POST', '/companies/list', visitor.headers, { page: 1, ...body })).body as unknown as {
      data: Card[];
    }
  ).data;

describe('an unclaimed listing in public', () => {
  it('is listed "not yet claimed" in the catalogue, its category and a search; a hidden one is not', async () => {
    for (const body of [{}, { category }, { search: 'forja' }]) {
      const cards = await list(body);
      expect(cards.find((c) => c.reqId === open.reqId)?.unclaimed).toBe(true);
      expect(cards.find((c) => c.reqId === owned.reqId)?.unclaimed).toBeUndefined();
      expect(cards.some((c) => c.reqId === hidden.reqId)).toBe(false);
    }
  });

  it('has a page marked unclaimed that offers no quote request; a hidden one has none', async () => {
    const page = await api(t, 'POST', '/companies/info', visitor.headers, { req_id: open.reqId });
    expect(page.body).toMatchObject({ response: true, data: { unclaimed: true, quotes: 'n' } });
    const ownedPage = await api(t, 'POST', '/companies/info', visitor.headers, { req_id: owned.reqId });
    expect((ownedPage.body.data as Record<string, unknown>).unclaimed).toBeUndefined();
    expect(
      (await api(t, 'POST', '/companies/info', visitor.headers, { req_id: hidden.reqId })).body.error,
    ).toBe('NFD001');
    expect(
      (await api(t, 'POST', '/quotes/company_get', visitor.headers, { req_id: hidden.reqId })).body.error,
    ).toBe('NFD001');
  });

  it('receives no quote request, public or hidden', async () => {
    for (const company of [open, hidden]) {
      const refused = await postQuote(t, visitor, { category, companies: [company.id] });
      expect(refused.body).toMatchObject({ response: false, error: 'QTE005' });
    }
  });

  it('is in the sitemap when public, not when hidden', async () => {
    const res = await t.app.inject({ url: '/sitemap-companies-1.xml' });
    expect(res.body).toContain(`/company/${open.reqId}/`);
    expect(res.body).not.toContain(`/company/${hidden.reqId}/`);
  });
});

describe('an unclaimed listing in the back office', () => {
  it('is in the admin list as unclaimed, with no owner in its record', async () => {
    const rows = (await api(t, 'POST', '/admin/companies/list', admin.headers, { search: 'forja' })).body
      .data as { reqId: string; listing: string }[];
    expect(rows.find((r) => r.reqId === hidden.reqId)?.listing).toBe('unclaimed');
    expect(rows.find((r) => r.reqId === owned.reqId)?.listing).toBe('claimed');
    const record = await api(t, 'POST', '/admin/companies/info', admin.headers, { req_id: hidden.reqId });
    expect(record.body).toMatchObject({ response: true, data: { owner: null, listing: 'unclaimed' } });
  });

  it('can be suspended and reinstated with nobody to tell', async () => {
    for (const url of ['/admin/companies/suspend', '/admin/companies/reinstate']) {
      const res = await api(t, 'POST', url, admin.headers, {
        req_id: open.reqId,
        reason: 'Dados a conferir',
      });
      expect(res.body).toEqual({ response: true });
    }
    expect((await list({})).some((c) => c.reqId === open.reqId)).toBe(true);
  });
});
