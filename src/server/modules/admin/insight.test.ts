import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInsight } from '../../../shared/schemas/admin-insight';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { cities } from '../../db/schema/places';
import { quoteProposals, quoteRecipients, quotes } from '../../db/schema/quotes';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  api,
  createCategory,
  createCompanyUser,
  insertProposalFile,
  type TestCompanyUser,
} from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * The dashboard on a small dataset whose every figure is known: rows are dated relative to the
 * period's first Monday (São Paulo time, UTC-3), which the first call tells.
 */
let t: TestApp;
let admin: TestUser;
let periodStart: number;
const HOUR = 3600 * 1000;
const WEEK = 7 * 24 * HOUR;
const at = (week: number, hours: number) => new Date(periodStart + week * WEEK + hours * HOUR);

async function dashboard(weeks = 4, headers = admin.headers) {
  const res = await api(t, 'POST', '/admin/insight', headers, { weeks });
  expect(res.body.response, JSON.stringify(res.body)).toBe(true);
  return res.body.data as AdminInsight;
}

let x: TestCompanyUser;
let y: TestCompanyUser;
let catA: number;
let catB: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Insight Admin' });
  const first = await dashboard();
  periodStart = Date.parse(`${first.from}T00:00:00-03:00`);
  const db = t.db.db;

  catA = await createCategory(t, 'Machining');
  catB = await createCategory(t, 'Casting');
  const [campinas] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Campinas'));
  x = await createCompanyUser(t, { categoryIds: [catA, catB], tradeName: 'Xis Usinagem' });
  y = await createCompanyUser(t, { categoryIds: [catA], tradeName: 'Ypsilon Fundição' });
  await db.update(companies).set({ cityId: campinas.id }).where(eq(companies.id, y.company.id));

  // Every account and company from before the period, then two of each moved into it.
  await db.update(customers).set({ createdAt: at(-1, 0) });
  await db.update(companies).set({ createdAt: at(-1, 0) });
  await db
    .update(customers)
    .set({ createdAt: at(0, 5) })
    .where(eq(customers.id, x.id));
  await db
    .update(customers)
    .set({ createdAt: at(2, 5) })
    .where(eq(customers.id, y.id));
  await db
    .update(companies)
    .set({ createdAt: at(1, 5) })
    .where(eq(companies.id, x.company.id));
  await db
    .update(companies)
    .set({ createdAt: at(1, 6) })
    .where(eq(companies.id, y.company.id));

  const open = (category: number, when: Date, status: 'a' | 'c' | 'x' = 'a') =>
    db
      .insert(quotes)
      .values({
        customerId: admin.id,
        categoryId: category,
        title: 'T',
        description: 'D',
        status,
        dateOpen: when,
      })
      .returning({ id: quotes.id })
      .then(([row]) => row.id);
  const q1 = await open(catA, at(0, 1));
  const q2 = await open(catA, at(1, 1), 'c');
  const q3 = await open(catB, at(1, 2));
  const q4 = await open(catB, at(-1, 1)); // before the period: counted nowhere
  const q5 = await open(catA, at(2, 1), 'x'); // cancelled
  const X = x.company.id;
  const Y = y.company.id;
  await db.insert(quoteRecipients).values([
    { quoteId: q1, companyId: X },
    { quoteId: q1, companyId: Y },
    { quoteId: q2, companyId: X },
    { quoteId: q2, companyId: Y },
    { quoteId: q3, companyId: X },
    { quoteId: q4, companyId: X },
    { quoteId: q5, companyId: X },
  ]);
  const pdf = { id: await insertProposalFile(t) };
  const propose = (quoteId: number, companyId: number, when: Date, chosenAt?: Date) => ({
    quoteId,
    companyId,
    fileId: pdf.id,
    createdAt: when,
    chosen: chosenAt !== undefined,
    chosenAt: chosenAt ?? null,
  });
  await db.insert(quoteProposals).values([
    propose(q1, Y, at(0, 3)), // q1: first proposal 2 h after opening
    propose(q2, X, at(1, 11), at(2, 1)), // q2: chosen in week 2
    propose(q2, Y, at(1, 5)), // q2: first proposal 4 h after opening
    propose(q4, X, at(-1, 2)),
  ]);
});
afterAll(() => t.close());

describe('POST /admin/insight', () => {
  it('counts companies, customers, requests, proposals and chosen proposals per week', async () => {
    const data = await dashboard();
    expect(data.weeks.map((w) => w.week)).toEqual(
      [0, 1, 2, 3].map((k) => new Date(periodStart + k * WEEK + 3 * HOUR).toISOString().slice(0, 10)),
    );
    expect(data.weeks.map(({ week: _, ...counts }) => counts)).toEqual([
      { companies: 0, customers: 1, quotes: 1, proposals: 1, chosen: 0 },
      { companies: 2, customers: 0, quotes: 2, proposals: 2, chosen: 0 },
      { companies: 0, customers: 1, quotes: 1, proposals: 0, chosen: 1 },
      { companies: 0, customers: 0, quotes: 0, proposals: 0, chosen: 0 },
    ]);
  });

  it('gives the share answered and the median time to the first proposal', async () => {
    const { answers } = await dashboard();
    // q1, q2, q3 and q5 are in the period; q1 (2 h) and q2 (4 h) were answered.
    expect(answers).toEqual({ quotes: 4, answered: 2, medianSecondsToFirst: 3 * 3600 });
  });

  it('ranks the busiest categories (by requests) and cities (by requests their companies received)', async () => {
    const data = await dashboard();
    expect(data.categories).toEqual([
      { id: catA, name: 'Machining', quotes: 3 },
      { id: catB, name: 'Casting', quotes: 1 },
    ]);
    expect(data.cities.map(({ name, state, quotes: n }) => ({ name, state, quotes: n }))).toEqual([
      { name: 'Piracicaba', state: 'SP', quotes: 4 },
      { name: 'Campinas', state: 'SP', quotes: 2 },
    ]);
    const pt = await api(t, 'POST', '/admin/insight', { ...admin.headers, 'app-language': 'pt-BR' }, {});
    expect((pt.body.data as AdminInsight).categories[0]?.name).toBe('Machining (pt)');
  });

  it('lists the companies that answer least, from three requests received, cancelled ones left out', async () => {
    const data = await dashboard();
    expect(data.answerLeast).toEqual([
      { reqId: x.company.reqId, tradeName: 'Xis Usinagem', received: 3, answered: 1 },
    ]);
  });

  it('a longer period reaches further back; the period is bounded', async () => {
    const data = await dashboard(5);
    expect(data.weeks).toHaveLength(5);
    expect(data.answers.quotes).toBe(5);
    expect(data.weeks[0]).toMatchObject({ quotes: 1, proposals: 1, companies: 0 });
    const refused = await api(t, 'POST', '/admin/insight', admin.headers, { weeks: 53 });
    expect(refused.body).toMatchObject({ response: false, error: 'VAL001' });
  });

  it('with no proposal, nothing is answered and there is no median', async () => {
    await t.db.db.delete(quoteProposals);
    const { answers } = await dashboard();
    expect(answers).toEqual({ quotes: 4, answered: 0, medianSecondsToFirst: null });
  });
});
