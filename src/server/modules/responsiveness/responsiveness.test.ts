import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic, CompanySummary } from '../../../shared/schemas/catalogue-read';
import { quoteRecipients, quotes } from '../../db/schema/quotes';
import { companyResponsiveness } from '../../db/schema/responsiveness';
import { createTestApp, type TestApp } from '../../test/harness';
import { quoteCalls } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  openQuote,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';
import { markRecipientAnswered, publicFiguresOf, refreshResponsiveness } from './responsiveness-service';
import { sweepResponsiveness } from './responsiveness-sweep';

/* Issue 18 item 6: answered share and median time to first answer over 12 months, from 5 requests. */

const HOUR = 3_600_000;
let t: TestApp;
let q: ReturnType<typeof quoteCalls>;
let category: number;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  q = quoteCalls(t);
  category = await createCategory(t, 'Responsiveness');
  owner = await createCustomer(t);
});
afterAll(async () => {
  await t.close();
});

async function quoteId(reqId: string): Promise<number> {
  const [row] = await t.db.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.reqId, reqId));
  return row.id;
}

/** Moves when the company received the request (and its quote opened) `hoursAgo` into the past. */
async function receivedAgo(reqId: string, companyId: number, hoursAgo: number): Promise<Date> {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  const id = await quoteId(reqId);
  await t.db.db
    .update(quoteRecipients)
    .set({ createdAt: at })
    .where(and(eq(quoteRecipients.quoteId, id), eq(quoteRecipients.companyId, companyId)));
  return at;
}

/**
 * The quote's deadline passed a minute ago, after its recipients' figures were last computed (as
 * time would have it): from the next sweep the request counts.
 */
async function expire(reqId: string): Promise<void> {
  const id = await quoteId(reqId);
  await t.db.db
    .update(quotes)
    .set({ deadline: new Date(Date.now() - 60_000) })
    .where(eq(quotes.id, id));
  await t.db.db.execute(sql`update company_responsiveness set refreshed_at = now() - interval '2 minutes'
    where company_id in (select company_id from quote_recipients where quote_id = ${id})`);
}

const own = async (who: TestUser) => (await api(t, 'GET', '/company/responsiveness', who.headers)).body;
const publicPage = async (company: TestCompanyUser) =>
  (await api(t, 'POST', '/companies/info', owner.headers, { req_id: company.company.reqId })).body
    .data as CompanyPublic;
const card = async (company: TestCompanyUser) => {
  const res = await api(t, 'POST', '/companies/list', owner.headers, { category });
  const found = (res.body.data as CompanySummary[]).find((c) => c.reqId === company.company.reqId);
  if (!found) throw new Error('the company is not in the list');
  return found;
};
const openFor = (company: TestCompanyUser, title: string) =>
  openQuote(t, owner, { category, title, companies: [company.company.id] });

describe('responsiveness figures', () => {
  it('count requests and first answers; public only from the fifth request', async () => {
    const company = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Prompt Parts' });
    expect((await own(company)).data).toMatchObject({
      requests: 0,
      answered: 0,
      shown: false,
      minRequests: 5,
    });
    const reqIds: string[] = [];
    for (let i = 1; i <= 4; i++) reqIds.push(await openFor(company, `Prompt ${i}`));
    // Answered after 2 h, 5 h and 30 h; the fourth not at all, and its deadline passed.
    const delays = [2, 5, 30];
    for (const [i, hours] of delays.entries()) {
      const received = await receivedAgo(reqIds[i], company.company.id, 100);
      const id = await quoteId(reqIds[i]);
      await t.db.db.transaction((tx) =>
        markRecipientAnswered(tx, id, company.company.id, new Date(received.getTime() + hours * HOUR)),
      );
    }
    await receivedAgo(reqIds[3], company.company.id, 100);
    await expire(reqIds[3]);
    await sweepResponsiveness(t.db.db);
    expect((await own(company)).data).toMatchObject({
      requests: 4,
      answered: 3,
      answeredPercent: 75,
      medianSeconds: 5 * 3600,
      shown: false,
    });
    expect((await publicPage(company)).responsiveness).toBeUndefined();
    expect((await card(company)).responsiveness).toBeUndefined();

    // A fifth request counts once its deadline passed unanswered: the figures become public, and
    // the cached page and card learn it with the sweep.
    reqIds.push(await openFor(company, 'Prompt 5'));
    expect((await own(company)).data).toMatchObject({ requests: 4, shown: false });
    await expire(reqIds[4]);
    await sweepResponsiveness(t.db.db);
    const figures = { requests: 5, answeredPercent: 60, medianSeconds: 5 * 3600 };
    expect((await own(company)).data).toMatchObject({ ...figures, shown: true });
    expect((await publicPage(company)).responsiveness).toEqual(figures);
    expect((await card(company)).responsiveness).toEqual(figures);
    const several = await publicFiguresOf(t.db.db, [company.company.id, 0]);
    expect([...several]).toEqual([[company.company.id, figures]]);

    // A second answer to the same request changes nothing: only the first counts.
    const first = await quoteId(reqIds[0]);
    const again = await t.db.db.transaction((tx) =>
      markRecipientAnswered(tx, first, company.company.id, new Date()),
    );
    expect(again).toBe(false);
    expect((await own(company)).data).toMatchObject(figures);
  });

  it('a proposal is a first answer; a later proposal does not move it', async () => {
    const company = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Fast Forge' });
    const reqId = await openFor(company, 'Forge 1');
    await q.send(company, reqId);
    const id = await quoteId(reqId);
    const firstAnswer = async () =>
      (
        await t.db.db
          .select({ at: quoteRecipients.firstAnswerAt })
          .from(quoteRecipients)
          .where(and(eq(quoteRecipients.quoteId, id), eq(quoteRecipients.companyId, company.company.id)))
      )[0].at;
    const before = await firstAnswer();
    expect(before).toBeInstanceOf(Date);
    await t.db.db.execute(
      sql`update quote_proposals set created_at = created_at - interval '61 seconds' where quote_id = ${id}`,
    );
    await q.send(company, reqId);
    expect(await firstAnswer()).toEqual(before);
    expect((await own(company)).data).toMatchObject({ requests: 1, answered: 1, answeredPercent: 100 });
  });

  it('a decline is a first answer too', async () => {
    const company = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Polite Press' });
    const reqId = await openFor(company, 'Press 1');
    const res = await api(t, 'POST', '/quotes/decline', company.headers, {
      req_id: reqId,
      reason: 'capacity',
    });
    expect(res.body.response).toBe(true);
    expect((await own(company)).data).toMatchObject({ requests: 1, answered: 1, answeredPercent: 100 });
  });

  it('cover the last 12 months: older requests drop out when the sweep refreshes stale figures', async () => {
    const company = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Old Mill' });
    const reqIds: string[] = [];
    for (let i = 1; i <= 6; i++) reqIds.push(await openFor(company, `Mill ${i}`));
    // Two requests from 13 months ago, both answered; four recent ones, none answered by their deadline.
    for (const reqId of reqIds.slice(2)) await expire(reqId);
    for (const reqId of reqIds.slice(0, 2)) {
      const received = await receivedAgo(reqId, company.company.id, 13 * 30 * 24);
      const id = await quoteId(reqId);
      await t.db.db.transaction((tx) =>
        markRecipientAnswered(tx, id, company.company.id, new Date(received.getTime() + HOUR)),
      );
    }
    // Recomputed now, only the four recent requests count: below the threshold, nothing public.
    await t.db.db.transaction((tx) => refreshResponsiveness(tx, [company.company.id]));
    expect((await own(company)).data).toMatchObject({ requests: 4, answered: 0, shown: false });
    expect((await publicPage(company)).responsiveness).toBeUndefined();

    // The sweep picks up rows left unrefreshed for a day: figures computed a year ago counted both
    // old requests (answered within the hour), not yet the recent ones; as of today the old drop out.
    const yearAgo = new Date(Date.now() - 13 * 30 * 24 * HOUR + 2 * HOUR);
    await t.db.db.transaction((tx) => refreshResponsiveness(tx, [company.company.id], yearAgo));
    const [stale] = await t.db.db
      .select()
      .from(companyResponsiveness)
      .where(eq(companyResponsiveness.companyId, company.company.id));
    expect(stale).toMatchObject({ requests: 2, answered: 2, medianSeconds: 3600 });
    expect(await sweepResponsiveness(t.db.db)).toBeGreaterThanOrEqual(1);
    expect((await own(company)).data).toMatchObject({ requests: 4, answered: 0, medianSeconds: null });
  });

  it('count a request once answered, once its deadline passed, or once closed a day after it arrived', async () => {
    const company = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Fair Foundry' });
    const id = company.company.id;
    const inThreeDays = new Date(Date.now() + 72 * HOUR).toISOString();
    // Received 30 seconds ago, three days to go: it says nothing about the company yet.
    const fresh = await openQuote(t, owner, {
      category,
      title: 'Fresh',
      companies: [id],
      deadline: inThreeDays,
    });
    expect((await own(company)).data).toMatchObject({ requests: 0, answered: 0 });
    // Cancelled a minute after sending: the company could not have answered, it never counts.
    const cancelledSoon = await openFor(company, 'Cancelled soon');
    expect((await q.cancel(owner, cancelledSoon)).body.response).toBe(true);
    expect((await own(company)).data).toMatchObject({ requests: 0, answered: 0 });
    // Cancelled two days after it arrived, unanswered: it counts, not answered.
    const cancelledLate = await openFor(company, 'Cancelled late');
    await receivedAgo(cancelledLate, id, 48);
    expect((await q.cancel(owner, cancelledLate)).body.response).toBe(true);
    expect((await own(company)).data).toMatchObject({ requests: 1, answered: 0 });
    // A question is an answer.
    const asked = await openFor(company, 'Asked');
    expect((await q.ask(company, asked)).body.response).toBe(true);
    expect((await own(company)).data).toMatchObject({ requests: 2, answered: 1 });
    // The fresh request's deadline passes unanswered: it counts from the next sweep.
    await expire(fresh);
    expect(await sweepResponsiveness(t.db.db)).toBeGreaterThanOrEqual(1);
    expect((await own(company)).data).toMatchObject({ requests: 3, answered: 1 });
    // Past its deadline, declining is refused and changes nothing.
    const late = await api(t, 'POST', '/quotes/decline', company.headers, {
      req_id: fresh,
      reason: 'capacity',
    });
    expect(late.body).toMatchObject({ response: false, error: 'QDL001' });
    expect((await own(company)).data).toMatchObject({ requests: 3, answered: 1 });
    // Extended, the request waits for its new deadline again.
    const extended = await api(t, 'POST', '/quotes/deadline', owner.headers, {
      req_id: fresh,
      deadline: inThreeDays,
    });
    expect(extended.body.response).toBe(true);
    expect((await own(company)).data).toMatchObject({ requests: 2, answered: 1 });
  });

  it('are the caller’s company’s own: CMP003 without a company, refused without a login', async () => {
    expect(await own(owner)).toMatchObject({ response: false, error: 'CMP003' });
    const visitor = await api(t, 'GET', '/company/responsiveness', undefined);
    expect(visitor.body.response).toBe(false);
  });
});
