import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { chooseFirstProposal, field, quoteCalls, ratingBody } from '../../test/quote-calls';
import {
  api,
  createCompanyUser,
  notificationsOf,
  type QuoteScenario,
  quoteScenario,
} from '../../test/quote-fixtures';

let t: TestApp;
let s: QuoteScenario;
let q: ReturnType<typeof quoteCalls>;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  q = quoteCalls(t);
});
afterAll(async () => {
  await t.close();
});

const rating = (reqId: string, general: number) => ratingBody(reqId, general);
const chosenProposal = (title: string) => chooseFirstProposal(t, s, title);

const check = (proposalReqId: string) =>
  api(t, 'GET', `/quotes/proposal_rate_check/${proposalReqId}`, undefined);
const rate = (body: Record<string, unknown>) => api(t, 'POST', '/quotes/proposal_rate', undefined, body);

async function companyPage() {
  const headers = await openSession(t.app);
  const res = await api(t, 'POST', '/companies/info', headers, { req_id: s.first.company.reqId });
  return field<{ rate: number | null; rates: { rate: number }[] }>(res, 'data');
}

describe('rating a chosen proposal', () => {
  it('checks, rates once, and refuses the link afterwards', async () => {
    const proposal = await chosenProposal('Rated once');
    const checked = await check(proposal);
    expect(checked.body).toEqual({
      response: true,
      data: {
        title: 'Rated once',
        date: expect.any(String),
        dateChosen: expect.any(String),
        companyName: 'Primeira',
      },
    });
    const data = checked.body.data as { date: string; dateChosen: string };
    expect(Date.parse(data.dateChosen)).toBeGreaterThanOrEqual(Date.parse(data.date));

    const rated = await rate(rating(proposal, 4));
    expect(rated.body).toEqual({ response: true, message: 'Obrigado pela sua avaliação!' });
    expect((await check(proposal)).body).toEqual({
      response: false,
      error: 'QRC001',
      message: 'Esta avaliação já foi realizada!',
    });
    const again = await rate(rating(proposal, 1));
    expect(again.body).toMatchObject({ response: false, error: 'QRC002' });
    expect(again.body.message).toBe('Esta avaliação já foi realizada!');
  });

  it('tells the rated company in its owner’s language', async () => {
    const proposal = await chosenProposal('Notified rating');
    await rate(rating(proposal, 5));
    expect((await notificationsOf(t, s.first.id)).at(-1)).toEqual({
      label: 'Avaliação recebida',
      text: 'Primeira recebeu uma avaliação 5/5 por "Notified rating".',
      link: '/profile',
    });
  });

  it('moves the company’s mean rate and count on its public page', async () => {
    const [{ before }] = await t.db.db
      .select({ before: companies.ratesCount })
      .from(companies)
      .where(eq(companies.id, s.first.company.id));
    const one = await chosenProposal('Mean one');
    await rate(rating(one, 1));
    const page = await companyPage();
    const [row] = await t.db.db
      .select({ rate: companies.rate, count: companies.ratesCount })
      .from(companies)
      .where(eq(companies.id, s.first.company.id));
    expect(row.count).toBe(before + 1);
    // Ratings so far in this file: 4, 5, then 1.
    expect(row.rate).toBeCloseTo(10 / 3, 2);
    expect(page.rate).toBeCloseTo(10 / 3, 2);
    expect(page.rates.map((r) => r.rate).sort()).toEqual([1, 4, 5]);
  });

  it('answers QRC001 for unknown and unchosen proposals', async () => {
    expect((await check('AAAAAAAAAAAAAAAAAAAAAA')).body).toMatchObject({ response: false, error: 'QRC001' });
    expect((await check('bad id!')).body).toMatchObject({ response: false, error: 'QRC001' });
    const reqId = await s.open();
    const open = await q.propose(s.second, reqId, s.owner);
    expect((await check(open.reqId)).body).toMatchObject({ response: false, error: 'QRC001' });
    expect((await rate(rating(open.reqId, 5))).body).toMatchObject({ response: false, error: 'QRC001' });
  });

  it('validates the rating payload', async () => {
    const proposal = await chosenProposal('Invalid rating');
    const res = await rate({
      ...rating(proposal, 6),
      concluded: 'maybe',
      short_description: 'x'.repeat(251),
    });
    expect(res.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(res.body.fields as object).sort()).toEqual([
      'concluded',
      'general_evaluation',
      'short_description',
    ]);
    expect((await check(proposal)).body.response).toBe(true);
  });
});

describe('company pickers of the new quote form', () => {
  it('finds companies of the category that can receive quotes, accents and case ignored', async () => {
    const metal = await createCompanyUser(t, { categoryIds: [s.category], tradeName: 'Metalúrgica Ávila' });
    await createCompanyUser(t, {
      categoryIds: [s.category],
      tradeName: 'Metalurgica Fechada',
      acceptsQuotes: false,
    });
    await createCompanyUser(t, {
      categoryIds: [s.category],
      tradeName: 'Metalurgica Nova',
      emailValid: false,
    });
    const search = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      api(t, 'POST', '/quotes/company_search', headers, body);
    const res = await search({ category: s.category, search: 'METALURGICA avila' });
    expect(res.body).toEqual({ response: true, data: [{ id: metal.company.id, name: 'Metalúrgica Ávila' }] });
    // Issue 12 item 14: punctuation typed with a name separates words.
    const dashed = await search({ category: s.category, search: 'Metalúrgica — Ávila.' });
    expect(dashed.body).toEqual({
      response: true,
      data: [{ id: metal.company.id, name: 'Metalúrgica Ávila' }],
    });
    const all = await search({ category: s.category, search: '' });
    expect((all.body.data as { name: string }[]).map((c) => c.name)).toEqual([
      'Metalúrgica Ávila',
      'Outsider',
      'Primeira',
      'Second',
    ]);
    // A logged-in owner does not see the company it owns.
    const own = await search({ category: s.category, search: '' }, s.first.headers);
    expect((own.body.data as { name: string }[]).map((c) => c.name)).not.toContain('Primeira');
    const long = await search({ category: s.category, search: 'x'.repeat(251) });
    expect(long.body).toMatchObject({ response: false, error: 'VAL001' });
  });

  it('answers a company by its reqId, without a session', async () => {
    const res = await api(t, 'POST', '/quotes/company_get', undefined, { req_id: s.second.company.reqId });
    expect(res.body).toEqual({
      response: true,
      data: { id: s.second.company.id, name: 'Second', categories: [s.category], receivesQuotes: true },
    });
    const unknown = await api(t, 'POST', '/quotes/company_get', undefined, {
      req_id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.body).toMatchObject({ response: false, error: 'NFD001' });
  });
});
