import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import { companies } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  ageProposals,
  api,
  notificationsOf,
  PDF,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { refreshResponsiveness } from '../responsiveness/responsiveness-service';

/* Issue 18 items 1 and 7: structured proposals, the owner's comparison, notices that open the quote. */

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

const inDays = (days: number) => addDays(saoPauloDay(), days);

const terms = (changes: Record<string, unknown> = {}) => ({
  price_cents: 123_456,
  delivery_days: 15,
  valid_until: inDays(30),
  payment_terms: '30/60 days',
  note: 'Freight included',
  ...changes,
});

const sendWith = (who: TestUser, reqId: string, body: Record<string, unknown>, lang?: string) =>
  api(t, 'POST', '/quotes/proposal_send', lang ? { ...who.headers, 'app-language': lang } : who.headers, {
    req_id: reqId,
    proposal: PDF,
    ...body,
  });

describe('structured proposal terms', () => {
  it('stores the terms and answers them to the owner and to the company that sent them', async () => {
    const reqId = await s.open('Structured');
    expect((await sendWith(s.first, reqId, terms())).body.response).toBe(true);
    const expected = {
      priceCents: 123_456,
      deliveryDays: 15,
      validUntil: inDays(30),
      paymentTerms: '30/60 days',
      note: 'Freight included',
    };
    const owners = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(owners.proposals[0].terms).toEqual(expected);
    expect(quoteOf(await q.infoCompany(s.first, reqId)).proposals[0].terms).toEqual(expected);
    // One request so far: too few for public responsiveness figures.
    expect(owners.comparison?.[0].responsiveness).toBeUndefined();
  });

  it('still takes the spec’s PDF-only proposal, with every term null', async () => {
    const reqId = await s.open('PDF only');
    expect((await q.send(s.second, reqId)).body.response).toBe(true);
    const [proposal] = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals;
    expect(proposal.terms).toEqual({
      priceCents: null,
      deliveryDays: null,
      validUntil: null,
      paymentTerms: null,
      note: null,
    });
  });

  for (const [lang, lines] of [
    [
      'en',
      [
        'Total price: The value must be at least 1!',
        'Delivery time (days): Enter a valid number!',
        'Valid until: The date must be today or later!',
        'Payment terms: This field must have at most 250 characters!',
      ],
    ],
    [
      'pt-BR',
      [
        'Preço total: O valor deve ser no mínimo 1!',
        'Prazo de entrega (dias): Informe um número válido!',
        'Validade: A data deve ser hoje ou posterior!',
        'Condições de pagamento: Este campo deve ter no máximo 250 caracteres!',
      ],
    ],
  ] as const) {
    it(`${lang}: refuses bad terms naming each field, and stores nothing`, async () => {
      const reqId = await s.open(`Bad terms ${lang}`);
      const res = await sendWith(
        s.second,
        reqId,
        terms({
          price_cents: 0,
          delivery_days: 2.5,
          valid_until: inDays(-1),
          payment_terms: 'x'.repeat(251),
        }),
        lang,
      );
      expect(res.body.response).toBe(false);
      const fields = res.body.fields as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual([
        'delivery_days',
        'payment_terms',
        'price_cents',
        'valid_until',
      ]);
      for (const line of lines) expect(res.body.message).toContain(line);
      expect(quoteOf(await q.infoCustomer(s.owner, reqId)).proposals).toEqual([]);
    });
  }

  it('refuses a validity past two years, a day that does not exist and a price past R$ 1 billion', async () => {
    const reqId = await s.open('Limits');
    const far = await sendWith(s.second, reqId, terms({ valid_until: inDays(731) }));
    expect((far.body.fields as Record<string, string>).valid_until).toBe(
      'The date must be at most 730 days from today!',
    );
    const bogus = await sendWith(s.second, reqId, terms({ valid_until: '2031-02-30' }));
    expect((bogus.body.fields as Record<string, string>).valid_until).toBe('Invalid value!');
    const dear = await sendWith(s.second, reqId, terms({ price_cents: 100_000_000_001 }));
    expect(Object.keys(dear.body.fields as object)).toEqual(['price_cents']);
    // The bounds themselves are accepted.
    const edge = await sendWith(
      s.second,
      reqId,
      terms({ price_cents: 100_000_000_000, delivery_days: 1, valid_until: inDays(730) }),
    );
    expect(edge.body.response).toBe(true);
  });
});

describe('comparison', () => {
  it('compares each company’s latest proposal, marks the lowest price and the fastest delivery', async () => {
    const reqId = await s.open('Compared');
    await sendWith(s.first, reqId, terms({ price_cents: 500_000, delivery_days: 10 }));
    await sendWith(s.second, reqId, terms({ price_cents: 300_000, delivery_days: 20 }));
    await ageProposals(t, reqId);
    // The first company's newer offer replaces its earlier one in the comparison, not in the history.
    await sendWith(s.first, reqId, terms({ price_cents: 250_000, delivery_days: 12, note: 'Revised' }));
    // The earlier requests' deadlines pass: answered or not, they count from then on (decision 0021).
    await t.db.db.execute(sql`update quotes set deadline = now() - interval '1 minute'
      where status = 'a' and req_id <> ${reqId}`);
    await t.db.db.transaction((tx) => refreshResponsiveness(tx, [s.first.company.id, s.second.company.id]));

    const quote = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(quote.proposals).toHaveLength(3);
    expect(quote.proposals.filter((p) => !p.latest).map((p) => p.terms?.priceCents)).toEqual([500_000]);
    const rows = quote.comparison ?? [];
    expect(rows.map((r) => [r.companyName, r.priceCents, r.deliveryDays, r.note])).toEqual([
      ['Primeira', 250_000, 12, 'Revised'],
      ['Second', 300_000, 20, 'Freight included'],
    ]);
    expect(rows.map((r) => [r.lowestPrice, r.fastestDelivery])).toEqual([
      [true, true],
      [false, false],
    ]);
    // Each row is the proposal the owner may choose.
    const latest = quote.proposals.filter((p) => p.latest).map((p) => p.reqId);
    expect(rows.map((r) => r.reqId)).toEqual(latest);
    // Six requests each by now: past the five the public figures need (decision 0021).
    expect(rows.map((r) => r.responsiveness?.requests)).toEqual([6, 6]);
  });

  it('shows each company’s rating, and marks ties and nothing for a lone stated value', async () => {
    const reqId = await s.open('Ties');
    await sendWith(s.first, reqId, terms({ price_cents: 90_000, delivery_days: null }));
    await sendWith(s.second, reqId, terms({ price_cents: 90_000, delivery_days: 5 }));
    // The cached figures a rating leaves (a send recomputes them, so they are set after it).
    await t.db.db
      .update(companies)
      .set({ rate: 4.5, ratesCount: 2 })
      .where(eq(companies.id, s.second.company.id));
    const rows = quoteOf(await q.infoCustomer(s.owner, reqId)).comparison ?? [];
    const byName = Object.fromEntries(rows.map((r) => [r.companyName, r]));
    expect(byName.Second).toMatchObject({
      rating: 4.5,
      ratingCount: 2,
      lowestPrice: true,
      fastestDelivery: false,
    });
    expect(byName.Primeira).toMatchObject({
      rating: null,
      ratingCount: 0,
      lowestPrice: true,
      fastestDelivery: false,
    });
  });

  it('is the owner’s alone: a company sees only its own proposals and no comparison', async () => {
    const reqId = await s.open('Private offers');
    await sendWith(s.first, reqId, terms({ price_cents: 111_100 }));
    await sendWith(s.second, reqId, terms({ price_cents: 222_200 }));
    for (const company of [s.first, s.second]) {
      const quote = quoteOf(await q.infoCompany(company, reqId));
      expect(quote.comparison).toBeUndefined();
      expect(quote.proposals).toHaveLength(1);
    }
    expect(quoteOf(await q.infoCompany(s.first, reqId)).proposals[0].terms?.priceCents).toBe(111_100);
    expect(quoteOf(await q.infoCompany(s.second, reqId)).proposals[0].terms?.priceCents).toBe(222_200);
    // Neither a stranger nor a company that was not asked reaches it.
    expect((await q.infoCustomer(s.otherCustomer, reqId)).body.error).toBe('NFD001');
    expect((await q.infoCustomer(s.first, reqId)).body.error).toBe('NFD001');
    expect((await q.infoCompany(s.otherCompany, reqId)).body.error).toBe('NFD001');
  });
});

describe('notification links (issue 18 item 7)', () => {
  it('opens the quote’s view on each side’s tab', async () => {
    const reqId = await s.open('Linked');
    const companyLink = `/quotes?tab=received&quote=${reqId}`;
    const customerLink = `/quotes?tab=mine&quote=${reqId}`;
    expect((await notificationsOf(t, s.first.id)).at(-1)?.link).toBe(companyLink);
    await sendWith(s.first, reqId, terms());
    expect((await notificationsOf(t, s.owner.id)).at(-1)?.link).toBe(customerLink);
    const [proposal] = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals;
    expect(field(await q.choose(s.owner, proposal.reqId), 'data')).toMatchObject({ status: 'c' });
    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({ link: companyLink });

    const cancelled = await s.open('Linked cancel');
    await q.cancel(s.owner, cancelled);
    expect((await notificationsOf(t, s.second.id)).at(-1)?.link).toBe(
      `/quotes?tab=received&quote=${cancelled}`,
    );
  });
});

describe('a proposal without a PDF (issue 30 item 10)', () => {
  const sendBare = (who: TestUser, reqId: string, body: Record<string, unknown>) =>
    api(t, 'POST', '/quotes/proposal_send', who.headers, { req_id: reqId, ...body });

  it('is taken when its price and delivery time are given, and read everywhere with no file', async () => {
    const reqId = await s.open('Terms, no PDF');
    const sent = await sendBare(s.second, reqId, { price_cents: 50_000, delivery_days: 7 });
    expect(sent.body).toMatchObject({ response: true, proposal: { file: null } });
    const owners = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(owners.proposals).toMatchObject([{ file: null, terms: { priceCents: 50_000, deliveryDays: 7 } }]);
    expect(owners.comparison).toMatchObject([{ file: null, priceCents: 50_000, deliveryDays: 7 }]);
    // The company gets an id of its own for it, never the proposal's (the requester's rating key).
    const own = quoteOf(await q.infoCompany(s.second, reqId)).proposals;
    expect(own).toMatchObject([{ file: null, reqId: field<{ reqId: string }>(sent, 'proposal').reqId }]);
    expect(own[0].reqId).not.toBe(owners.proposals[0].reqId);
    // The owner chooses it; the company's data export lists it.
    expect((await q.choose(s.owner, owners.proposals[0].reqId)).body.response).toBe(true);
    const exported = await api(t, 'GET', '/privacy/export', s.second.headers);
    expect(exported.body.response).toBe(true);
    expect(JSON.stringify(exported.body)).toContain('Terms, no PDF');
  });

  it('is refused without them, naming the PDF (VAL001), and nothing is stored', async () => {
    const reqId = await s.open('Price only, no PDF');
    for (const body of [{}, { price_cents: 50_000 }, { delivery_days: 7, valid_until: inDays(5) }]) {
      expect((await sendBare(s.second, reqId, body)).body).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { proposal: 'Attach the Proposal as a PDF, or give its price and delivery time!' },
      });
    }
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).proposals).toEqual([]);
  });
});
