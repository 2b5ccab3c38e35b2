import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../shared/schemas/catalogue-read';
import type { SuggestAnswer } from '../../../shared/schemas/catalogue-search';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { categories } from '../../db/schema/categories';
import { companyProducts } from '../../db/schema/company-products';
import { addCompany } from '../../test/companies-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { LIMITS } from '../rate-limit/rate-limit-service';

// What a buyer meets while searching (issue 32 item 3): why each result matched (words marked, as
// text parts, never HTML), "did you mean" when nothing matches, suggestions while typing.

interface ListAnswer {
  response: boolean;
  data: CompanySummary[];
  total: number;
  didYouMean?: string;
}

let t: TestApp;
let pt: SessionHeaders;
let en: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  pt = await openSession(t.app, 'pt-BR');
  en = await openSession(t.app, 'en');
  const [plastics] = await t.db.db
    .insert(categories)
    .values({ slug: 'mt-plastics', namePt: 'Injeção Plástica Mt', nameEn: 'Plastic Injection Mt' })
    .returning({ id: categories.id });
  const forge = await addCompany(t.db, {
    tradeName: 'Forja Alfa',
    aboutShort: 'Peças forjadas',
    about: 'Desde 1980 em Campinas.',
  });
  await t.db.db.insert(companyProducts).values({
    reqId: 'mt-product-1',
    companyId: forge.id,
    kind: 'service',
    namePt: 'Tratamento térmico',
    nameEn: 'Heat treatment',
    descriptionPt: 'Têmpera e revenimento de aço carbono',
    descriptionEn: 'Hardening of carbon steel',
  });
  await addCompany(t.db, { tradeName: 'Beta Moldes', categoryIds: [plastics.id] });
  await addCompany(t.db, {
    tradeName: 'Gama Usinados',
    aboutShort: 'Usinagem <img src=x onerror=alert(1)> de <b>precisão</b> & "peças"',
  });
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = async (search: string, headers = en) =>
  (
    await call<ListAnswer>(t.app, {
      method: 'POST',
      url: '/app/companies/list',
      headers,
      payload: { search },
    })
  ).body;
const marked = (c: CompanySummary | undefined) => c?.match?.parts.filter((p) => p.mark).map((p) => p.text);
const suggest = (search: string, headers = en, remoteAddress?: string) =>
  call<SuggestAnswer & { error?: string; fields?: Record<string, string> }>(t.app, {
    method: 'POST',
    url: '/app/companies/suggest',
    headers,
    payload: { search },
    remoteAddress,
  });

describe('why a result matched', () => {
  it('marks the words in the product that matched, in the reader’s language (pt-BR)', async () => {
    const [first] = (await list('tratamento térmico', pt)).data;
    expect(first.name).toBe('Forja Alfa');
    expect(first.match).toMatchObject({ source: 'product', lang: 'pt-BR' });
    expect(marked(first)).toEqual(['Tratamento', 'térmico']);
  });

  it('marks the English text for an English reader, and Portuguese text as such when only it matched', async () => {
    const [first] = (await list('heat treatment')).data;
    expect(first.match).toMatchObject({ source: 'product', lang: 'en' });
    expect(marked(first)).toEqual(['Heat', 'treatment']);
    const [tempering] = (await list('têmpera')).data;
    expect(tempering.match).toMatchObject({ source: 'product', lang: 'pt-BR' });
    expect(marked(tempering)).toEqual(['Têmpera']);
  });

  it('tells a category match, and a typing mistake marks the word it corrected to', async () => {
    const [category] = (await list('plastic injection')).data;
    expect(category.match).toMatchObject({ source: 'category', lang: 'en' });
    expect(marked(category)).toEqual(['Plastic', 'Injection']);
    const [typo] = (await list('usinajem', pt)).data;
    expect(typo.name).toBe('Gama Usinados');
    expect(marked(typo)).toEqual(['Usinagem']);
  });

  it('answers text parts only: markup in a company’s text is never a mark, and no marker leaks', async () => {
    const answer = await list('usinagem precisão', pt);
    const [first] = answer.data;
    expect(marked(first)).toEqual(['Usinagem', 'precisão']);
    const text = JSON.stringify(answer);
    expect(text).not.toContain('<mark');
    expect(text).not.toContain('\\u0002');
    expect(text).not.toContain('\\u0003');
    expect(first.match?.parts.some((p) => p.text.includes('\u0002') || p.text.includes('\u0003'))).toBe(
      false,
    );
  });

  it('says nothing when only the name matched', async () => {
    const [first] = (await list('alfa')).data;
    expect(first.name).toBe('Forja Alfa');
    expect(first.match).toBeUndefined();
  });
});

describe('did you mean', () => {
  it('offers the search with the close known word when nothing matches (both languages)', async () => {
    const ptAnswer = await list('tratamneto', pt);
    expect(ptAnswer).toMatchObject({ total: 0, didYouMean: 'tratamento' });
    const enAnswer = await list('heat treatmetn');
    expect(enAnswer).toMatchObject({ total: 0, didYouMean: 'heat treatment' });
  });

  it('offers nothing without a close word, or when the search finds something', async () => {
    expect((await list('xqzwyk')).didYouMean).toBeUndefined();
    const found = await list('tratamento', pt);
    expect(found.total).toBe(1);
    expect(found.didYouMean).toBeUndefined();
  });
});

describe('suggestions while typing', () => {
  it('suggests companies, products in the reader’s language and categories, a typing mistake too', async () => {
    const answer = (await suggest('heat treatmnt')).body;
    expect(answer.products).toEqual([
      { name: 'Heat treatment', lang: 'en', companyReqId: expect.any(String), companyName: 'Forja Alfa' },
    ]);
    const ptAnswer = (await suggest('trat', pt)).body;
    expect(ptAnswer.products.map((p) => p.name)).toEqual(['Tratamento térmico']);
    expect((await suggest('forj')).body.companies).toMatchObject([{ name: 'Forja Alfa' }]);
    expect((await suggest('injecao', pt)).body.categories).toMatchObject([{ name: 'Injeção Plástica Mt' }]);
    expect((await suggest('injection')).body.categories).toMatchObject([{ name: 'Plastic Injection Mt' }]);
  });

  it('suggests a product added or renamed at once, by each listed company holding its name', async () => {
    const first = await addCompany(t.db, { tradeName: 'Zeta Zincos' });
    const second = await addCompany(t.db, { tradeName: 'Eta Zincos' });
    const hidden = await addCompany(t.db, { tradeName: 'Teta Zincos', unclaimed: 'hidden' });
    const product = (companyId: number, reqId: string) => ({
      reqId,
      companyId,
      kind: 'service' as const,
      namePt: 'Zincagem eletrolítica Mt',
      descriptionPt: 'Zinco',
    });
    // The company not listed first: its product holds the name but is never suggested.
    await t.db.db.insert(companyProducts).values(product(hidden.id, 'mt-zinc-0'));
    const [renamed] = await t.db.db
      .insert(companyProducts)
      .values([product(first.id, 'mt-zinc-1'), product(second.id, 'mt-zinc-2')])
      .returning({ id: companyProducts.id });
    const products = async (search: string) =>
      (await suggest(search, pt)).body.products.map((p) => `${p.name} / ${p.companyName}`);
    expect(await products('zincagem eletr')).toEqual([
      'Zincagem eletrolítica Mt / Zeta Zincos',
      'Zincagem eletrolítica Mt / Eta Zincos',
    ]);
    await t.db.db
      .update(companyProducts)
      .set({ namePt: 'Galvanização Mt' })
      .where(eq(companyProducts.id, renamed.id));
    expect(await products('zincagem eletr')).toEqual(['Zincagem eletrolítica Mt / Eta Zincos']);
    expect(await products('galvaniza')).toEqual(['Galvanização Mt / Zeta Zincos']);
  });

  it('answers empty lists under 3 letters', async () => {
    expect((await suggest('tr')).body).toEqual({
      response: true,
      companies: [],
      products: [],
      categories: [],
      terms: [],
    });
  });

  it('refuses NUL and lone surrogates naming the field, in the reader’s language', async () => {
    for (const search of ['trat\u0000amento', 'trat\ud800']) {
      const answer = await suggest(search, pt);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toBe('VAL001');
      expect(Object.keys(answer.body.fields ?? {})).toEqual(['search']);
    }
  });

  it(`holds ${LIMITS.suggestAddress.max} calls a minute per client address under a parallel burst`, async () => {
    const calls = (n: number) =>
      Promise.all(Array.from({ length: n }, () => suggest('trat', en, '10.32.0.1')));
    // All but the last 20 in batches the test database's pool takes, then one burst across the limit.
    for (let taken = 0; taken < LIMITS.suggestAddress.max - 20; taken += 20)
      expect((await calls(20)).every((a) => a.body.response === true)).toBe(true);
    const burst = await calls(30);
    expect(burst.filter((a) => a.body.response === true)).toHaveLength(20);
    expect(burst.filter((a) => a.body.error === 'AUT002')).toHaveLength(10);
    // Another address is not held up.
    expect((await suggest('trat', en, '10.32.0.2')).body.response).toBe(true);
  }, 120_000);
});
