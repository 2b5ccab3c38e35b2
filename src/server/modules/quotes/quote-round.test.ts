import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteListItem } from '../../../shared/schemas/quote-read';
import { DAY_MS, HOUR_MS } from '../../../shared/time';
import { quotes } from '../../db/schema/quotes';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  ageProposals,
  api,
  createCompanyUser,
  notificationsOf,
  openQuote,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { sendDeadlineReminders } from './quote-deadline-reminders';

/* Issue 34 item 6: a second round of revised offers (decision 0040). */

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

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const revise = (who: TestUser, reqId: string, body: Record<string, unknown> = {}) =>
  api(t, 'POST', '/quotes/revision_request', who.headers, { req_id: reqId, deadline: inDays(3), ...body });

/** A quote of the scenario's owner for first, second and a third company; first proposes. */
async function quoteWithOneOffer(title: string) {
  const third = await createCompanyUser(t, { categoryIds: [s.category], tradeName: `Third ${title}` });
  const reqId = await openQuote(t, s.owner, {
    category: s.category,
    title,
    companies: [s.first.company.id, s.second.company.id, third.company.id],
    deadline: inDays(5),
  });
  expect((await q.send(s.first, reqId)).body.response).toBe(true);
  return { reqId, third };
}

describe('POST /quotes/revision_request', () => {
  it('starts round 2: the deadline moves, the proposer is told in its language, and the round is in the view', async () => {
    const { reqId } = await quoteWithOneOffer('Flanges round');
    const before = (await readOutbox(t.outboxDir)).length;
    const deadline = inDays(2);
    const res = await revise(s.owner, reqId, { deadline, note: 'Best and final, please: 200 pcs.' });
    expect(res.body).toMatchObject({
      response: true,
      message: expect.stringMatching(/^Revised proposal requested from 1 company, by /),
      data: {
        round: { round: 2, deadline: expect.any(String), note: 'Best and final, please: 200 pcs.' },
        suppliers: 1,
      },
    });

    const owner = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(owner.round).toBe(2);
    expect(new Date(owner.deadline ?? '').getTime()).toBe(new Date(deadline).getTime());
    expect(owner.rounds?.map((r) => [r.round, r.note])).toEqual([[2, 'Best and final, please: 200 pcs.']]);

    // `first` reads Portuguese: its notification and e-mail are in Portuguese, with São Paulo time.
    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({
      label: 'Proposta revisada pedida',
      text: 'Quem pediu "Flanges round" pede uma proposta revisada (melhor e final).',
    });
    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([s.first.company.email]);
    expect(mails[0].subject).toBe('Proposta revisada pedida: Flanges round');
    expect(mails[0].text).toContain('Observação: Best and final, please: 200 pcs.');
    expect(mails[0].text).toMatch(
      /até \d{1,2} de [a-zç]+\.? de \d{4}, \d{2}:\d{2} \(horário de São Paulo\)\./,
    );
  });

  it('lets those who proposed send a revised offer that replaces theirs in the comparison, keeping the history', async () => {
    const { reqId } = await quoteWithOneOffer('History round');
    expect((await revise(s.owner, reqId)).body.response).toBe(true);
    await ageProposals(t, reqId);
    expect((await q.send(s.first, reqId)).body.response).toBe(true);

    const owner = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(owner.proposals.map((p) => [p.companyName, p.round, p.latest])).toEqual([
      ['Primeira', 2, true],
      ['Primeira', 1, false],
    ]);
    expect(owner.comparison).toHaveLength(1);
    // The company sees its own two offers, and the round it is asked for.
    const company = quoteOf(await q.infoCompany(s.first, reqId));
    expect(company.proposals.map((p) => p.round)).toEqual([2, 1]);
    expect(company.rounds?.map((r) => r.round)).toEqual([2]);
  });

  it('refuses a company that did not propose during a revision round, and keeps the quote off its to-do list', async () => {
    const { reqId, third } = await quoteWithOneOffer('Closed to newcomers');
    expect((await revise(s.owner, reqId)).body.response).toBe(true);
    expect((await q.send(s.second, reqId)).body).toMatchObject({ response: false, error: 'QRV003' });
    expect((await q.send(third, reqId)).body).toMatchObject({
      response: false,
      error: 'QRV003',
      message:
        'This quote request is in a revision round: only companies that sent a proposal may send a revised one.',
    });
    // Its view shows the round but not the note meant for those who proposed.
    const view = quoteOf(await q.infoCompany(third, reqId));
    expect([view.round, view.rounds, view.supplierStatus]).toEqual([2, [], 'deadlinePassed']);
    const list = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_company', third.headers, { page: 1, filter: 'toAnswer' }),
      'data',
    );
    expect(list.map((item) => item.reqId)).not.toContain(reqId);
  });

  it('accepts revised offers after the first deadline passed, until the round’s own', async () => {
    const { reqId } = await quoteWithOneOffer('After the first deadline');
    await t.db.db
      .update(quotes)
      .set({ deadline: new Date(Date.now() - HOUR_MS) })
      .where(eq(quotes.reqId, reqId));
    await ageProposals(t, reqId);
    expect((await q.send(s.first, reqId)).body).toMatchObject({ response: false, error: 'QDL001' });
    expect((await revise(s.owner, reqId)).body.response).toBe(true);
    expect((await q.send(s.first, reqId)).body.response).toBe(true);
  });

  it('reminds nobody in a revision round: those who may send have proposed already', async () => {
    const { reqId } = await quoteWithOneOffer('No reminders');
    expect(
      (await revise(s.owner, reqId, { deadline: new Date(Date.now() + 2 * HOUR_MS).toISOString() })).body
        .response,
    ).toBe(true);
    const before = (await readOutbox(t.outboxDir)).length;
    await sendDeadlineReminders(t.app);
    const subjects = (await readOutbox(t.outboxDir)).slice(before).map((m) => m.subject);
    expect(subjects.filter((subject) => subject.includes('No reminders'))).toEqual([]);
  });

  it('refuses anyone but the owner, a quote without proposals, a concluded quote and a fourth round', async () => {
    const { reqId } = await quoteWithOneOffer('Refusals round');
    for (const who of [s.first, s.otherCustomer]) {
      expect((await revise(who, reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
    }
    expect(
      (await api(t, 'POST', '/quotes/revision_request', s.visitor, { req_id: reqId, deadline: inDays(3) }))
        .body,
    ).toMatchObject({ response: false, error: 'SES006' });
    const empty = await s.open('Nobody proposed');
    expect((await revise(s.owner, empty)).body).toMatchObject({ response: false, error: 'QRV001' });

    expect((await revise(s.owner, reqId)).body.data).toMatchObject({ round: { round: 2 } });
    expect((await revise(s.owner, reqId)).body.data).toMatchObject({ round: { round: 3 } });
    expect((await revise(s.owner, reqId)).body).toMatchObject({ response: false, error: 'QRV002' });

    const concluded = await quoteWithOneOffer('Concluded round');
    const [offer] = quoteOf(await q.infoCustomer(s.owner, concluded.reqId)).proposals;
    expect((await q.choose(s.owner, offer.reqId)).body.response).toBe(true);
    expect((await revise(s.owner, concluded.reqId)).body).toMatchObject({ response: false, error: 'QTE001' });
  });

  it('checks the deadline and the note as the form does, naming the field, and changes nothing; odd Unicode passes whole', async () => {
    const { reqId } = await quoteWithOneOffer('Bad revision input');
    const bad = [
      { deadline: new Date(Date.now() - HOUR_MS).toISOString() },
      { deadline: inDays(91) },
      { deadline: 'tomorrow' },
      { note: 'x'.repeat(1001) },
      { note: 'lone \uD800 surrogate' },
      { note: 'a\u0000b' },
      { note: 'bell \u0007 ring' },
    ];
    for (const body of bad) {
      const res = await revise(s.owner, reqId, body);
      expect(res.body).toMatchObject({ response: false, error: 'VAL001' });
      expect(JSON.stringify(res.body)).toContain(Object.keys(body)[0]);
    }
    const view = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect([view.round, view.rounds]).toEqual([1, []]);
    const odd = await revise(s.owner, reqId, { note: 'Ação 😀 e\u0301 — ﷽' });
    expect(odd.body).toMatchObject({ response: true, data: { round: { note: 'Ação 😀 e\u0301 — ﷽' } } });
  });

  it('numbers rounds once under a burst of requests: two of five pass, the rest are refused', async () => {
    const { reqId } = await quoteWithOneOffer('Burst round');
    const results = await Promise.all(Array.from({ length: 5 }, () => revise(s.owner, reqId)));
    const outcomes = results.map((r) => (r.body.response ? 'ok' : r.body.error)).sort();
    expect(outcomes).toEqual(['QRV002', 'QRV002', 'QRV002', 'ok', 'ok']);
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).rounds?.map((r) => r.round)).toEqual([2, 3]);
  });
});
