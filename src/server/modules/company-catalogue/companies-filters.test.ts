import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { seedDemoData } from '../../db/demo/seed';
import { addCompany, removeCompany } from '../../test/companies-fixtures';
import { addCategories } from '../../test/company-fixtures';
import { countStatements } from '../../test/count-statements';
import { rowsOf } from '../../test/databases';
import { call, createTestApp, openSession, type TestApp } from '../../test/harness';

// GET /companies/list_info as one statement (companies-filters-repository.ts, issue 13 item 6):
// the same lists, in the same order, as reading each on its own; uncached, so every call reads.

let t: TestApp;
let elsewhere: { id: number; stateId: number };
let fresh: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { companies: 12 });
  // The reference data holds São Paulo's cities only: one of another state, for a second state.
  [elsewhere] = rowsOf<{ id: number; stateId: number }>(
    await t.db.db.execute(sql`insert into cities (id, state_id, name)
      select (select max(id) + 1 from cities), id, 'Niterói' from states where iso = 'RJ'
      returning id, state_id as "stateId"`),
  );
  [fresh] = await addCategories(t, 1);
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

type ListInfo = {
  response: boolean;
  categories: { id: number; name: string }[];
  cities: { id: number; cityName: string; state: number }[];
  states: { id: number; iso: string }[];
};

async function listInfo(lang: 'en' | 'pt-BR'): Promise<ListInfo> {
  const headers = await openSession(t.app, lang);
  return (await call<ListInfo>(t.app, { method: 'GET', url: '/app/companies/list_info', headers })).body;
}

/** The lists read one by one, straight from companies: the reference. */
async function expected(lang: 'en' | 'pt-BR') {
  const headers = await openSession(t.app, lang);
  const categories = (
    await call<{ data: ListInfo['categories'] }>(t.app, {
      method: 'GET',
      url: '/app/categories/list',
      headers,
    })
  ).body.data;
  const cities = rowsOf<ListInfo['cities'][number]>(
    await t.db.db.execute(sql`select ci.id, ci.name as "cityName", ci.state_id as state from cities ci
      where exists (select 1 from companies c where c.city_id = ci.id and c.suspended_at is null)
      order by lower(unaccent(ci.name)), ci.name, ci.id`),
  );
  const states = rowsOf<ListInfo['states'][number]>(
    await t.db.db.execute(sql`select s.id, s.iso from states s
      where exists (select 1 from companies c join cities ci on ci.id = c.city_id
        where ci.state_id = s.id and c.suspended_at is null)
      order by s.iso`),
  );
  // The vocabulary's live terms some listed company has (issue 32), by name in the language.
  const name = lang === 'en' ? sql`t.name_en` : sql`t.name_pt`;
  const terms = (kind: string) =>
    t.db.db.execute(sql`select t.id, ${name} as name from vocabulary_terms t where t.kind = ${kind}
      and t.retired_at is null and exists (select 1 from company_terms ct join companies c on c.id = ct.company_id
        where ct.term_id = t.id and c.listed)
      order by lower(unaccent(${name})), t.id`);
  const processes = rowsOf<{ id: number; name: string }>(await terms('process'));
  const materials = rowsOf<{ id: number; name: string }>(await terms('material'));
  expect(processes.length * materials.length).toBeGreaterThan(0);
  return { response: true, categories, cities, states, processes, materials };
}

describe('GET /companies/list_info, uncached', () => {
  it('answers the categories, cities and states of listed companies, in order, in both languages', async () => {
    for (const lang of ['en', 'pt-BR'] as const) expect(await listInfo(lang)).toEqual(await expected(lang));
    expect((await listInfo('en')).states.map((s) => s.iso)).toEqual(['SP']);

    // A company in another state and a category no one had: both appear, and go with the company.
    const added = await addCompany(t.db, {
      tradeName: 'Ômega Longe',
      cityId: elsewhere.id,
      categoryIds: [fresh],
    });
    for (const lang of ['en', 'pt-BR'] as const) expect(await listInfo(lang)).toEqual(await expected(lang));
    const info = await listInfo('en');
    expect(info.states.map((s) => s.id)).toContain(elsewhere.stateId);
    expect(info.cities.map((c) => c.id)).toContain(elsewhere.id);
    expect(info.categories.map((c) => c.id)).toContain(fresh);

    await removeCompany(t.db, added.id);
    expect(await listInfo('en')).toEqual(await expected('en'));
    expect((await listInfo('en')).categories.map((c) => c.id)).not.toContain(fresh);
  });

  it('reads the three lists in one statement after the session lookup', async () => {
    const headers = await openSession(t.app, 'en');
    const statements = await countStatements(t.db, () =>
      call(t.app, { method: 'GET', url: '/app/companies/list_info', headers }),
    );
    expect(statements).toBe(2);
  });
});
