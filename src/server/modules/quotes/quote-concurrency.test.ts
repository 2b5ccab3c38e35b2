import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { createTestApp, type TestApp } from '../../test/harness';
import { field, quoteCalls } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';

/*
 * Requests that race on one quote; they really run side by side on separate connections. The
 * outcome must be one of the serial ones.
 */

let t: TestApp;
let s: QuoteScenario;
let q: ReturnType<typeof quoteCalls>;
const ROUNDS = 4;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  q = quoteCalls(t);
});
afterAll(async () => {
  await t.close();
});

async function stateOf(reqId: string) {
  const [quote] = await t.db.db
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.reqId, reqId));
  const chosen = await t.db.db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(and(eq(quoteProposals.quoteId, quote.id), eq(quoteProposals.chosen, true)));
  return { id: quote.id, status: quote.status, chosen: chosen.length };
}

async function twoProposals(reqId: string) {
  const a = await q.propose(s.first, reqId, s.owner);
  const b = await q.propose(s.second, reqId, s.owner);
  return [a.reqId, b.reqId];
}

const chosenCount = async (companyId: number) =>
  (
    await t.db.db.select({ n: companies.proposalsChosen }).from(companies).where(eq(companies.id, companyId))
  )[0].n;

describe('racing requests on one quote', () => {
  it('chooses exactly one of two proposals chosen at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const reqId = await s.open(`Race ${round}`);
      const [a, b] = await twoProposals(reqId);
      const before = (await chosenCount(s.first.company.id)) + (await chosenCount(s.second.company.id));
      const results = await Promise.all([q.choose(s.owner, a), q.choose(s.owner, b)]);
      const wins = results.filter((r) => r.body.response === true);
      expect(wins).toHaveLength(1);
      expect(results.find((r) => r.body.response === false)?.body.error).toBe('QTE004');
      expect(await stateOf(reqId)).toMatchObject({ status: 'c', chosen: 1 });
      const after = (await chosenCount(s.first.company.id)) + (await chosenCount(s.second.company.id));
      expect(after).toBe(before + 1);
    }
  });

  it('chooses the same proposal once when the choice is sent twice', async () => {
    const reqId = await s.open();
    const [a] = await twoProposals(reqId);
    const results = await Promise.all([q.choose(s.owner, a), q.choose(s.owner, a)]);
    expect(results.map((r) => r.body.response).sort()).toEqual([false, true]);
    expect(await stateOf(reqId)).toMatchObject({ status: 'c', chosen: 1 });
  });

  it('never both chooses and cancels', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const reqId = await s.open();
      const [a] = await twoProposals(reqId);
      const [choose, cancel] = await Promise.all([q.choose(s.owner, a), q.cancel(s.owner, reqId)]);
      expect([choose.body.response, cancel.body.response].filter(Boolean)).toHaveLength(1);
      const state = await stateOf(reqId);
      if (choose.body.response) {
        expect(cancel.body.error).toBe('QTE001');
        expect(state).toMatchObject({ status: 'c', chosen: 1 });
      } else {
        expect(choose.body.error).toBe('QTE001');
        expect(state).toMatchObject({ status: 'x', chosen: 0 });
      }
    }
  });

  it('takes one of two proposals a company sends at once', async () => {
    const reqId = await s.open();
    const results = await Promise.all([q.send(s.first, reqId), q.send(s.first, reqId)]);
    expect(results.map((r) => r.body.error ?? 'ok').sort()).toEqual(['QTE003', 'ok']);
  });

  it('answers a question once when two answers arrive together', async () => {
    const reqId = await s.open();
    const question = field<{ reqId: string }>(await q.ask(s.first, reqId), 'question');
    const results = await Promise.all([
      q.answer(s.owner, question.reqId, 'one'),
      q.answer(s.owner, question.reqId, 'two'),
    ]);
    expect(results.map((r) => r.body.error ?? 'ok').sort()).toEqual(['QTE002', 'ok']);
  });

  it('rates a proposal once when two ratings arrive together', async () => {
    const reqId = await s.open();
    const [a] = await twoProposals(reqId);
    await q.choose(s.owner, a);
    const rating = {
      req_id: a,
      concluded: 'y',
      product_rate: 5,
      delivered_in_time: 'y',
      price_as_quote: 'y',
      comunication: 5,
      recomend_3rd_party: 'y',
      general_evaluation: 5,
      system_recommend: 'y',
      system_evaluation: 5,
    };
    const results = await Promise.all([
      api(t, 'POST', '/quotes/proposal_rate', undefined, rating),
      api(t, 'POST', '/quotes/proposal_rate', undefined, rating),
    ]);
    expect(results.map((r) => r.body.error ?? 'ok').sort()).toEqual(['QRC002', 'ok']);
  });

  it('keeps the database from holding two chosen proposals of one quote, whatever the code does', async () => {
    const reqId = await s.open();
    const [a, b] = await twoProposals(reqId);
    await q.choose(s.owner, a);
    const error = await t.db.db
      .update(quoteProposals)
      .set({ chosen: true })
      .where(eq(quoteProposals.reqId, b))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
