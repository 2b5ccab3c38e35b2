import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { openItemQuote, sendLines } from './test/item-quote';

/* Issue 34 item 3: landed cost per item and in total, lowest marked, gaps for cannot supply. */

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

describe('item comparison', () => {
  it('marks the lowest per item and per total among complete offers, with gaps', async () => {
    const reqId = await openItemQuote(t, s, 'Compare items');
    const ids = (quoteOf(await q.infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
    // First: every item, prices holding the taxes, CIF.
    await sendLines(t, s.first, reqId, {
      lines: [
        { item: ids[0], unit_price_cents: 1000, delivery_days: 10 },
        { item: ids[1], unit_price_cents: 2000, delivery_days: 10 },
        { item: ids[2], unit_price_cents: 50_000, delivery_days: 5 },
      ],
    });
    // Second: cheaper flanges, no bar: a gap, and no total mark (it is not complete).
    await sendLines(t, s.second, reqId, {
      lines: [
        { item: ids[0], unit_price_cents: 900, delivery_days: 20 },
        { item: ids[1], cannot_supply: true },
        { item: ids[2], unit_price_cents: 50_000, delivery_days: 5 },
      ],
      freight: 'fob',
    });
    const quote = quoteOf(await q.infoCustomer(s.owner, reqId));
    const cmp = quote.itemComparison;
    expect(cmp?.suppliers.map((x) => [x.companyName, x.supplied, x.complete, x.lowestTotal])).toEqual([
      ['Second', 2, false, false],
      ['Primeira', 3, true, false],
    ]);
    expect(cmp?.rows[0].cells.map((c) => c?.lowest)).toEqual([true, false]);
    expect(cmp?.rows[1].cells).toEqual([null, expect.objectContaining({ lowest: false })]);
    // A tie: both marked.
    expect(cmp?.rows[2].cells.map((c) => c?.lowest)).toEqual([true, true]);
    // Recipients never see it.
    expect(quoteOf(await q.infoCompany(s.first, reqId)).itemComparison).toBeUndefined();
  });
});
