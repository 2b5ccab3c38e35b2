import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { categories } from '../../db/schema/categories';
import { catalogueSearchCalls } from '../../test/catalogue-search-calls';
import { addCompany } from '../../test/companies-fixtures';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { FEW_MATCHES, headWords } from './companies-partial-repository';
import { COMPANIES_PAGE_SIZE } from './companies-service';

// A several-word search that finds too few companies with every word (decision 0049): the
// companies with some of its words follow, those with every word first, then the most words, then
// the need's head, then the rarer word; a search that finds enough with every word lists only those.

let t: TestApp;
const sessions: Partial<Record<'pt' | 'en', SessionHeaders>> = {};
const { list, names } = catalogueSearchCalls(
  () => t.app,
  () => sessions.pt ?? {},
);

beforeAll(async () => {
  t = await createTestApp();
  sessions.pt = await openSession(t.app, 'pt-BR');
  sessions.en = await openSession(t.app, 'en');
  const [fasteners] = await t.db.db
    .insert(categories)
    .values({ slug: 'pw-fasteners', namePt: 'Fixadores Pw', nameEn: 'Fasteners Pw' })
    .returning({ id: categories.id });
  // "parafusos" is common (screw makers), "zincagem" rare (zinc platers); one company has both.
  for (const n of ['Aa', 'Bb', 'Cc', 'Dd'])
    await addCompany(t.db, { tradeName: `${n} Parafusos Pw`, categoryIds: [fasteners.id] });
  await addCompany(t.db, {
    tradeName: 'Zz Galvânica Pw',
    aboutShort: 'Zincagem eletrolítica e tratamento de superfície',
  });
  await addCompany(t.db, {
    tradeName: 'Yy Ambos Pw',
    aboutShort: 'Parafusos com zincagem própria',
  });
  // Three words: one company with all three, one with two, one with one.
  await addCompany(t.db, { tradeName: 'Xx Molas Pw', aboutShort: 'Molas de compressão em aço' });
  await addCompany(t.db, { tradeName: 'Ww Compressão Pw', aboutShort: 'Molas de compressão de bronze' });
  await addCompany(t.db, { tradeName: 'Vv Buchas Pw', aboutShort: 'Buchas de bronze' });
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('several words, too few companies with every word', () => {
  it("lists those with every word first, then the need's head above its complement, in both languages", async () => {
    for (const headers of [sessions.pt, sessions.en]) {
      const { body } = await list({ search: 'zincagem de parafusos' }, headers);
      const found = body.data.map((c) => c.name);
      expect(found[0]).toBe('Yy Ambos Pw');
      expect(found[1]).toBe('Zz Galvânica Pw');
      expect(found.slice(2).sort()).toEqual([
        'Aa Parafusos Pw',
        'Bb Parafusos Pw',
        'Cc Parafusos Pw',
        'Dd Parafusos Pw',
      ]);
      expect(body.total).toBe(6);
      // Why each matched: the word it holds, marked.
      const plater = body.data[1].match?.parts.filter((p) => p.mark).map((p) => p.text.toLowerCase());
      expect(plater).toEqual(['zincagem']);
    }
  });

  it('without a joining word, ranks the rarer word above the common one', async () => {
    const found = await names({ search: 'parafusos zincagem' });
    expect(found.slice(0, 2)).toEqual(['Yy Ambos Pw', 'Zz Galvânica Pw']);
  });

  it("reads the need's head as the words before the first joining word", () => {
    expect(headWords(['zincagem', 'de', 'parafusos'])).toEqual([true, false, false]);
    expect(headWords(['treatment', 'of', 'steel', 'bolts'])).toEqual([true, false, false, false]);
    expect(headWords(['heat', 'treatment'])).toEqual([true, true]);
    expect(headWords(['de', 'parafusos'])).toEqual([true, true]);
  });

  it('ranks the companies with more of the words first', async () => {
    const found = await names({ search: 'molas compressão bronze' });
    expect(found).toEqual(['Ww Compressão Pw', 'Xx Molas Pw', 'Vv Buchas Pw']);
  });

  it('keeps the typo-tolerant words and the filters', async () => {
    expect(await names({ search: 'zincajem parafusos' })).toContain('Zz Galvânica Pw');
    const [fasteners] = await t.db.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'pw-fasteners'));
    const filtered = await names({ search: 'zincagem parafusos', category: fasteners.id });
    expect(filtered.sort()).toEqual([
      'Aa Parafusos Pw',
      'Bb Parafusos Pw',
      'Cc Parafusos Pw',
      'Dd Parafusos Pw',
    ]);
  });

  it('lists only the companies with every word when there are enough, and a sent order_by as before', async () => {
    expect(FEW_MATCHES).toBeLessThanOrEqual(COMPANIES_PAGE_SIZE);
    for (let i = 0; i < FEW_MATCHES; i++)
      await addCompany(t.db, { tradeName: `Mm Molas Bronze ${i} Pw`, aboutShort: 'Molas de bronze' });
    bypassCatalogueCache(t.db.db);
    const { body } = await list({ search: 'molas bronze' });
    expect(body.total).toBe(FEW_MATCHES + 1);
    expect(body.data.map((c) => c.name)).not.toContain('Xx Molas Pw');
    // A sent order (name) keeps every word required.
    expect(await names({ search: 'zincagem parafusos', order_by: 'name' })).toEqual(['Yy Ambos Pw']);
  });

  it('answers nothing when no company holds any of the words', async () => {
    const { body } = await list({ search: 'zincagemxx parafusosxx' });
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('answers the same page twice and a page past the last one empty with the total', async () => {
    const first = await list({ search: 'zincagem de parafusos' });
    const again = await list({ search: 'zincagem de parafusos' });
    expect(again.body.data.map((c) => c.name)).toEqual(first.body.data.map((c) => c.name));
    const past = await list({ search: 'zincagem de parafusos', page: 3 });
    expect(past.body.data).toEqual([]);
  });
});
