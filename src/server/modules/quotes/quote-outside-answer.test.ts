import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteOutsideLinks } from '../../db/schema/quote-outside-invites';
import { hashSecret } from '../../lib/ids';
import { createTestApp, openSession, readOutbox, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { invite, outsideAddress, outsideCall, outsideLinkTo } from './test/outside';

/*
 * Decision 0047: the buyer's answer to an outside supplier's question is e-mailed to it, in its
 * invitation's language, with a new link back to its invitation's page (only the hash is kept); not
 * once the link was revoked; a catalogue company's answer mails no outside supplier.
 */

let t: TestApp;
let s: QuoteScenario;
let reqId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  reqId = await s.open('Shafts to drawing 12');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const mailsTo = async (to: string) => (await readOutbox(t.outboxDir)).filter((m) => m.to === to);

/** Invites `email`, asks through its link, and answers the question's reqId as the buyer sees it. */
async function askThrough(email: string, language: 'en' | 'pt-BR', question: string) {
  expect((await invite(t, s.owner, reqId, email, { language })).body.response).toBe(true);
  const { token } = await outsideLinkTo(t, email);
  const asked = await outsideCall(t, await openSession(t.app), 'question', token, { question });
  expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ response: true });
  const info = quoteOf(await quoteCalls(t).infoCustomer(s.owner, reqId));
  const row = info.questions.find((q) => q.question === question);
  return { token, questionReqId: row?.reqId ?? '' };
}

describe('answering an outside supplier’s question', () => {
  it('e-mails the answer in the invitation’s language with a further link that reads the same page', async () => {
    const email = outsideAddress('pergunta');
    const { token, questionReqId } = await askThrough(email, 'pt-BR', 'Qual a tolerância do eixo?');
    const answered = await quoteCalls(t).answer(s.owner, questionReqId, 'h7, conforme o desenho');
    expect(answered.body, JSON.stringify(answered.body)).toMatchObject({ response: true });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const mail = mails[1];
    expect(mail.subject).toBe('A sua pergunta foi respondida: Shafts to drawing 12');
    expect(mail.text).toContain('A sua pergunta: Qual a tolerância do eixo?');
    expect(mail.text).toContain('A resposta: h7, conforme o desenho');
    const link = mail.text.match(/http:\/\/catalogo\.test\/shared-quote\/(o\.[A-Za-z0-9_-]{43})/);
    const further = link?.[1] ?? '';
    expect(further).not.toBe('');
    expect(further).not.toBe(token);
    expect(mail.html).toContain(further);
    // Only its hash is kept.
    const [stored] = await t.db.db
      .select()
      .from(quoteOutsideLinks)
      .where(eq(quoteOutsideLinks.tokenHash, hashSecret(further)));
    expect(stored?.tokenHash).not.toContain(further);

    // It opens the same invitation's page, with the answer; the first link still works.
    const session = await openSession(t.app, 'pt-BR');
    for (const key of [further, token]) {
      const read = await outsideCall(t, session, 'read', key);
      expect(read.body, JSON.stringify(read.body)).toMatchObject({
        response: true,
        data: { title: 'Shafts to drawing 12', invite: { email } },
      });
      const questions = (read.body.data as { questions: { answer: string | null }[] }).questions;
      expect(questions.map((q) => q.answer)).toEqual(['h7, conforme o desenho']);
    }
  });

  it('writes it in English for an English invitation', async () => {
    const email = outsideAddress('question');
    const { questionReqId } = await askThrough(email, 'en', 'Which shaft tolerance?');
    await quoteCalls(t).answer(s.owner, questionReqId, 'h7');
    const mail = (await mailsTo(email))[1];
    expect(mail.subject).toBe('Your question was answered: Shafts to drawing 12');
    expect(mail.text).toContain('The answer: h7');
  });

  it('stops with the invitation: no mail once revoked, and the further link is refused too', async () => {
    const email = outsideAddress('revoked');
    const { questionReqId } = await askThrough(email, 'en', 'A question before revoking?');
    const second = await askThrough(email.replace('revoked', 'kept'), 'en', 'Another question?');
    await quoteCalls(t).answer(s.owner, second.questionReqId, 'Yes');
    const kept = (await mailsTo(email.replace('revoked', 'kept')))[1];
    const further = kept.text.match(/shared-quote\/(o\.[A-Za-z0-9_-]{43})/)?.[1] ?? '';

    const list = await api(t, 'POST', '/quotes/outside_invites', s.owner.headers, { req_id: reqId });
    const rows = list.body.data as { reqId: string; email: string }[];
    for (const row of rows.filter((r) => r.email.includes('revoked') || r.email.includes('kept'))) {
      await api(t, 'POST', '/quotes/outside_revoke', s.owner.headers, { req_id: row.reqId });
    }
    await quoteCalls(t).answer(s.owner, questionReqId, 'Too late');
    expect(await mailsTo(email)).toHaveLength(1);
    const read = await outsideCall(t, await openSession(t.app), 'read', further);
    expect(read.body).toMatchObject({ error: 'QOS001' });
  });

  it('mails no outside supplier for a catalogue company’s question', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const asked = await quoteCalls(t).ask(s.first, reqId, 'From a company?');
    expect(asked.body.response).toBe(true);
    const info = quoteOf(await quoteCalls(t).infoCustomer(s.owner, reqId));
    const row = info.questions.find((q) => q.question === 'From a company?');
    await quoteCalls(t).answer(s.owner, row?.reqId ?? '', 'Yes');
    const after = await readOutbox(t.outboxDir);
    expect(after.slice(before).filter((m) => m.to.endsWith('@fornecedor.test'))).toEqual([]);
  });
});
