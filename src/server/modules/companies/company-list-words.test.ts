import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesListBody } from '../../../shared/schemas/catalogue';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { companies } from '../../db/schema/companies';
import { containsPattern, searchWords } from '../../db/sql/search';
import { rowsOf } from '../../db/test-databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { pageWithCards } from './companies-page-repository';
import { COMPANIES_PAGE_SIZE, listCompanies } from './companies-service';
import { WORD_FORMS } from './companies-words-repository';
import { addCompany, removeCompany } from './test-fixtures';

// A one-word search in name order reads company_list_words (migration 0026): the words of each
// listed company's search_text, split on spaces and ASCII punctuation. It must find exactly what
// "search_text LIKE '%word%'" finds, page for page, whatever the word touches: punctuation, digits,
// letters the search keeps ("1ª"), a fragment of several words, one company with two forms.

let t: TestApp;

const NAMES = [
  'Usinagem Alfa',
  'Usinagens Beta',
  'Retífica Usinagem2 e Usinagens',
  'Aço-Inox Gama',
  'Tornearia (Usinagem) Delta',
  'Fresagem_Usinagem Épsilon',
  'Caldeiraria 21ª Linha',
  'Ferraria Zeta/Usinagem',
  "Oficina O'Usinagem",
  'Forja Eta',
  // Two characters (PostgreSQL's count) in three UTF-16 units: searched as before, not read from words.
  'Oficina 𝒜b',
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, tradeName] of NAMES.entries())
    await addCompany(t.db, {
      tradeName,
      rate: i % 3 === 0 ? null : (i % 5) + 1,
      keywords: 'peças, sob-desenho',
    });
  // More than a page of one word, and a word with more forms than the words are read for.
  for (let i = 0; i < 15; i += 1) await addCompany(t.db, { tradeName: `Zz Usinagem ${i}` });
  for (let i = 0; i <= WORD_FORMS; i += 1) await addCompany(t.db, { tradeName: `Molde${i}forma ${i}` });
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** The reference: every match of LIKE on search_text, sorted, as names. */
async function likeMatches(search: string, dir: 'asc' | 'desc'): Promise<string[]> {
  const [word] = searchWords(search);
  const order = sql.raw(dir);
  const rows = rowsOf<{ trade_name: string }>(
    await t.db.db.execute(sql`select trade_name from company_list_keys where search_text like ${containsPattern(word)}
      order by name_key ${order}, trade_name ${order}, company_id ${order}`),
  );
  return rows.map((row) => row.trade_name);
}

/** Every page of the service's answer, and the total of its first page. */
async function listed(search: string, dir: 'asc' | 'desc', countLimit: number) {
  const names: string[] = [];
  let firstTotal = -1;
  for (let page = 1; ; page += 1) {
    const answer = await listCompanies(
      t.db.db,
      companiesListBody.parse({ page, search, order_by: 'name', order: dir }),
      countLimit,
    );
    if (page === 1) firstTotal = answer.total;
    names.push(...answer.data.map((c) => c.name));
    if (answer.data.length < COMPANIES_PAGE_SIZE) return { names, firstTotal };
  }
}

/** company_list_words rows that differ from the words of company_list_keys' rows, each way, and list_words' counts that differ. */
async function wordsDrift(): Promise<number> {
  const derived = sql`select unnest(list_words_of(search_text)) as word, name_key, trade_name, company_id
    from company_list_keys`;
  const own = sql`select word, name_key, trade_name, company_id from company_list_words`;
  const drift = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      (${derived} except all ${own}) union all (${own} except all ${derived})
    ) drift`);
  // list_words: each word once, with the number of companies that have it, and no other word.
  const counted = sql`select word, count(*)::int as companies from company_list_words group by word`;
  const listed = sql`select word, companies from list_words`;
  const miscounted = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from (
      (${counted} except all ${listed}) union all (${listed} except all ${counted})
    ) drift`);
  return (drift.rows[0]?.n ?? -1) + (miscounted.rows[0]?.n ?? -1);
}

describe('a one-word search read from company_list_words', () => {
  it('finds exactly what LIKE finds, in both name orders, counted as before', async () => {
    const searches = [
      'usinagem',
      'USINAGENS',
      'sinag',
      'inox',
      'coinox',
      'aço',
      '21ª',
      '1ª',
      '𝒜b',
      'desenho',
      'forma',
      'zz',
      'nada',
    ];
    for (const search of searches)
      for (const dir of ['asc', 'desc'] as const) {
        const expected = await likeMatches(search, dir);
        for (const countLimit of [1_000, 5]) {
          const { names, firstTotal } = await listed(search, dir, countLimit);
          expect(names, `${search} ${dir}`).toEqual(expected);
          expect(firstTotal, `${search} ${dir} total`).toBe(
            Math.min(expected.length, Math.max(countLimit, 12)),
          );
        }
      }
  });

  it('reads the words unless the word has more forms than WORD_FORMS', async () => {
    const read = (search: string) =>
      pageWithCards(
        t.db.db,
        { search },
        { by: 'name', dir: 'asc' },
        { limit: COMPANIES_PAGE_SIZE, offset: 0 },
        { kind: 'words' },
        { kind: 'capped', upTo: 1_000 },
      );
    expect(await read('usinagem')).toMatchObject({ counted: 21 });
    expect((await read('usinagem')).ids).toHaveLength(COMPANIES_PAGE_SIZE);
    // molde0forma … molde8forma: the page read from the first forms would be incomplete.
    expect(await read('forma')).toMatchObject({ counted: null });
  });

  it('follows every change of company_list_keys: insert, rename, new text, suspension, removal', async () => {
    expect(await wordsDrift()).toBe(0);
    const added = await addCompany(t.db, { tradeName: 'Prensa Teta', keywords: 'estampagem' });
    expect(await wordsDrift()).toBe(0);
    await t.db.db
      .update(companies)
      .set({ tradeName: 'Prensa Iota', searchText: 'prensa iota repuxo' })
      .where(sql`${companies.id} = ${added.id}`);
    expect(await wordsDrift()).toBe(0);
    expect((await listed('repuxo', 'asc', 1_000)).names).toEqual(['Prensa Iota']);
    expect((await listed('estampagem', 'asc', 1_000)).names).toEqual([]);
    // A new rate changes no word.
    await t.db.db.update(companies).set({ rate: 5 }).where(sql`${companies.id} = ${added.id}`);
    await t.db.db
      .update(companies)
      .set({ suspendedAt: new Date() })
      .where(sql`${companies.id} = ${added.id}`);
    expect(await wordsDrift()).toBe(0);
    expect((await listed('repuxo', 'asc', 1_000)).names).toEqual([]);
    await t.db.db.update(companies).set({ suspendedAt: null }).where(sql`${companies.id} = ${added.id}`);
    expect((await listed('repuxo', 'asc', 1_000)).names).toEqual(['Prensa Iota']);
    await removeCompany(t.db, added.id);
    expect(await wordsDrift()).toBe(0);
    expect((await listed('repuxo', 'asc', 1_000)).names).toEqual([]);
  });
});
