import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { quoteProposals, quoteRecipients } from '../../db/schema/quotes';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf, ratingBody } from '../../test/quote-calls';
import {
  api,
  createCompanyUser,
  notificationsOf,
  openQuote,
  PDF,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import { linkOutsideInvites } from './quote-outside-link-service';
import { invite, invitedToken, outsideAddress, outsideCall } from './test/outside';

/*
 * Decision 0048: invitations a buyer sent from outside reach the company that lists later with the
 * same address, once its address (or its owner's) is confirmed; never by a CNPJ, never another
 * company's, never a revoked one or one on its owner's own quote; once, however many call at once.
 */

let t: TestApp;
let s: QuoteScenario;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const calls = () => quoteCalls(t);
type ListRow = { reqId: string; fromInvitation?: true; supplierStatus?: string };
const receivedBy = async (who: TestUser) =>
  ((await api(t, 'POST', '/quotes/list_company', who.headers, { page: 1 })).body.data ?? []) as ListRow[];

/** A quote of the scenario's buyer with `email` invited from outside, which proposed and asked. */
async function invitedQuote(title: string, email: string) {
  const reqId = await s.open(title);
  const token = await invitedToken(t, s.owner, reqId, email);
  const session = await openSession(t.app);
  const sent = await outsideCall(t, session, 'proposal', token, {
    proposal: PDF,
    price_cents: 250_000,
    delivery_days: 12,
  });
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
  const asked = await outsideCall(t, session, 'question', token, { question: 'Tolerância?' });
  expect(asked.body.response).toBe(true);
  return { reqId, token };
}

/** A company registered later whose confirmed e-mail is `email`, waiting for approval. */
async function laterCompany(email: string, opts: { emailValid?: boolean; ownerEmail?: string } = {}) {
  const owner = await createCompanyUser(t, { categoryIds: [s.category], tradeName: `Later ${email}` });
  await t.db.db
    .update(companies)
    .set({ email, emailValid: opts.emailValid ?? true, approval: 'pending' })
    .where(eq(companies.id, owner.company.id));
  if (opts.ownerEmail) {
    await t.db.db
      .update(customers)
      .set({ email: opts.ownerEmail, emailValid: true })
      .where(eq(customers.id, owner.id));
  }
  return owner;
}

const approve = (reqId: string) =>
  api(t, 'POST', '/admin/approvals/approve', admin.headers, { req_id: reqId, membership_number: null });

const recipientRows = (companyId: number) =>
  t.db.db
    .select({ quoteId: quoteRecipients.quoteId, outsideId: quoteRecipients.outsideId })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.companyId, companyId));

describe('an invitation reaching the company that lists later', () => {
  it('is linked on approval: the owner lists it, the buyer sees the company, the link stops', async () => {
    const email = outsideAddress('later');
    const q = await invitedQuote('Linked on approval', email);
    const later = await laterCompany(email.toUpperCase());
    expect(await receivedBy(later)).toEqual([]);

    expect((await approve(later.company.reqId)).body.response).toBe(true);

    const listed = (await receivedBy(later)).find((r) => r.reqId === q.reqId);
    expect(listed).toMatchObject({ fromInvitation: true, supplierStatus: 'proposed' });
    const own = quoteOf(await calls().infoCompany(later, q.reqId));
    expect(own.proposals).toHaveLength(1);
    expect(own.questions.map((x) => x.question)).toEqual(['Tolerância?']);

    const buyer = quoteOf(await calls().infoCustomer(s.owner, q.reqId));
    const offer = buyer.proposals.find((p) => p.companyName === later.company.tradeName);
    expect(offer, JSON.stringify(buyer.proposals)).toBeDefined();
    expect(offer).not.toHaveProperty('outside');
    expect(JSON.stringify(buyer.comparison)).toContain(later.company.tradeName);
    const invites = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: q.reqId });
    expect(invites.body.data).toEqual([
      expect.objectContaining({
        email,
        proposed: true,
        state: 'sent',
        company: { reqId: later.company.reqId, name: later.company.tradeName },
      }),
    ]);

    const read = await outsideCall(t, await openSession(t.app), 'read', q.token);
    expect(read.body).toMatchObject({ error: 'QOS007' });
    expect(read.body.message).toContain(later.company.tradeName);
    const [stats] = await t.db.db
      .select({ sent: companies.proposalsSent })
      .from(companies)
      .where(eq(companies.id, later.company.id));
    expect(stats.sent).toBe(1);
    // The company now goes on in the catalogue, its proposal its own: the 60 s rule holds, and it asks.
    expect((await calls().send(later, q.reqId)).body).toMatchObject({ error: 'QTE003' });
    expect((await calls().ask(later, q.reqId)).body.response).toBe(true);
  });

  it('matches the owner’s confirmed account e-mail too, and tells the owner in their language', async () => {
    const email = outsideAddress('owner');
    const q = await invitedQuote('Owner address', email);
    const second = await invitedQuote('Owner address, again', email);
    const later = await laterCompany(outsideAddress('company'), { ownerEmail: email });
    expect((await approve(later.company.reqId)).body.response).toBe(true);
    expect((await receivedBy(later)).map((r) => r.reqId).sort()).toEqual([q.reqId, second.reqId].sort());
    const told = (await notificationsOf(t, later.id, 'pt-BR')).filter(
      (n) => n.label === 'Convites anteriores',
    );
    expect(told).toEqual([
      expect.objectContaining({
        label: 'Convites anteriores',
        text: '2 pedidos que compradores enviaram por e-mail ao endereço da sua empresa antes do cadastro estão agora em Cotações Recebidas.',
        link: '/quotes?tab=received',
      }),
    ]);
  });
});

describe('a past outcome reaching the company', () => {
  it('brings the award, the thread and the rating of an outside winner to the company', async () => {
    const email = outsideAddress('winner');
    const q = await invitedQuote('Won outside, then listed', email);
    const before = quoteOf(await calls().infoCustomer(s.owner, q.reqId));
    const outsideOffer = before.proposals.find((p) => p.companyName === email)?.reqId ?? '';
    expect((await calls().choose(s.owner, outsideOffer)).body.response).toBe(true);
    const wrote = await api(t, 'POST', '/quotes/outside/thread_send', await openSession(t.app), {
      token: q.token,
      text: 'Pedido recebido, entregamos em 12 dias.',
    });
    expect(wrote.body, JSON.stringify(wrote.body)).toMatchObject({ response: true });
    // Before it listed, an outside winner cannot be rated.
    const early = await api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(outsideOffer, 5));
    expect(early.body.response).toBe(false);

    const later = await laterCompany(email);
    expect((await approve(later.company.reqId)).body.response).toBe(true);

    expect((await receivedBy(later)).find((r) => r.reqId === q.reqId)).toMatchObject({
      fromInvitation: true,
      supplierStatus: 'won',
    });
    const threads = await api(t, 'POST', '/quotes/threads', later.headers, { req_id: q.reqId });
    expect(JSON.stringify(threads.body)).toContain('Pedido recebido, entregamos em 12 dias.');
    const buyerThreads = await api(t, 'POST', '/quotes/threads', s.owner.headers, { req_id: q.reqId });
    expect(buyerThreads.body.data).toMatchObject({
      threads: [
        expect.objectContaining({ company: expect.objectContaining({ name: later.company.tradeName }) }),
      ],
    });
    expect(JSON.stringify(buyerThreads.body)).not.toContain('"outside":true');
    const rated = await api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(outsideOffer, 5));
    expect(rated.body, JSON.stringify(rated.body)).toMatchObject({ response: true });
    // Another company sees none of it.
    expect(
      (await api(t, 'POST', '/quotes/threads', s.otherCompany.headers, { req_id: q.reqId })).body,
    ).toMatchObject({ response: false });
  });
});

describe('refusals', () => {
  it('links nothing while the address is not confirmed, and links once it is', async () => {
    const email = outsideAddress('unconfirmed');
    const q = await invitedQuote('Unconfirmed address', email);
    const later = await laterCompany(email, { emailValid: false });
    expect((await approve(later.company.reqId)).body.response).toBe(true);
    expect(await linkOutsideInvites(t.db.db, { companyId: later.company.id })).toBe(0);
    expect(await receivedBy(later)).toEqual([]);
    expect((await outsideCall(t, await openSession(t.app), 'read', q.token)).body.response).toBe(true);
    // The owner's account address, not confirmed, is no proof either.
    await t.db.db.update(customers).set({ email, emailValid: false }).where(eq(customers.id, later.id));
    expect(await linkOutsideInvites(t.db.db, { ownerId: later.id })).toBe(0);

    await t.db.db.update(companies).set({ emailValid: true }).where(eq(companies.id, later.company.id));
    expect(await linkOutsideInvites(t.db.db, { companyId: later.company.id })).toBe(1);
    expect((await receivedBy(later)).map((r) => r.reqId)).toEqual([q.reqId]);
  });

  it('never links by the CNPJ the buyer typed, another company’s address, or a revoked invitation', async () => {
    const laterAddress = outsideAddress('cnpj');
    const later = await laterCompany(laterAddress);
    const row = { cnpj: '11.444.777/0001-61' };
    await t.db.db.update(companies).set({ cnpj: '11444777000161' }).where(eq(companies.id, later.company.id));
    const byCnpj = await s.open('CNPJ only');
    const other = outsideAddress('other');
    expect((await invite(t, s.owner, byCnpj, other, { cnpj: row.cnpj })).body.response).toBe(true);
    const revoked = await s.open('Revoked before listing');
    expect((await invite(t, s.owner, revoked, laterAddress)).body.response).toBe(true);
    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: revoked });
    await api(t, 'POST', '/quotes/outside_revoke', s.owner.headers, {
      req_id: (list.body.data as { reqId: string }[])[0].reqId,
    });

    expect((await approve(later.company.reqId)).body.response).toBe(true);
    expect(await recipientRows(later.company.id)).toEqual([]);
    expect(await receivedBy(later)).toEqual([]);
    // Another company whose address is `other` never had the CNPJ's invitation moved to `later`.
    const [byCnpjInvite] = await t.db.db
      .select({ companyId: quoteOutsideInvites.companyId })
      .from(quoteOutsideInvites)
      .where(eq(quoteOutsideInvites.email, other));
    expect(byCnpjInvite.companyId).toBeNull();
    // A company that never matched the address sees none of it.
    expect((await calls().infoCompany(s.otherCompany, byCnpj)).body).toMatchObject({ error: 'NFD001' });
  });

  it('does not link an invitation on a quote of the company’s own owner', async () => {
    const buyer = await createCompanyUser(t, { categoryIds: [s.category], acceptsQuotes: false });
    const address = buyer.company.email;
    const ownReqId = await openQuote(t, buyer, {
      category: s.category,
      title: 'My own request',
      companies: [s.first.company.id],
    });
    expect((await invite(t, buyer, ownReqId, address)).body.response).toBe(true);
    await t.db.db.update(companies).set({ acceptsQuotes: true }).where(eq(companies.id, buyer.company.id));
    expect(await linkOutsideInvites(t.db.db, { companyId: buyer.company.id })).toBe(0);
  });
});

describe('at once', () => {
  it('links each invitation once when many linkings run together', async () => {
    const email = outsideAddress('burst');
    const quotes = [await invitedQuote('Burst one', email), await invitedQuote('Burst two', email)];
    const later = await laterCompany(email);
    await t.db.db.update(companies).set({ approval: 'approved' }).where(eq(companies.id, later.company.id));
    const counts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        linkOutsideInvites(t.db.db, i % 2 === 0 ? { companyId: later.company.id } : { ownerId: later.id }),
      ),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await recipientRows(later.company.id)).length).toBe(2);
    const moved = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteProposals)
      .where(and(eq(quoteProposals.companyId, later.company.id)));
    expect(moved[0].n).toBe(2);
    expect((await receivedBy(later)).map((r) => r.reqId).sort()).toEqual(quotes.map((q) => q.reqId).sort());
  });

  it('approves once and links once when two approvals come together', async () => {
    const email = outsideAddress('twice');
    await invitedQuote('Two approvals', email);
    const later = await laterCompany(email);
    const [a, b] = await Promise.all([approve(later.company.reqId), approve(later.company.reqId)]);
    expect([a.body.response, b.body.response].filter((r) => r === true)).toHaveLength(1);
    expect((await recipientRows(later.company.id)).length).toBe(1);
  });
});
