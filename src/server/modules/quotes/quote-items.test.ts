import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, postQuote, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { ITEMS, openItemQuote, sendLines } from './test/item-quote';

/* Issue 34 items 1 and 2: items in a request, line prices in a proposal, the server's totals. */

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

const itemsOf = async (reqId: string) => quoteOf(await q.infoCustomer(s.owner, reqId)).items ?? [];

describe('items of a request', () => {
  it('stores the items in order and answers them to the owner and the recipients', async () => {
    const reqId = await openItemQuote(t, s);
    const items = await itemsOf(reqId);
    expect(items.map(({ reqId: _id, ...rest }) => rest)).toEqual([
      { ...ITEMS[0] },
      { ...ITEMS[1], specification: null },
      { ...ITEMS[2], specification: null },
    ]);
    const company = quoteOf(await q.infoCompany(s.first, reqId));
    expect(company.items?.map((i) => i.reqId)).toEqual(items.map((i) => i.reqId));
  });

  it('keeps a request without items as today: an empty list', async () => {
    const reqId = await s.open('No items');
    expect(await itemsOf(reqId)).toEqual([]);
  });

  it('refuses bad items by field, in the language, and stores nothing', async () => {
    const bad = await postQuote(t, s.owner, {
      category: s.category,
      title: 'Bad items',
      items: [{ description: '', quantity: 0.0001, unit: 'box' }],
    });
    expect(bad.body.response).toBe(false);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      'items.0.description',
      'items.0.quantity',
      'items.0.unit',
    ]);
    const tooMany = await postQuote(t, s.owner, {
      category: s.category,
      items: Array.from({ length: 101 }, () => ITEMS[2]),
    });
    expect(tooMany.body.fields).toMatchObject({ items: expect.stringContaining('100') });
    const nul = await postQuote(t, s.owner, {
      category: s.category,
      items: [{ ...ITEMS[0], description: 'a\u0000b' }],
    });
    expect(nul.body.response).toBe(false);
  });
});

describe('line prices', () => {
  const lines = (reqIds: string[]) => [
    { item: reqIds[0], unit_price_cents: 1000, delivery_days: 10 },
    { item: reqIds[1], unit_price_cents: 333, delivery_days: 30 },
    { item: reqIds[2], cannot_supply: true },
  ];

  it('totals per line then sums, with ICMS grossed up, IPI on top and CIF freight', async () => {
    const reqId = await openItemQuote(t, s, 'Priced');
    const ids = (await itemsOf(reqId)).map((i) => i.reqId);
    const res = await sendLines(t, s.first, reqId, {
      lines: lines(ids),
      icms_rate_bp: 1800,
      icms_included: false,
      ipi_rate_bp: 500,
      ipi_included: false,
      freight: 'cif_value',
      freight_cents: 15_000,
    });
    expect(res.body.response).toBe(true);
    const proposal = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals[0];
    // 200 × 10,00 = 2000,00 → /0,82 = 2439,02 → +5 % = 121,95 → 2560,97
    // 1,5 × 3,33 = 5,00 (4,995 half up) → /0,82 = 6,10 (6,0975…) → +0,31 (0,305) → 6,41
    expect(proposal.lines?.map((l) => l.landedCents)).toEqual([256_097, 641, null]);
    expect(proposal.commercial).toMatchObject({
      goodsCents: 200_500,
      landedCents: 256_097 + 641 + 15_000,
      freight: 'cif_value',
      freightCents: 15_000,
    });
    // A client that knows nothing of lines reads the total and the longest delivery as the terms.
    expect(proposal.terms).toMatchObject({ priceCents: 256_097 + 641 + 15_000, deliveryDays: 30 });
    expect(quoteOf(await q.infoCompany(s.first, reqId)).proposals[0].lines).toHaveLength(3);
  });

  it('refuses lines that miss, repeat or invent items, and changes nothing', async () => {
    const reqId = await openItemQuote(t, s, 'Refusals');
    const ids = (await itemsOf(reqId)).map((i) => i.reqId);
    const missing = await sendLines(t, s.second, reqId, { lines: lines(ids).slice(0, 2) }, 'pt-BR');
    expect(missing.body).toMatchObject({
      response: false,
      fields: { lines: expect.stringContaining('cada item') },
    });
    const twice = await sendLines(t, s.second, reqId, { lines: [...lines(ids), lines(ids)[0]] });
    expect(twice.body.fields).toHaveProperty('lines.3.item');
    const other = await openItemQuote(t, s, 'Another');
    const foreign = (await itemsOf(other))[0].reqId;
    const invented = await sendLines(t, s.second, reqId, {
      lines: [{ item: foreign, unit_price_cents: 1, delivery_days: 1 }, ...lines(ids).slice(1)],
    });
    expect(invented.body.fields).toHaveProperty('lines.0.item');
    const none = await sendLines(t, s.second, reqId, {
      lines: ids.map((item) => ({ item, cannot_supply: true })),
    });
    expect(none.body.fields).toHaveProperty('lines');
    const noPrice = await sendLines(t, s.second, reqId, {
      lines: [{ item: ids[0] }, ...lines(ids).slice(1)],
    });
    expect(noPrice.body.fields).toHaveProperty('lines.0.unit_price_cents');
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).proposals).toEqual([]);
  });

  it('lets only a recipient price the items: other companies and customers are refused', async () => {
    const reqId = await openItemQuote(t, s, 'Access');
    const ids = (await itemsOf(reqId)).map((i) => i.reqId);
    for (const who of [s.otherCompany, s.otherCustomer, s.owner]) {
      const res = await sendLines(t, who, reqId, { lines: lines(ids) });
      expect(res.body.response).toBe(false);
    }
    const read = await api(t, 'POST', '/quotes/info_company', s.otherCompany.headers, { req_id: reqId });
    expect(read.body).toMatchObject({ response: false, error: 'NFD001' });
    // A recipient sees its own lines only, never another company's.
    await sendLines(t, s.first, reqId, { lines: lines(ids) });
    expect(quoteOf(await q.infoCompany(s.second, reqId)).proposals).toEqual([]);
  });

  it('keeps today’s single price and PDF proposals on an itemised request', async () => {
    const reqId = await openItemQuote(t, s, 'Single price');
    const res = await sendLines(t, s.first, reqId, { price_cents: 5000, delivery_days: 3 });
    expect(res.body.response).toBe(true);
    const proposal = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals[0];
    expect(proposal.lines).toBeUndefined();
    expect(proposal.terms?.priceCents).toBe(5000);
  });
});
