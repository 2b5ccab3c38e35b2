import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  api,
  createCustomer,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { openItemQuote } from './test/item-quote';
import { invite, invitedToken, outsideAddress, outsideCall, outsideLinkTo } from './test/outside';

/*
 * Issue 34 item 7 (decision 0045): a buyer invites a supplier outside the catalogue by e-mail; its
 * link reaches that one quote only, expires, can be revoked; proposals keep their once-rules under a
 * burst; every call refuses whoever may not make it.
 */

let t: TestApp;
let s: QuoteScenario;
let quoteA: string;
let quoteB: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  quoteA = await openItemQuote(t, s, 'Flanges for outside');
  quoteB = await s.open('Another request');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const itemsOf = async (reqId: string) =>
  (quoteOf(await quoteCalls(t).infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);

const linesFor = (items: string[], cents = 1000) => ({
  lines: items.map((item) => ({ item, unit_price_cents: cents, delivery_days: 7 })),
});

describe('inviting an outside supplier', () => {
  it('mails the request in the chosen language with a link that reads this quote, never the buyer’s contact', async () => {
    const email = outsideAddress('compras');
    const res = await invite(t, s.owner, quoteA, email.toUpperCase(), {
      language: 'pt-BR',
      name: 'Usinagem Silva',
      cnpj: '11.222.333/0001-81',
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true });
    const [row] = res.body.data as Record<string, unknown>[];
    expect(row).toMatchObject({ email, name: 'Usinagem Silva', cnpj: '11222333000181', language: 'pt-BR' });
    const { mail, token, url } = await outsideLinkTo(t, email);
    expect(mail?.subject).toBe('Pedido de cotação de Maria Buyer: Flanges for outside');
    expect(mail?.text).toContain('Itens: Flange 4" ANSI B16.5 304');
    expect(mail?.text).toContain('cadastre-a de graça em http://catalogo.test/profile');
    expect(url).toMatch(/^http:\/\/catalogo\.test\/shared-quote\/o\.[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [stored] = await t.db.db
      .select()
      .from(quoteOutsideInvites)
      .where(eq(quoteOutsideInvites.email, email));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.mailStatus).toBe('sent');

    const read = await outsideCall(t, await openSession(t.app, 'pt-BR'), 'read', token);
    expect(read.body, JSON.stringify(read.body)).toMatchObject({
      response: true,
      data: { title: 'Flanges for outside', status: 'a', canSend: true, invite: { email } },
    });
    const data = read.body.data as { items: unknown[]; questions: unknown[]; proposals: unknown[] };
    expect(data.items).toHaveLength(3);
    const text = JSON.stringify(read.body);
    for (const secret of [s.owner.email, 'Primeira', 'Second', s.first.email])
      expect(text).not.toContain(secret);

    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: quoteA });
    expect((list.body.data as { state: string }[])[0].state).toBe('sent');
  });

  it('refuses an address invited twice to the same quote, and a quote not open', async () => {
    const email = outsideAddress();
    expect((await invite(t, s.owner, quoteA, email)).body.response).toBe(true);
    expect((await invite(t, s.owner, quoteA, email)).body).toMatchObject({ error: 'QOS004' });
    const closed = await s.open('To be cancelled');
    await quoteCalls(t).cancel(s.owner, closed);
    expect((await invite(t, s.owner, closed, outsideAddress())).body).toMatchObject({ error: 'QTE001' });
  });

  it('declares who may call: the owner alone invites, lists and revokes', async () => {
    const email = outsideAddress();
    await invite(t, s.owner, quoteA, email);
    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: quoteA });
    const inviteReqId = (list.body.data as { reqId: string; email: string }[]).find(
      (r) => r.email === email,
    )?.reqId;
    for (const who of [s.otherCustomer.headers, s.first.headers, s.otherCompany.headers]) {
      expect((await invite(t, { ...s.owner, headers: who }, quoteA, outsideAddress())).body).toMatchObject({
        error: 'NFD001',
      });
      expect((await api(t, 'POST', '/quotes/outside_invites', who, { req_id: quoteA })).body).toMatchObject({
        error: 'NFD001',
      });
      expect(
        (await api(t, 'POST', '/quotes/outside_revoke', who, { req_id: inviteReqId })).body,
      ).toMatchObject({ error: 'NFD001' });
    }
    // Without a login: the user calls refuse; the link's calls need an app session.
    expect(
      (await api(t, 'POST', '/quotes/outside_invite', s.visitor, { req_id: quoteA })).body,
    ).toMatchObject({
      error: 'SES006',
    });
    expect((await api(t, 'POST', '/quotes/outside/read', {}, { token: 'x' })).body).toMatchObject({
      error: 'SES001',
    });
  });
});

describe('an invitation’s link', () => {
  it('reaches its own quote only: no read, file, question or proposal of another', async () => {
    const tokenB = await invitedToken(t, s.owner, quoteB);
    const tokenA = await invitedToken(t, s.owner, quoteA);
    const session = await openSession(t.app);
    // quote B's attachment, read with A's token.
    const infoB = quoteOf(await quoteCalls(t).infoCustomer(s.owner, quoteB));
    const fileB = infoB.attachments[0]?.reqId ?? '';
    expect((await outsideCall(t, session, 'file', tokenB, { file: fileB })).body).toMatchObject({
      response: true,
    });
    expect((await outsideCall(t, session, 'file', tokenA, { file: fileB })).body).toMatchObject({
      error: 'NFD001',
    });
    // A question and a proposal with A's token land on A, never on B.
    expect(
      (await outsideCall(t, session, 'question', tokenA, { question: 'Tolerância?' })).body.response,
    ).toBe(true);
    const items = await itemsOf(quoteA);
    const sent = await outsideCall(t, session, 'proposal', tokenA, linesFor(items));
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
    const afterB = quoteOf(await quoteCalls(t).infoCustomer(s.owner, quoteB));
    expect(afterB.questions.map((q) => q.question)).not.toContain('Tolerância?');
    expect(afterB.proposals).toHaveLength(0);
    const readA = await outsideCall(t, session, 'read', tokenA);
    expect(readA.body.data).toMatchObject({ title: 'Flanges for outside' });
    const afterA = quoteOf(await quoteCalls(t).infoCustomer(s.owner, quoteA));
    expect(afterA.questions.find((q) => q.question === 'Tolerância?')).toMatchObject({ outside: true });
    // An unknown token reaches nothing.
    expect((await outsideCall(t, session, 'read', `${tokenA}x`)).body).toMatchObject({ error: 'QOS001' });
  });

  it('stops once revoked or expired, for every call, in both languages', async () => {
    const revokedEmail = outsideAddress();
    const revoked = await invitedToken(t, s.owner, quoteA, revokedEmail);
    const expired = await invitedToken(t, s.owner, quoteA);
    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: quoteA });
    const id = (list.body.data as { reqId: string; email: string }[]).find(
      (r) => r.email === revokedEmail,
    )?.reqId;
    const left = await api(t, 'POST', '/quotes/outside_revoke', s.owner.headers, { req_id: id });
    expect((left.body.data as { reqId: string; state: string }[]).find((r) => r.reqId === id)?.state).toBe(
      'revoked',
    );
    await t.db.db
      .update(quoteOutsideInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quoteOutsideInvites.tokenHash, sql`encode(sha256(${expired}::bytea), 'hex')`));
    const items = await itemsOf(quoteA);
    for (const token of [revoked, expired]) {
      for (const lang of ['en', 'pt-BR']) {
        const session = await openSession(t.app, lang);
        for (const [path, body] of [
          ['read', {}],
          ['question', { question: 'Ainda vale?' }],
          ['proposal', linesFor(items)],
        ] as const) {
          const res = await outsideCall(t, session, path, token, body);
          expect(res.body, `${path} ${lang}`).toMatchObject({ response: false, error: 'QOS001' });
          expect(res.body.message).toMatch(lang === 'en' ? /no longer valid/ : /não é mais válido/);
        }
      }
    }
  });

  it('sends one proposal of a burst (the 60 s rule), as a company would', async () => {
    const token = await invitedToken(t, s.owner, quoteA);
    const items = await itemsOf(quoteA);
    const session = await openSession(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        outsideCall(t, session, 'proposal', token, linesFor(items, 1000 + i)),
      ),
    );
    expect(results.filter((r) => r.body.response === true)).toHaveLength(1);
    expect(results.filter((r) => r.body.error === 'QTE003')).toHaveLength(5);
  });
});

describe('limits on invitations', () => {
  it('lets a buyer invite 20 addresses in 24 hours, of any burst', async () => {
    const buyer: TestUser = await createCustomer(t, { lang: 'en' });
    const quotes = await Promise.all(
      [1, 2, 3].map((n) =>
        api(t, 'POST', '/quotes/new', buyer.headers, {
          category: s.category,
          title: `Burst ${n}`,
          description: 'Many invitations',
          companies: [s.first.company.id],
        }).then((r) => (r.body.data as { reqId: string }).reqId),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 26 }, (_, i) => invite(t, buyer, quotes[i % 3], outsideAddress('burst'))),
    );
    expect(results.filter((r) => r.body.response === true)).toHaveLength(20);
    const refused = results.filter((r) => r.body.response !== true);
    expect(refused.every((r) => r.body.error === 'QOS002')).toBe(true);
    expect(refused[0]?.body.message).toBe(
      'You have invited 20 suppliers outside the catalogue in the last 24 hours, the most allowed. Try again tomorrow.',
    );
    const pt = await api(
      t,
      'POST',
      '/quotes/outside_invite',
      { ...buyer.headers, 'app-language': 'pt-BR' },
      {
        req_id: quotes[0],
        email: outsideAddress(),
        language: 'en',
      },
    );
    expect(pt.body.message).toMatch(/^Você convidou 20 fornecedores de fora do catálogo/);
  });

  it('lets an address be invited 3 times in 24 hours, whoever invites it', async () => {
    const email = outsideAddress('popular');
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => createCustomer(t, { lang: 'en' })));
    const quotes = await Promise.all(
      buyers.map((buyer) =>
        api(t, 'POST', '/quotes/new', buyer.headers, {
          category: s.category,
          title: 'Same supplier',
          description: 'Same address',
          companies: [s.first.company.id],
        }).then((r) => (r.body.data as { reqId: string }).reqId),
      ),
    );
    const results = await Promise.all(buyers.map((buyer, i) => invite(t, buyer, quotes[i], email)));
    expect(results.filter((r) => r.body.response === true)).toHaveLength(3);
    expect(results.filter((r) => r.body.error === 'QOS003')).toHaveLength(2);
    expect((await outsideLinkTo(t, email)).count).toBe(3);
  });
});
