import type { TestApp } from '../../../test/harness';
import { quoteCalls, quoteOf } from '../../../test/quote-calls';
import { api, openQuote, type TestCompanyUser, type TestUser } from '../../../test/quote-fixtures';
import { ITEMS, sendLines } from './item-quote';

/*
 * A request of the three ITEMS sent to `suppliers`, each pricing them as `prices` says (centavos per
 * unit, null: cannot supply), taxes included: what the split-award tests start from.
 */

export interface AwardSetup {
  reqId: string;
  /** The items' reqIds in the request's order. */
  items: string[];
  /** Each supplier's current proposal reqId, as the requester sees it. */
  proposals: string[];
}

export async function pricedItemQuote(
  t: TestApp,
  owner: TestUser,
  category: number,
  title: string,
  offers: { supplier: TestCompanyUser; prices: (number | null)[] }[],
): Promise<AwardSetup> {
  const q = quoteCalls(t);
  const reqId = await openQuote(t, owner, {
    category,
    title,
    companies: offers.map((o) => o.supplier.company.id),
    items: ITEMS,
  });
  const items = (quoteOf(await q.infoCustomer(owner, reqId)).items ?? []).map((i) => i.reqId);
  for (const { supplier, prices } of offers) {
    const lines = items.map((item, index) => {
      const price = prices[index];
      return price === null
        ? { item, cannot_supply: true }
        : { item, unit_price_cents: price, delivery_days: 7 };
    });
    const sent = await sendLines(t, supplier, reqId, { lines });
    if (!sent.body.response) throw new Error(`lines refused: ${JSON.stringify(sent.body)}`);
  }
  const seen = quoteOf(await q.infoCustomer(owner, reqId)).proposals;
  const proposals = offers.map(({ supplier }) => {
    const found = seen.find((p) => p.companyName === supplier.company.tradeName && p.latest);
    if (!found) throw new Error(`no proposal of ${supplier.company.tradeName}`);
    return found.reqId;
  });
  return { reqId, items, proposals };
}

/** POST /quotes/award_items as `who`: each item (by index) to the proposal of that index. */
export const awardItems = (
  t: TestApp,
  who: TestUser | undefined,
  setup: AwardSetup,
  to: number[],
  headers = who?.headers,
) =>
  api(t, 'POST', '/quotes/award_items', headers, {
    req_id: setup.reqId,
    awards: to.map((proposal, item) => ({ item: setup.items[item], proposal: setup.proposals[proposal] })),
  });
