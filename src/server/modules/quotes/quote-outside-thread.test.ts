import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutsideQuote } from '../../../shared/schemas/quote-outside';
import type { QuoteThread } from '../../../shared/schemas/quote-thread';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { createTestApp, openSession, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, notificationsOf, PDF, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { invite, outsideAddress, outsideCall, outsideLinkTo } from './test/outside';

/*
 * Decision 0050: an outside winner's thread with the buyer, through its invitation's link: read on
 * its page, written with POST /quotes/outside/thread_send (text and a file), the buyer's messages
 * e-mailed in the invitation's language with a fresh link; closed with the buyer's close. A supplier
 * that did not win, another quote's link, a revoked or expired link reach nothing.
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
const threadSend = (token: string, body: Record<string, unknown>) =>
  openSession(t.app).then((session) =>
    api(t, 'POST', '/quotes/outside/thread_send', session, { token, ...body }),
  );
const page = async (token: string) => {
  const res = await outsideCall(t, await openSession(t.app), 'read', token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true });
  return res.body.data as OutsideQuote;
};
const buyerThreads = async (reqId: string) =>
  field<{ closed: boolean; threads: QuoteThread[] }>(
    await api(t, 'POST', '/quotes/threads', s.owner.headers, { req_id: reqId }),
    'data',
  ).threads;

/** Invites `email` (the e-mail and page in `language`) and sends a proposal through its link. */
async function proposingOutside(reqId: string, label: string, language: 'en' | 'pt-BR') {
  const email = outsideAddress(label);
  expect((await invite(t, s.owner, reqId, email, { language, name: `${label} Ltda` })).body.response).toBe(
    true,
  );
  const { token } = await outsideLinkTo(t, email);
  const sent = await outsideCall(t, await openSession(t.app), 'proposal', token, {
    proposal: PDF,
    price_cents: 100_000,
    delivery_days: 10,
  });
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
  return { email, token };
}

/** A quote where two outside suppliers and a company proposed; `won` is chosen. */
async function outsideAward(title: string) {
  const reqId = await s.open(title);
  const won = await proposingOutside(reqId, 'won', 'pt-BR');
  const lost = await proposingOutside(reqId, 'lost', 'en');
  await calls().propose(s.first, reqId, s.owner);
  // Before the award, nobody has a thread.
  expect((await threadSend(won.token, { text: 'Too early' })).body).toMatchObject({ error: 'QTE001' });
  expect((await page(won.token)).thread).toBeUndefined();
  const info = quoteOf(await calls().infoCustomer(s.owner, reqId));
  const proposal = info.proposals.find((p) => p.companyName === 'won Ltda')?.reqId ?? '';
  expect((await calls().choose(s.owner, proposal)).body.response).toBe(true);
  return { reqId, won, lost };
}

describe('the thread of an outside winner', () => {
  it('carries text and files both ways: the buyer’s e-mailed in the invitation’s language with a fresh link', async () => {
    const q = await outsideAward('Outside thread');
    expect((await page(q.won.token)).thread).toEqual({ closed: false, messages: [] });
    const [thread] = await buyerThreads(q.reqId);
    expect(thread).toMatchObject({ outside: true, company: { name: 'won Ltda' }, messages: [] });

    const before = (await readOutbox(t.outboxDir)).length;
    const asked = await api(t, 'POST', '/quotes/thread_send', s.owner.headers, {
      req_id: q.reqId,
      company: thread.company.reqId,
      text: 'Can you deliver on the 10th?',
    });
    expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ response: true, data: { from: 'buyer' } });
    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [q.won.email, 'Nova mensagem do comprador: Outside thread'],
    ]);
    expect(mails[0].text).toContain('Can you deliver on the 10th?');
    const fresh = mails[0].text.match(/\/shared-quote\/(o\.[A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(fresh).not.toBe(q.won.token);
    expect((await page(fresh)).thread?.messages.map((m) => [m.from, m.text])).toEqual([
      ['buyer', 'Can you deliver on the 10th?'],
    ]);

    const answered = await threadSend(fresh, {
      text: 'Sim, dia 10.',
      file: { name: 'nota.pdf', content: PDF },
    });
    expect(answered.body, JSON.stringify(answered.body)).toMatchObject({
      response: true,
      message: 'Your message was sent!',
      data: { from: 'supplier', file: { name: 'nota.pdf' } },
    });
    // The buyer is told in its own language, and reads the message and its file.
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toMatchObject({
      label: 'New message',
      text: 'New message about "Outside thread" (won Ltda).',
    });
    const [after] = await buyerThreads(q.reqId);
    const file = after.messages[1].file?.reqId ?? '';
    expect((await calls().file(s.owner, file)).body).toMatchObject({ response: true, name: 'nota.pdf' });
    // The file: its thread's link, not the other supplier's link, not a company.
    const session = await openSession(t.app);
    expect((await outsideCall(t, session, 'file', q.won.token, { file })).body).toMatchObject({
      response: true,
      content: PDF,
    });
    expect((await outsideCall(t, session, 'file', q.lost.token, { file })).body).toMatchObject({
      error: 'NFD001',
    });
    expect((await calls().file(s.first, file)).body).toMatchObject({ error: 'NFD001' });
    // The company's view of the quote holds nothing of the thread.
    expect(JSON.stringify((await calls().infoCompany(s.first, q.reqId)).body)).not.toContain('Sim, dia 10.');
  });

  it('is refused to a supplier that did not win, another quote’s link, and a revoked or expired link', async () => {
    const q = await outsideAward('Outside thread refusals');
    expect((await page(q.lost.token)).thread).toBeUndefined();
    expect((await threadSend(q.lost.token, { text: 'And me?' })).body).toMatchObject({ error: 'NFD001' });
    // A link to another (open) quote writes in no thread of this one.
    const elsewhere = await s.open('Elsewhere open');
    const other = await proposingOutside(elsewhere, 'other', 'en');
    expect((await threadSend(other.token, { text: 'Hi' })).body).toMatchObject({ error: 'QTE001' });
    expect((await threadSend(q.won.token, { text: '' })).body).toMatchObject({ error: 'VAL001' });

    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: q.reqId });
    const row = (list.body.data as { reqId: string; email: string }[]).find((r) => r.email === q.won.email);
    await api(t, 'POST', '/quotes/outside_revoke', s.owner.headers, { req_id: row?.reqId });
    expect((await threadSend(q.won.token, { text: 'Hi' })).body).toMatchObject({ error: 'QOS001' });
    // The buyer may still write; no e-mail goes to a link that would not read.
    const before = (await readOutbox(t.outboxDir)).length;
    const [thread] = await buyerThreads(q.reqId);
    const sent = await api(t, 'POST', '/quotes/thread_send', s.owner.headers, {
      req_id: q.reqId,
      company: thread.company.reqId,
      text: 'Are you there?',
    });
    expect(sent.body.response).toBe(true);
    expect((await readOutbox(t.outboxDir)).slice(before)).toEqual([]);

    const expiring = await outsideAward('Outside thread expired');
    await t.db.db
      .update(quoteOutsideInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quoteOutsideInvites.email, expiring.won.email));
    expect((await threadSend(expiring.won.token, { text: 'Hi' })).body).toMatchObject({ error: 'QOS001' });
  });

  it('closes with the buyer’s close: readable, nothing more sent either way', async () => {
    const q = await outsideAward('Outside thread closed');
    expect((await threadSend(q.won.token, { text: 'Obrigado!' })).body.response).toBe(true);
    expect(
      (await api(t, 'POST', '/quotes/threads_close', s.owner.headers, { req_id: q.reqId })).body.response,
    ).toBe(true);
    expect((await threadSend(q.won.token, { text: 'Mais uma' })).body).toMatchObject({ error: 'QTH001' });
    const [thread] = await buyerThreads(q.reqId);
    const late = await api(t, 'POST', '/quotes/thread_send', s.owner.headers, {
      req_id: q.reqId,
      company: thread.company.reqId,
      text: 'Late',
    });
    expect(late.body).toMatchObject({ error: 'QTH001' });
    const seen = (await page(q.won.token)).thread;
    expect(seen?.closed).toBe(true);
    expect(seen?.messages.map((m) => m.text)).toEqual(['Obrigado!']);
  });
});
