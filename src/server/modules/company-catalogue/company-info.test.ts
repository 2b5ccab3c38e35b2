import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/demo/seed';
import { companies, companyCategories } from '../../db/schema/companies';
import { ratings } from '../../db/schema/ratings';
import { normalizeSearch } from '../../db/sql/search';
import { addCompany } from '../../test/companies-fixtures';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';

let t: TestApp;
let en: SessionHeaders;
let unconfirmedReqId: string;

// Demo images are generated with sharp; on a busy machine seeding takes a while.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { companies: 12 });
  en = await openSession(t.app, 'en');
  unconfirmedReqId = (await addCompany(t.db, { tradeName: 'Beta Unrated', rate: null, emailValid: false }))
    .reqId;
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function allCompanies() {
  return t.db.db.select({ reqId: companies.reqId, cityId: companies.cityId }).from(companies);
}

describe('GET /companies/list_info', () => {
  it('offers only categories, cities and states that hold companies', async () => {
    const { body } = await call<{
      response: boolean;
      categories: { id: number; name: string }[];
      cities: { id: number; cityName: string; state: number }[];
      states: { id: number; iso: string }[];
    }>(t.app, { method: 'GET', url: '/app/companies/list_info', headers: en });
    expect(body.response).toBe(true);
    const cityIds = new Set((await allCompanies()).map((c) => c.cityId));
    expect(new Set(body.cities.map((c) => c.id))).toEqual(cityIds);
    expect(body.cities.find((c) => c.id === 9896)).toEqual({ id: 9896, cityName: 'Piracicaba', state: 26 });
    const names = body.cities.map((c) => normalizeSearch(c.cityName));
    expect(names).toEqual([...names].sort());
    expect(body.states).toEqual([{ id: 26, iso: 'SP' }]);
    const used = await t.db.db.selectDistinct({ id: companyCategories.categoryId }).from(companyCategories);
    expect(new Set(body.categories.map((c) => c.id))).toEqual(new Set(used.map((u) => u.id)));
    expect(body.categories.some((c) => c.name === 'Machining')).toBe(true);
  });
});

describe('POST /companies/info', () => {
  const info = (reqId: unknown, headers = en) =>
    call<{ response: boolean; data: Record<string, unknown>; error?: string }>(t.app, {
      method: 'POST',
      url: '/app/companies/info',
      headers,
      payload: { req_id: reqId },
    });

  async function ratedCompany() {
    const [row] = await t.db.db
      .select({
        id: companies.id,
        reqId: companies.reqId,
        cnpj: companies.cnpj,
        ratesCount: companies.ratesCount,
        proposalsChosen: companies.proposalsChosen,
        proposalsSent: companies.proposalsSent,
        rate: companies.rate,
      })
      .from(companies)
      .orderBy(companies.ratesCount)
      .limit(1)
      .offset((await allCompanies()).length - 1);
    return row;
  }

  it('answers the public page with ratings newest first', async () => {
    const company = await ratedCompany();
    expect(company.ratesCount).toBeGreaterThan(1);
    const { body } = await info(company.reqId);
    expect(body.response).toBe(true);
    const data = body.data as {
      reqId: string;
      rate: number;
      proposals: number;
      proposalsSent: number;
      rates: { rate: number; date: string; description: string | null }[];
      portfolio: { reqId: string; url: string }[];
      categories: { id: number; name: string }[];
      logo: string;
      addressState: string;
      quotes: string;
    };
    expect(data.reqId).toBe(company.reqId);
    expect(data.rate).toBe(company.rate);
    expect(data.proposals).toBe(company.proposalsChosen);
    expect(data.proposalsSent).toBe(company.proposalsSent);
    expect(data.addressState).toBe('SP');
    expect(data.rates).toHaveLength(company.ratesCount);
    const dates = data.rates.map((r) => r.date);
    expect(dates.every((d) => new Date(d).toISOString() === d)).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    const stored = await t.db.db
      .select({ general: ratings.generalEvaluation })
      .from(ratings)
      .where(eq(ratings.companyId, company.id));
    expect(data.rates.map((r) => r.rate).sort()).toEqual(stored.map((s) => s.general).sort());
    expect(data.portfolio.length).toBeGreaterThan(0);
    expect(data.portfolio.every((p) => /^\/files\/[\w-]+$/.test(p.url) && p.reqId.length >= 22)).toBe(true);
    expect(data.logo).toMatch(/^\/files\//);
    expect(data.categories.length).toBeGreaterThan(0);
    const logo = await t.app.inject({ method: 'GET', url: data.logo });
    expect(logo.statusCode).toBe(200);
  });

  it('names categories in the request language', async () => {
    const company = await ratedCompany();
    const pt = await openSession(t.app, 'pt-BR');
    const [enAnswer, ptAnswer] = await Promise.all([info(company.reqId, en), info(company.reqId, pt)]);
    const ids = (a: typeof enAnswer) => (a.body.data.categories as { id: number }[]).map((c) => c.id).sort();
    expect(ids(enAnswer)).toEqual(ids(ptAnswer));
    expect(enAnswer.body.data.categories).not.toEqual(ptAnswer.body.data.categories);
  });

  it('never exposes CNPJ, owner, CPF or internal ids', async () => {
    const company = await ratedCompany();
    const { body, res } = await info(company.reqId);
    const keys: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          keys.push(k.toLowerCase());
          walk(v);
        }
      }
    };
    walk(body);
    for (const banned of [
      'cnpj',
      'owner',
      'ownerid',
      'cpf',
      'doc',
      'searchtext',
      'passwordhash',
      'emailvalid',
    ]) {
      expect(keys).not.toContain(banned);
    }
    // Category ids are public (the filters use them); the company's own ids are not.
    for (const internal of ['id', 'cityId', 'logoFileId', 'coverFileId', 'ratesCount']) {
      expect(body.data).not.toHaveProperty(internal);
    }
    expect(res.body).not.toContain(company.cnpj);
  });

  it('says quotes n when the company does not accept them or its e-mail is unconfirmed', async () => {
    const { body } = await info(unconfirmedReqId);
    expect(body.data.quotes).toBe('n');
    expect(body.data.rates).toEqual([]);
    expect(body.data.rate).toBeNull();
  });

  it('answers NFD001 for an unknown reqId and VAL001 for a malformed one', async () => {
    expect((await info('AAAAAAAAAAAAAAAAAAAAAA')).body).toMatchObject({ response: false, error: 'NFD001' });
    expect((await info('../etc/passwd')).body).toMatchObject({ response: false, error: 'VAL001' });
    expect((await info(undefined)).body).toMatchObject({ response: false, error: 'VAL001' });
  });
});
