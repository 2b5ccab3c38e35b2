import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, createCompanyUser, PDF, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { openItemQuote, sendLines } from './test/item-quote';
import { invite, invitedToken, outsideAddress, outsideCall } from './test/outside';

/*
 * Decision 0047: once an outside supplier won (the whole quote or items), it reads the buyer's
 * contact on its link's page and the buyer reads its contact; nobody else does. Through its link it
 * downloads its own proposals' PDFs, and no other file; a revoked or expired link, nothing. A
 * supplier already in the catalogue (its e-mail or CNPJ) is not invited from outside.
 */

let t: TestApp;
let s: QuoteScenario;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const calls = () => quoteCalls(t);
type Page = { customerContact?: { email: string }; proposals: { file: string | null }[] };
const page = async (token: string) => {
  const res = await outsideCall(t, await openSession(t.app), 'read', token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true });
  return res.body.data as Page;
};

/** A quote with two outside suppliers (each with a PDF) and a company that proposed. */
async function twoOutside(title: string) {
  const reqId = await s.open(title);
  const won = { email: outsideAddress('won'), token: '' };
  const lost = { email: outsideAddress('lost'), token: '' };
  for (const who of [won, lost]) {
    who.token = await invitedToken(t, s.owner, reqId, who.email);
    const sent = await outsideCall(t, await openSession(t.app), 'proposal', who.token, {
      proposal: PDF,
      price_cents: 100_000,
      delivery_days: 10,
    });
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
  }
  const company = await calls().propose(s.first, reqId, s.owner);
  return { reqId, won, lost, company };
}

describe('an outside winner and the buyer', () => {
  it('see each other’s contact once it won the whole quote; the others see neither', async () => {
    const q = await twoOutside('Whole award outside');
    expect((await page(q.won.token)).customerContact).toBeUndefined();
    const before = quoteOf(await calls().infoCustomer(s.owner, q.reqId));
    expect(before.outsideContacts).toBeUndefined();

    const proposal = before.proposals.find((p) => p.companyName === q.won.email)?.reqId ?? '';
    expect((await calls().choose(s.owner, proposal)).body.response).toBe(true);

    expect((await page(q.won.token)).customerContact).toMatchObject({ email: s.owner.email });
    expect((await page(q.lost.token)).customerContact).toBeUndefined();
    const after = quoteOf(await calls().infoCustomer(s.owner, q.reqId));
    expect(after.outsideContacts).toEqual([{ name: null, email: q.won.email, cnpj: null }]);
    // Another buyer cannot read the quote; the company that proposed never sees the outside contact.
    expect((await calls().infoCustomer(s.otherCustomer, q.reqId)).body).toMatchObject({ error: 'NFD001' });
    const seenByCompany = JSON.stringify((await calls().infoCompany(s.first, q.reqId)).body);
    expect(seenByCompany).not.toContain(q.won.email);
    expect(seenByCompany).not.toContain('outsideContacts');
  });

  it('see each other’s contact after a split award that gave it an item', async () => {
    const reqId = await openItemQuote(t, s, 'Split award outside');
    const items = (quoteOf(await calls().infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
    const email = outsideAddress('split');
    const token = await invitedToken(t, s.owner, reqId, email);
    const lines = items.map((item) => ({ item, unit_price_cents: 900, delivery_days: 5 }));
    await sendLines(t, s.first, reqId, { lines });
    expect((await outsideCall(t, await openSession(t.app), 'proposal', token, { lines })).body.response).toBe(
      true,
    );
    const info = quoteOf(await calls().infoCustomer(s.owner, reqId));
    const outside = info.itemComparison?.suppliers.find((x) => x.outside)?.proposal ?? '';
    const company = info.itemComparison?.suppliers.find((x) => !x.outside)?.proposal ?? '';
    const res = await api(t, 'POST', '/quotes/award_items', s.owner.headers, {
      req_id: reqId,
      awards: items.map((item, i) => ({ item, proposal: i === 0 ? outside : company })),
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true });
    expect((await page(token)).customerContact).toMatchObject({ email: s.owner.email });
    const after = quoteOf(await calls().infoCustomer(s.owner, reqId));
    expect(after.outsideContacts?.map((c) => c.email)).toEqual([email]);
  });
});

describe('an outside supplier’s proposal PDF', () => {
  it('downloads through its own link only; not another’s, not a company’s, not once revoked or expired', async () => {
    const q = await twoOutside('PDF outside');
    const [own] = (await page(q.won.token)).proposals;
    const [others] = (await page(q.lost.token)).proposals;
    expect(own.file).toBeTruthy();
    const session = await openSession(t.app);
    const got = await outsideCall(t, session, 'file', q.won.token, { file: own.file });
    expect(got.body, JSON.stringify(got.body)).toMatchObject({ response: true, content: PDF });
    for (const file of [others.file, q.company.file]) {
      expect((await outsideCall(t, session, 'file', q.won.token, { file })).body).toMatchObject({
        error: 'NFD001',
      });
    }
    // A link to another quote cannot fetch it either.
    const elsewhere = await invitedToken(t, s.owner, await s.open('Elsewhere'));
    expect((await outsideCall(t, session, 'file', elsewhere, { file: own.file })).body).toMatchObject({
      error: 'NFD001',
    });

    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: q.reqId });
    const row = (list.body.data as { reqId: string; email: string }[]).find((r) => r.email === q.won.email);
    await api(t, 'POST', '/quotes/outside_revoke', s.owner.headers, { req_id: row?.reqId });
    expect((await outsideCall(t, session, 'file', q.won.token, { file: own.file })).body).toMatchObject({
      error: 'QOS001',
    });
    await t.db.db
      .update(quoteOutsideInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quoteOutsideInvites.email, q.lost.email));
    expect((await outsideCall(t, session, 'file', q.lost.token, { file: others.file })).body).toMatchObject({
      error: 'QOS001',
    });
  });
});

describe('inviting a supplier already in the catalogue', () => {
  it('is refused for a listed company’s e-mail or CNPJ, naming it, in the buyer’s language', async () => {
    const reqId = await s.open('Ask it in the catalogue');
    const byEmail = await invite(t, s.owner, reqId, s.second.company.email.toUpperCase());
    expect(byEmail.body).toMatchObject({ error: 'QOS006' });
    expect(byEmail.body.message).toBe(
      'Second Ltda is in the catalogue with this e-mail or CNPJ: send your request to it there (choose it as a supplier in a quote request) instead of inviting it as an outside supplier.',
    );
    await t.db.db
      .update(companies)
      .set({ cnpj: '11222333000181' })
      .where(eq(companies.id, s.otherCompany.company.id));
    const byCnpj = await api(
      t,
      'POST',
      '/quotes/outside_invite',
      { ...s.owner.headers, 'app-language': 'pt-BR' },
      { req_id: reqId, email: outsideAddress(), cnpj: '11.222.333/0001-81', language: 'en' },
    );
    expect(byCnpj.body).toMatchObject({ error: 'QOS006' });
    expect(byCnpj.body.message).toMatch(/^Outsider Ltda está no catálogo com este e-mail ou CNPJ/);
    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: reqId });
    expect(list.body.data).toEqual([]);
  });

  it('still invites an address of a company that receives no quote requests, and other CNPJs', async () => {
    const reqId = await s.open('Not reachable in the catalogue');
    const { company } = await createCompanyUser(t, { categoryIds: [s.category], acceptsQuotes: false });
    expect((await invite(t, s.owner, reqId, company.email)).body.response).toBe(true);
    const other = await invite(t, s.owner, reqId, outsideAddress(), { cnpj: '11.444.777/0001-61' });
    expect(other.body, JSON.stringify(other.body)).toMatchObject({ response: true });
  });
});
