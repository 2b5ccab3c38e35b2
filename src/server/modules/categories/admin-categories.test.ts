import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../shared/schemas/admin-publish';
import { companyCategories } from '../../db/schema/companies';
import { editorCalls } from '../../test/editor-calls';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { api, createCategory, openQuote, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/* The categories' back office (split from admin-publish.test.ts, issue 31 item 4). */
let t: TestApp;
let editor: TestUser;
let visitorEn: SessionHeaders;
let visitorPt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Eva Editor' });
  visitorEn = await openSession(t.app, 'en');
  visitorPt = await openSession(t.app, 'pt-BR');
});
afterAll(() => t.close());

const { asEditor, auditOf } = editorCalls(
  () => t,
  () => editor,
);

describe('categories', () => {
  let s: QuoteScenario;
  beforeAll(async () => {
    s = await quoteScenario(t);
  });
  const categories = async () => (await asEditor('/admin/categories/list')).data as AdminCategory[];
  const listInfo = async (headers = visitorEn) =>
    (
      (await api(t, 'GET', '/companies/list_info', headers)).body as unknown as {
        categories: { id: number; name: string }[];
      }
    ).categories;

  it('adds a category with both names, refusing a missing language or a name already taken', async () => {
    const missing = await asEditor('/admin/categories/add', { name_pt: 'Fundição' });
    expect(missing).toMatchObject({ error: 'VAL001', fields: { name_en: 'Required field!' } });
    const added = await asEditor('/admin/categories/add', { name_pt: 'Fundição', name_en: 'Casting' });
    expect(added.data).toMatchObject({
      slug: 'fundicao',
      namePt: 'Fundição',
      nameEn: 'Casting',
      companies: 0,
      quotes: 0,
    });
    const taken = await asEditor('/admin/categories/add', { name_pt: 'FUNDICAO', name_en: 'Foundry' });
    expect(taken).toMatchObject({
      error: 'VAL001',
      fields: { name_pt: 'Another category already has this name.' },
    });
    expect((await api(t, 'GET', '/categories/list_full', visitorEn)).body.data).toContainEqual({
      id: (added.data as AdminCategory).id,
      name: 'Casting',
    });
  });

  it('renames in both languages: the public lists and the company search follow at once', async () => {
    expect((await listInfo()).find((c) => c.id === s.category)?.name).toBe('Machining');
    const renamed = await asEditor('/admin/categories/rename', {
      id: s.category,
      name_pt: 'Usinagem CNC',
      name_en: 'CNC machining',
    });
    expect(renamed.response, JSON.stringify(renamed)).toBe(true);
    expect((await listInfo()).find((c) => c.id === s.category)?.name).toBe('CNC machining');
    expect((await listInfo(visitorPt)).find((c) => c.id === s.category)?.name).toBe('Usinagem CNC');
    const found = await api(t, 'POST', '/companies/list', visitorEn, { search: 'usinagem', page: 1 });
    expect((found.body as unknown as { total: number }).total).toBe(3);
    // Only the company's own categories are in its search text.
    const other = await api(t, 'POST', '/companies/list', visitorEn, { search: 'casting', page: 1 });
    expect((other.body as unknown as { total: number }).total).toBe(0);
    expect(
      (await asEditor('/admin/categories/rename', { id: 999999, name_pt: 'X', name_en: 'Y' })).error,
    ).toBe('NFD001');
  });

  it('refuses to remove a used category with a clear message, removes an unused one', async () => {
    await openQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });
    const refused = await asEditor('/admin/categories/remove', { id: s.category });
    expect(refused).toMatchObject({ response: false, error: 'PUB001' });
    expect(refused.message).toBe(
      'This category is still in use (companies: 3, quote requests: 1): merge it into another instead of removing it.',
    );
    const unused = await createCategory(t, 'Unused');
    expect(await asEditor('/admin/categories/remove', { id: unused })).toEqual({ response: true });
    expect((await categories()).map((c) => c.id)).not.toContain(unused);
  });

  it('merges two: companies and quotes move to the survivor in one go, the other is gone', async () => {
    const into = await createCategory(t, 'Turning');
    // One company is in both already: it keeps a single link.
    await t.db.db.insert(companyCategories).values({ companyId: s.first.company.id, categoryId: into });
    const merged = await asEditor('/admin/categories/merge', { from: s.category, into });
    expect(merged.response, JSON.stringify(merged)).toBe(true);
    expect(merged.data).toMatchObject({ id: into, companies: 3, quotes: 1 });
    expect((await categories()).map((c) => c.id)).not.toContain(s.category);
    expect((await listInfo()).map((c) => c.id)).toContain(into);
    const search = await api(t, 'POST', '/companies/list', visitorEn, { search: 'usinagem', page: 1 });
    expect((search.body as unknown as { total: number }).total).toBe(0);
    const byCategory = await api(t, 'POST', '/companies/list', visitorEn, { category: into, page: 1 });
    expect((byCategory.body as unknown as { total: number }).total).toBe(3);

    const same = await asEditor('/admin/categories/merge', { from: into, into });
    expect(same).toMatchObject({ error: 'VAL001', fields: { into: expect.any(String) } });
    const audit = await auditOf('category.merge');
    expect(audit[0].after).toMatchObject({ moved: { companies: 2, quotes: 1 } });
  });
});
