import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteThread } from '../../../shared/schemas/quote-thread';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  api,
  createCompanyUser,
  notificationsOf,
  PDF,
  type QuoteScenario,
  quoteScenario,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';
import { awardItems, pricedItemQuote } from './test/award-quote';

/* Issue 34 item 8: the threads between the buyer and each awarded supplier (decision 0041). */

let t: TestApp;
let s: QuoteScenario;
let q: ReturnType<typeof quoteCalls>;
let third: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  q = quoteCalls(t);
  third = await createCompanyUser(t, { categoryIds: [s.category], tradeName: 'Terceira' });
});
afterAll(async () => {
  await t.close();
});

const threads = (who: TestUser, reqId: string) =>
  api(t, 'POST', '/quotes/threads', who.headers, { req_id: reqId });
const send = (who: TestUser, reqId: string, body: Record<string, unknown>) =>
  api(t, 'POST', '/quotes/thread_send', who.headers, { req_id: reqId, ...body });
const threadsOf = async (who: TestUser, reqId: string) =>
  field<{ closed: boolean; threads: QuoteThread[] }>(await threads(who, reqId), 'data');

/** A split award: item 1 to first, items 2 and 3 to second; third proposed and lost. */
async function splitAward(title: string) {
  const setup = await pricedItemQuote(t, s.owner, s.category, title, [
    { supplier: s.first, prices: [100, 900, 900] },
    { supplier: s.second, prices: [900, 100, 100] },
    { supplier: third, prices: [500, 500, 500] },
  ]);
  const awarded = await awardItems(t, s.owner, setup, [0, 1, 1]);
  expect(awarded.body.response).toBe(true);
  return setup.reqId;
}

describe('threads after the award', () => {
  it('gives the buyer one thread per awarded supplier and each supplier its own; the loser and others get NFD001', async () => {
    const reqId = await splitAward('Threads of a split award');
    const buyer = await threadsOf(s.owner, reqId);
    expect(buyer.closed).toBe(false);
    expect(buyer.threads.map((th) => th.company.name)).toEqual(['Primeira', 'Second']);
    expect((await threadsOf(s.first, reqId)).threads.map((th) => th.company.name)).toEqual(['Primeira']);
    for (const who of [third, s.otherCompany, s.otherCustomer] as TestUser[]) {
      expect((await threads(who, reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
      expect((await send(who, reqId, { text: 'Hello' })).body).toMatchObject({
        response: false,
        error: 'NFD001',
      });
    }
    expect((await api(t, 'POST', '/quotes/threads', s.visitor, { req_id: reqId })).body).toMatchObject({
      response: false,
      error: 'SES006',
    });
  });

  it('carries text and a file both ways, telling the other side in its language', async () => {
    const reqId = await splitAward('Delivery details');
    const [primeira, second] = (await threadsOf(s.owner, reqId)).threads;
    const before = (await readOutbox(t.outboxDir)).length;
    const asked = await send(s.owner, reqId, {
      company: primeira.company.reqId,
      text: 'Can you deliver on the 10th?',
      file: { name: 'dock.pdf', content: PDF },
    });
    expect(asked.body).toMatchObject({
      response: true,
      message: 'Your message was sent!',
      data: { from: 'buyer' },
    });
    // `first` reads Portuguese: its notification and e-mail are in Portuguese, with the text.
    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({
      label: 'Nova mensagem',
      text: 'Nova mensagem sobre "Delivery details" (Primeira).',
    });
    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [s.first.company.email, 'Nova mensagem: Delivery details'],
    ]);
    expect(mails[0].text).toContain('Can you deliver on the 10th?');

    expect((await send(s.first, reqId, { text: 'Sim, dia 10 às 8h.' })).body.response).toBe(true);
    const seen = (await threadsOf(s.first, reqId)).threads[0].messages;
    expect(seen.map((m) => [m.from, m.text])).toEqual([
      ['buyer', 'Can you deliver on the 10th?'],
      ['supplier', 'Sim, dia 10 às 8h.'],
    ]);
    // The file reaches the buyer and that supplier only.
    const file = seen[0].file?.reqId ?? '';
    expect(seen[0].file?.name).toBe('dock.pdf');
    expect((await q.file(s.first, file)).body).toMatchObject({ response: true, name: 'dock.pdf' });
    expect((await q.file(s.owner, file)).body).toMatchObject({ response: true });
    for (const who of [s.second, third] as TestUser[]) {
      expect((await q.file(who, file)).body).toMatchObject({ response: false, error: 'NFD001' });
    }
    // The second supplier's thread holds nothing of the first's.
    expect((await threadsOf(s.second, reqId)).threads[0].messages).toEqual([]);
    expect(
      (await threadsOf(s.owner, reqId)).threads.find((th) => th.company.name === second.company.name)
        ?.messages,
    ).toEqual([]);
    // The buyer told the supplier in English (its account language) when the supplier wrote.
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toMatchObject({ label: 'New message' });
  });

  it('refuses a message before the award, a buyer without a thread named, and bad input naming the field', async () => {
    const open = await s.open('Not yet awarded');
    await q.send(s.first, open);
    expect((await send(s.owner, open, { text: 'Hi' })).body).toMatchObject({
      response: false,
      error: 'QTE001',
    });
    // A recipient before the award has no thread: as for a quote it cannot reach.
    expect((await send(s.first, open, { text: 'Hi' })).body).toMatchObject({
      response: false,
      error: 'NFD001',
    });
    const offer = quoteOf(await q.infoCustomer(s.owner, open)).proposals[0];
    expect((await q.choose(s.owner, offer.reqId)).body.response).toBe(true);
    // The buyer names the supplier's thread: without it, a field error says so in words.
    expect((await send(s.owner, open, { text: 'Which company?' })).body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { company: 'Choose the supplier the message is for.' },
    });
    // A supplier that is not one of the awarded is still not found.
    expect((await send(s.owner, open, { company: 'nobody-0000000000000', text: 'Hi' })).body).toMatchObject({
      response: false,
      error: 'NFD001',
    });
    const [thread] = (await threadsOf(s.owner, open)).threads;
    for (const body of [
      { text: '' },
      { text: 'x'.repeat(2001) },
      { text: 'nul \u0000' },
      { text: 'lone \uD800' },
      { text: 'ok', file: { name: 'run.exe', content: Buffer.from('MZ\u0090\u0000').toString('base64') } },
    ]) {
      const res = await send(s.owner, open, { company: thread.company.reqId, ...body });
      expect(res.body).toMatchObject({ response: false, error: 'VAL001' });
      expect(JSON.stringify(res.body)).toMatch(body.file ? /file/ : /text/);
    }
    expect((await threadsOf(s.owner, open)).threads[0].messages).toEqual([]);
    const odd = await send(s.owner, open, { company: thread.company.reqId, text: 'Ação 😀 e\u0301 ﷽' });
    expect(odd.body).toMatchObject({ response: true, data: { text: 'Ação 😀 e\u0301 ﷽' } });
  });

  it('is closed by the buyer only, once; then nothing more is sent, and a burst never lands after it', async () => {
    const reqId = await splitAward('Closing threads');
    const [primeira] = (await threadsOf(s.owner, reqId)).threads;
    expect(
      (await api(t, 'POST', '/quotes/threads_close', s.first.headers, { req_id: reqId })).body,
    ).toMatchObject({
      response: false,
      error: 'NFD001',
    });
    const burst = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => send(s.first, reqId, { text: `Message ${i}` })),
      api(t, 'POST', '/quotes/threads_close', s.owner.headers, { req_id: reqId }),
    ]);
    expect(burst.at(-1)?.body).toMatchObject({ response: true });
    const after = await threadsOf(s.owner, reqId);
    expect(after.closed).toBe(true);
    const landed = burst.slice(0, 4).filter((r) => r.body.response).length;
    expect(after.threads.find((th) => th.company.name === 'Primeira')?.messages).toHaveLength(landed);
    expect((await send(s.first, reqId, { text: 'Too late' })).body).toMatchObject({
      response: false,
      error: 'QTH001',
    });
    expect(
      (await send(s.owner, reqId, { company: primeira.company.reqId, text: 'Too late' })).body,
    ).toMatchObject({
      response: false,
      error: 'QTH001',
    });
    expect(
      (await api(t, 'POST', '/quotes/threads_close', s.owner.headers, { req_id: reqId })).body.response,
    ).toBe(true);
  });

  it('limits messages per sender (AUT002 past 30 in 10 minutes)', async () => {
    const reqId = await splitAward('Chatty supplier');
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) => send(s.second, reqId, { text: `#${i}` })),
    );
    const refused = results.filter((r) => r.body.error === 'AUT002').length;
    expect(results.length - refused).toBeLessThanOrEqual(30);
    expect(refused).toBeGreaterThanOrEqual(2);
  });
});
