import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../shared/schemas/catalogue-read';
import type { SuggestAnswer } from '../../../shared/schemas/catalogue-search';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { categories } from '../../db/schema/categories';
import { cities } from '../../db/schema/places';
import { companyTerms, vocabularyTerms } from '../../db/schema/vocabulary';
import { addCompany } from '../../test/companies-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { companiesHead } from '../seo/companies-head';

// The vocabulary in the catalogue (issue 32, decision 0038): a term's two names make its companies
// findable in both languages, a process match ranks like a product name, the match names the
// process, suggestions offer it, and the list filters by process and material.

interface ListAnswer {
  response: boolean;
  data: CompanySummary[];
  total: number;
  error?: string;
}

let t: TestApp;
let pt: SessionHeaders;
let en: SessionHeaders;
const ids: Record<string, number> = {};
let castings: number;

beforeAll(async () => {
  t = await createTestApp();
  pt = await openSession(t.app, 'pt-BR');
  en = await openSession(t.app, 'en');
  bypassCatalogueCache(t.db.db);
  const db = t.db.db;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'vc-casting', namePt: 'Fundição Vc', nameEn: 'Casting Vc' })
    .returning({ id: categories.id });
  castings = category.id;
  const terms = await db
    .insert(vocabularyTerms)
    .values([
      { kind: 'process', namePt: 'Tratamento térmico', nameEn: 'Heat treatment' },
      { kind: 'process', namePt: 'Injeção de plástico', nameEn: 'Plastic injection moulding' },
      { kind: 'material', namePt: 'Aço inoxidável', nameEn: 'Stainless steel' },
      { kind: 'material', namePt: 'Alumínio', nameEn: 'Aluminium' },
    ])
    .returning({ id: vocabularyTerms.id, nameEn: vocabularyTerms.nameEn });
  for (const term of terms) ids[term.nameEn] = term.id;
  const tag = async (companyId: number, ...names: string[]) => {
    await db.insert(companyTerms).values(names.map((n) => ({ companyId, termId: ids[n] })));
  };
  const a = await addCompany(t.db, { tradeName: 'Vc Têmpera Paulista', cityId: 9896 });
  await tag(a.id, 'Heat treatment', 'Stainless steel');
  const b = await addCompany(t.db, { tradeName: 'Vc Moldes Beta', cityId: 9896, categoryIds: [castings] });
  await tag(b.id, 'Plastic injection moulding', 'Aluminium');
  const [elsewhere] = await db.select({ id: cities.id }).from(cities).where(ne(cities.id, 9896)).limit(1);
  const c = await addCompany(t.db, {
    tradeName: 'Vc Fornos Gama',
    cityId: elsewhere.id,
    categoryIds: [castings],
  });
  await tag(c.id, 'Heat treatment', 'Aluminium');
  // Says it only deep in its long about: found, but below the tagged companies.
  await addCompany(t.db, {
    tradeName: 'Vc Aaa Sobre',
    about: 'Entre outros serviços, fazemos tratamento térmico de peças pequenas.',
  });
}, 180_000);
afterAll(() => t.close());

const list = async (body: Record<string, unknown>, headers = en) =>
  (
    await call<ListAnswer>(t.app, {
      method: 'POST',
      url: '/app/companies/list',
      headers,
      payload: { page: 1, ...body },
    })
  ).body;
const names = async (body: Record<string, unknown>, headers = en) =>
  (await list(body, headers)).data.map((c) => c.name);

describe('search by the vocabulary', () => {
  it('finds a tagged company in the other language, a process above an about-only match', async () => {
    for (const headers of [en, pt]) {
      const heat = await names({ search: 'heat treatment' }, headers);
      expect(heat.slice(0, 2).sort()).toEqual(['Vc Fornos Gama', 'Vc Têmpera Paulista']);
      const termico = await names({ search: 'tratamento térmico' }, headers);
      expect(termico.slice(0, 2).sort()).toEqual(['Vc Fornos Gama', 'Vc Têmpera Paulista']);
      expect(termico.indexOf('Vc Aaa Sobre')).toBeGreaterThan(1);
      expect(await names({ search: 'injeção plástica' }, headers)).toEqual(['Vc Moldes Beta']);
      expect(await names({ search: 'stainless steel' }, headers)).toEqual(['Vc Têmpera Paulista']);
      expect(await names({ search: 'aço inox' }, headers)).toEqual(['Vc Têmpera Paulista']);
    }
  });

  it('says the process matched, in the reader language and marked', async () => {
    const [first] = (await list({ search: 'heat treatment' })).data;
    expect(first.match).toMatchObject({ source: 'process', lang: 'en' });
    expect(first.match?.parts.filter((p) => p.mark).map((p) => p.text.toLowerCase())).toEqual([
      'heat',
      'treatment',
    ]);
    const [pt1] = (await list({ search: 'heat treatment' }, pt)).data;
    expect(pt1.match).toMatchObject({ source: 'process' });
    const [mat] = (await list({ search: 'alumínio' }, pt)).data;
    expect(mat.match).toMatchObject({ source: 'material', lang: 'pt-BR' });
  });

  it('follows a rename and a retirement at once', async () => {
    const db = t.db.db;
    const { eq } = await import('drizzle-orm');
    await db
      .update(vocabularyTerms)
      .set({ nameEn: 'Thermal processing' })
      .where(eq(vocabularyTerms.id, ids['Heat treatment']));
    expect(await names({ search: 'thermal processing' })).toHaveLength(2);
    await db
      .update(vocabularyTerms)
      .set({ retiredAt: new Date() })
      .where(eq(vocabularyTerms.id, ids['Heat treatment']));
    expect(await names({ search: 'thermal processing' })).toEqual([]);
    expect(await names({ process: ids['Heat treatment'] })).toEqual([]);
    await db
      .update(vocabularyTerms)
      .set({ retiredAt: null, nameEn: 'Heat treatment' })
      .where(eq(vocabularyTerms.id, ids['Heat treatment']));
    expect(await names({ search: 'heat treatment' })).toHaveLength(2);
  });
});

describe('filters by process and material', () => {
  it('filters alone, together, and with city, category, a search and either order', async () => {
    const heat = ids['Heat treatment'];
    const aluminium = ids.Aluminium;
    expect(await names({ process: heat })).toEqual(['Vc Fornos Gama', 'Vc Têmpera Paulista']);
    expect(await names({ material: aluminium })).toEqual(['Vc Fornos Gama', 'Vc Moldes Beta']);
    expect(await names({ process: heat, material: aluminium })).toEqual(['Vc Fornos Gama']);
    expect(await names({ process: heat, city: 9896 })).toEqual(['Vc Têmpera Paulista']);
    expect(await names({ material: aluminium, category: castings })).toEqual([
      'Vc Fornos Gama',
      'Vc Moldes Beta',
    ]);
    expect(await names({ material: aluminium, category: castings, order: 'desc' })).toEqual([
      'Vc Moldes Beta',
      'Vc Fornos Gama',
    ]);
    expect(await names({ process: heat, search: 'fornos' })).toEqual(['Vc Fornos Gama']);
    expect(await names({ process: heat, search: 'vc', order_by: 'name' })).toEqual([
      'Vc Fornos Gama',
      'Vc Têmpera Paulista',
    ]);
    expect(await names({ process: heat, search: 'vc', order_by: 'rate' })).toHaveLength(2);
    expect((await list({ process: heat, material: aluminium })).total).toBe(1);
    expect(await names({ process: 999999 })).toEqual([]);
    expect((await list({ process: 'abc' })).error).toBe('VAL001');
  });

  it("names them in the server's head of /companies and keeps them in its canonical address", async () => {
    const query = { process: String(ids['Heat treatment']), material: String(ids.Aluminium) };
    const head = await companiesHead({ db: t.db.db, publicUrl: 'http://localhost' }, query, 'pt-BR');
    expect(head.title).toContain('Tratamento térmico, Alumínio');
    expect(head.query).toEqual([
      ['process', query.process],
      ['material', query.material],
    ]);
    expect(JSON.stringify(head.jsonLd)).toContain('Vc Fornos Gama');
    expect(JSON.stringify(head.jsonLd)).not.toContain('Vc Moldes Beta');
  });

  it('offers the terms a listed company has in list_info, in the reader language', async () => {
    const info = (
      await call<{ processes: { id: number; name: string }[]; materials: { name: string }[] }>(t.app, {
        method: 'GET',
        url: '/app/companies/list_info',
        headers: pt,
      })
    ).body;
    expect(info.processes.map((p) => p.name)).toEqual(['Injeção de plástico', 'Tratamento térmico']);
    expect(info.materials.map((p) => p.name)).toEqual(['Aço inoxidável', 'Alumínio']);
  });
});

describe('suggestions while typing', () => {
  it('offer a process by either name, one typing mistake allowed', async () => {
    const suggest = async (search: string, headers = en) =>
      (
        await call<SuggestAnswer>(t.app, {
          method: 'POST',
          url: '/app/companies/suggest',
          headers,
          payload: { search },
        })
      ).body;
    expect((await suggest('heat treatmnt')).terms).toEqual([
      { id: ids['Heat treatment'], kind: 'process', name: 'Heat treatment' },
    ]);
    expect((await suggest('tratamento', pt)).terms?.[0]).toMatchObject({ name: 'Tratamento térmico' });
    expect((await suggest('tratamento', en)).terms?.[0]).toMatchObject({ name: 'Heat treatment' });
    expect((await suggest('inox', en)).terms?.[0]).toMatchObject({
      kind: 'material',
      name: 'Stainless steel',
    });
  });
});
