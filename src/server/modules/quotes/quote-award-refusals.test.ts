import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteItemAwards } from '../../db/schema/quote-items';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';
import { type AwardSetup, awardItems, pricedItemQuote } from './test/award-quote';

/* Issue 34 item 4: who may award, what a split award must name, and racing choices. */

let t: TestApp;
let q: ReturnType<typeof quoteCalls>;
let category: number;
let owner: TestUser;
let first: TestCompanyUser;
let second: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  q = quoteCalls(t);
  category = await createCategory(t, 'Award refusals');
  owner = await createCustomer(t, { lang: 'en', name: 'Maria Buyer' });
  first = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Alpha Forge' });
  second = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Beta Machining' });
});
afterAll(async () => {
  await t.close();
});

/** Alpha cannot supply the third item; Beta prices all three. */
const setUp = (title: string) =>
  pricedItemQuote(t, owner, category, title, [
    { supplier: first, prices: [1000, 333, null] },
    { supplier: second, prices: [1200, 300, 50_000] },
  ]);

async function stateOf(setup: AwardSetup) {
  const [quote] = await t.db.db
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.reqId, setup.reqId));
  const chosen = await t.db.db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(and(eq(quoteProposals.quoteId, quote.id), eq(quoteProposals.chosen, true)));
  const awards = await t.db.db
    .select({ item: quoteItemAwards.itemId })
    .from(quoteItemAwards)
    .where(eq(quoteItemAwards.quoteId, quote.id));
  return { status: quote.status, chosen: chosen.length, awards: awards.length };
}

const untouched = { status: 'a', chosen: 0, awards: 0 };

describe('who may award', () => {
  it('refuses another customer, a supplier, another company and a visitor, and changes nothing', async () => {
    const setup = await setUp('Award access');
    const stranger = await createCustomer(t);
    const outsider = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Outsider' });
    for (const who of [stranger, first, outsider]) {
      expect((await awardItems(t, who, setup, [0, 0, 1])).body).toMatchObject({
        response: false,
        error: 'NFD001',
      });
    }
    const visitor = await awardItems(t, undefined, setup, [0, 0, 1], await openSession(t.app));
    expect(visitor.body).toMatchObject({ response: false, error: 'SES006' });
    expect(await stateOf(setup)).toEqual(untouched);
  });
});

describe('what a split award must name', () => {
  it('refuses an item given to a supplier that did not price it, naming both', async () => {
    const setup = await setUp('Award unpriced');
    const res = await awardItems(t, owner, setup, [0, 1, 0]);
    expect(res.body).toEqual({
      response: false,
      error: 'QTE010',
      message: 'Alpha Forge did not price "Machining of shafts": award it to a supplier that did.',
    });
    expect(await stateOf(setup)).toEqual(untouched);
  });

  it('refuses an item left out, an item twice, an unknown item and another quote’s proposal', async () => {
    const setup = await setUp('Award coverage');
    const leftOut = await awardItems(t, owner, { ...setup, items: setup.items.slice(0, 2) }, [0, 1]);
    expect(leftOut.body).toMatchObject({ response: false, error: 'QTE009' });
    const twice = await awardItems(
      t,
      owner,
      { ...setup, items: [...setup.items, setup.items[0]] },
      [0, 0, 1, 1],
    );
    expect(twice.body).toMatchObject({ error: 'QTE009' });
    const unknown = await awardItems(
      t,
      owner,
      { ...setup, items: ['nope', ...setup.items.slice(1)] },
      [1, 1, 1],
    );
    expect(unknown.body).toMatchObject({ error: 'QTE009' });
    const other = await setUp('Award other quote');
    const foreign = await awardItems(t, owner, { ...setup, proposals: other.proposals }, [1, 1, 1]);
    expect(foreign.body).toMatchObject({ error: 'NFD001' });
    const empty = await api(t, 'POST', '/quotes/award_items', owner.headers, {
      req_id: setup.reqId,
      awards: [],
    });
    expect(empty.body).toMatchObject({ response: false, fields: { awards: expect.any(String) } });
    expect(await stateOf(setup)).toEqual(untouched);
  });

  it('refuses a quote without items and a closed quote, in the request’s language', async () => {
    const plain = await createCustomer(t, { lang: 'pt-BR' });
    const noItems = await api(t, 'POST', '/quotes/new', plain.headers, {
      category,
      title: 'No items',
      description: 'Plain request',
      companies: [first.company.id],
    });
    const reqId = (noItems.body.data as { reqId: string }).reqId;
    const res = await api(t, 'POST', '/quotes/award_items', plain.headers, {
      req_id: reqId,
      awards: [{ item: 'x', proposal: 'y' }],
    });
    expect(res.body).toEqual({
      response: false,
      error: 'QTE008',
      message: 'Este pedido de cotação não tem itens: escolha uma proposta para tudo.',
    });

    const cancelled = await setUp('Award cancelled');
    expect((await q.cancel(owner, cancelled.reqId)).body.response).toBe(true);
    expect((await awardItems(t, owner, cancelled, [0, 0, 1])).body).toMatchObject({ error: 'QTE001' });
    expect(quoteOf(await q.infoCustomer(owner, cancelled.reqId)).status).toBe('x');

    const awarded = await setUp('Award twice');
    expect((await awardItems(t, owner, awarded, [0, 0, 1])).body.response).toBe(true);
    expect((await awardItems(t, owner, awarded, [1, 1, 1])).body).toMatchObject({ error: 'QTE004' });
    expect((await q.choose(owner, awarded.proposals[1])).body).toMatchObject({ error: 'QTE004' });
    expect(await stateOf(awarded)).toEqual({ status: 'c', chosen: 2, awards: 3 });
  });
});

describe('racing choices and awards on one quote', () => {
  it('lets exactly one of a burst of awards and choices win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const setup = await setUp(`Award race ${round}`);
      const results = await Promise.all([
        awardItems(t, owner, setup, [0, 0, 1]),
        awardItems(t, owner, setup, [1, 1, 1]),
        q.choose(owner, setup.proposals[0]),
        awardItems(t, owner, setup, [0, 1, 1]),
        q.choose(owner, setup.proposals[1]),
      ]);
      const wins = results.filter((r) => r.body.response === true);
      expect(wins).toHaveLength(1);
      expect(results.filter((r) => r.body.response === false).map((r) => r.body.error)).toEqual(
        Array(4).fill('QTE004'),
      );
      const state = await stateOf(setup);
      expect(state.status).toBe('c');
      // A whole choice: one chosen, no item awards; a split: every item awarded once.
      expect([
        { chosen: 1, awards: 0 },
        { chosen: 1, awards: 3 },
        { chosen: 2, awards: 3 },
      ]).toContainEqual({ chosen: state.chosen, awards: state.awards });
    }
  });

  it('keeps the database from awarding one item twice, whatever the code does', async () => {
    const setup = await setUp('Award twice in the database');
    expect((await awardItems(t, owner, setup, [0, 0, 1])).body.response).toBe(true);
    const [row] = await t.db.db.select().from(quoteItemAwards).limit(1);
    const error = await t.db.db
      .insert(quoteItemAwards)
      .values({ itemId: row.itemId, quoteId: row.quoteId, proposalId: row.proposalId })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
