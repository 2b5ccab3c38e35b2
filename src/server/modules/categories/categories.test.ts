import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories';
import { addCompany } from '../../test/companies-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';

type Answer = { response: boolean; data: { id: number; name: string }[]; error?: string };

let t: TestApp;
let en: SessionHeaders;
let pt: SessionHeaders;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.db
    .insert(categories)
    .values([
      { slug: 'zinco', namePt: 'Zincagem', nameEn: 'Galvanizing', position: 0 },
      { slug: 'agua', namePt: 'Água Industrial', nameEn: 'Industrial Water', position: 1 },
      { slug: 'borracha', namePt: 'Borrachas', nameEn: 'Rubber', position: 2 },
      { slug: 'vazia', namePt: 'Ótica', nameEn: 'Optics', position: 3 },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await addCompany(t.db, { tradeName: 'Zinco Forte', categoryIds: [ids.zinco, ids.agua] });
  await addCompany(t.db, { tradeName: 'Borracha Boa', categoryIds: [ids.borracha] });
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) =>
  call<Answer>(t.app, { method: 'GET', url, headers });

describe('GET /categories/list', () => {
  it('answers categories that hold a company, by name in the request language', async () => {
    expect((await get('/app/categories/list', pt)).body).toEqual({
      response: true,
      data: [
        { id: ids.agua, name: 'Água Industrial' },
        { id: ids.borracha, name: 'Borrachas' },
        { id: ids.zinco, name: 'Zincagem' },
      ],
    });
    expect((await get('/app/categories/list', en)).body.data).toEqual([
      { id: ids.zinco, name: 'Galvanizing' },
      { id: ids.agua, name: 'Industrial Water' },
      { id: ids.borracha, name: 'Rubber' },
    ]);
  });

  it('answers without a session (a "no session" call)', async () => {
    const { status, body } = await get('/app/categories/list', { 'app-language': 'en' });
    expect(status).toBe(200);
    expect(body.data.map((c) => c.name)).toEqual(['Galvanizing', 'Industrial Water', 'Rubber']);
  });
});

describe('GET /categories/list_full', () => {
  it('answers every category without a session', async () => {
    const { body } = await get('/app/categories/list_full', { 'app-language': 'pt-BR' });
    expect(body.data.map((c) => c.name)).toEqual(['Água Industrial', 'Borrachas', 'Ótica', 'Zincagem']);
    const english = await get('/app/categories/list_full', { 'app-language': 'en' });
    expect(english.body.data.map((c) => c.name)).toEqual([
      'Galvanizing',
      'Industrial Water',
      'Optics',
      'Rubber',
    ]);
  });
});
