import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteInfo, QuoteListItem } from '../../../shared/schemas/quote-read';
import { DAY_MS, HOUR_MS } from '../../../shared/time';
import { quotes } from '../../db/schema/quotes';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  api,
  notificationsOf,
  openQuote,
  postQuote,
  type QuoteScenario,
  quoteScenario,
} from '../../test/quote-fixtures';
import { sendDeadlineReminders } from './quote-deadline-reminders';

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

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A quote of `s.owner` for first and second with a deadline. */
async function openWithDeadline(title: string, deadline: Date) {
  return openQuote(t, s.owner, {
    category: s.category,
    title,
    companies: [s.first.company.id, s.second.company.id],
    deadline: deadline.toISOString(),
  });
}

/** Moves a quote's deadline straight in the database (to the past, which no call allows). */
async function setDeadlineRow(reqId: string, deadline: Date) {
  await t.db.db.update(quotes).set({ deadline }).where(eq(quotes.reqId, reqId));
}

const extend = (reqId: string, deadline: Date | string, who = s.owner) =>
  api(t, 'POST', '/quotes/deadline', who.headers, {
    req_id: reqId,
    deadline: typeof deadline === 'string' ? deadline : deadline.toISOString(),
  });
const decline = (
  who: { headers: Record<string, string> },
  reqId: string,
  reason = 'capacity',
  note?: string,
) => api(t, 'POST', '/quotes/decline', who.headers, { req_id: reqId, reason, ...(note ? { note } : {}) });

describe('deadline on a new quote', () => {
  it('is optional, stored, and shown in the lists and the view', async () => {
    const plain = await openQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });
    expect(quoteOf(await q.infoCustomer(s.owner, plain)).deadline).toBeNull();
    const deadline = inDays(3);
    const reqId = await openWithDeadline('With deadline', deadline);
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).deadline).toBe(deadline.toISOString());
    expect(quoteOf(await q.infoCompany(s.first, reqId)).deadline).toBe(deadline.toISOString());
    const mine = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_customer', s.owner.headers, {}),
      'data',
    );
    expect(mine.find((item) => item.reqId === reqId)?.deadline).toBe(deadline.toISOString());
    const received = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_company', s.first.headers, { page: 1 }),
      'data',
    );
    expect(received.find((item) => item.reqId === reqId)).toMatchObject({
      deadline: deadline.toISOString(),
      declined: false,
    });
  });

  it('must be in the future and within 90 days, in the caller’s language', async () => {
    const past = await postQuote(t, s.owner, { category: s.category, deadline: inHours(-1).toISOString() });
    expect(past.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { deadline: 'The deadline must be in the future!' },
    });
    const far = await postQuote(t, s.owner, { category: s.category, deadline: inDays(91).toISOString() });
    expect(far.body.fields).toEqual({ deadline: 'The deadline can be at most 90 days from now!' });
    const bad = await postQuote(t, s.owner, { category: s.category, deadline: '2026-13-01' });
    expect(bad.body.fields).toEqual({ deadline: 'Invalid value!' });
  });
});

describe('after the deadline', () => {
  it('refuses new proposals, questions and declines with QDL001 in both languages', async () => {
    const reqId = await openWithDeadline('Too late', inDays(2));
    await setDeadlineRow(reqId, inHours(-1));
    const sent = await q.send(s.second, reqId);
    expect(sent.body).toMatchObject({
      response: false,
      error: 'QDL001',
      message:
        'The response deadline of this quote request has passed: it no longer accepts proposals, questions or declines.',
    });
    const declined = await api(t, 'POST', '/quotes/decline', s.second.headers, {
      req_id: reqId,
      reason: 'capacity',
    });
    expect(declined.body).toMatchObject({ response: false, error: 'QDL001' });
    const asked = await q.ask(s.first, reqId);
    expect(asked.body).toMatchObject({ response: false, error: 'QDL001' });
    expect(asked.body.message).toContain('O prazo de resposta deste pedido de cotação terminou');
    expect(quoteOf(await q.infoCustomer(s.owner, reqId))).toMatchObject({
      proposals: [],
      questions: [],
      declines: [],
    });
  });

  it("refuses a proposal at the deadline's very instant and takes one a millisecond before", async () => {
    const reqId = await openWithDeadline('On the dot', inDays(2));
    // A whole second, so the row and the clock agree to the millisecond; a minute ago, so what the
    // call stamps with the faked clock (the outbox's file names) sorts before later tests' mail.
    const deadline = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await setDeadlineRow(reqId, deadline);
    // Only Date is faked: the server reads the clock for the rule, timers and I/O run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(deadline);
      expect((await q.send(s.second, reqId)).body).toMatchObject({ response: false, error: 'QDL001' });
      vi.setSystemTime(deadline.getTime() - 1);
      expect((await q.send(s.second, reqId)).body).toMatchObject({ response: true });
      await t.app.mailer.idle();
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts them again once the owner extends it', async () => {
    const reqId = await openWithDeadline('Reopened', inDays(2));
    await setDeadlineRow(reqId, inHours(-1));
    expect((await extend(reqId, inDays(5))).body).toMatchObject({ response: true });
    expect((await q.send(s.second, reqId)).body.response).toBe(true);
  });
});

describe('declining with "Other"', () => {
  it('without details is refused naming the field as the form labels it', async () => {
    const reqId = await openWithDeadline('Other, no text', inDays(2));
    const res = await api(t, 'POST', '/quotes/decline', s.second.headers, { req_id: reqId, reason: 'other' });
    expect(res.body).toMatchObject({
      response: false,
      error: 'VAL001',
      message: 'The Details field is required!',
    });
  });
});

describe('reminders of a short deadline', () => {
  it('none for a request that arrived less than 12 hours before its deadline', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    await openWithDeadline('Short notice', inHours(10));
    // The job's next run, seconds later, and again an hour before the deadline: nothing more than
    // the two companies' "new request" e-mails (one in each language).
    await sendDeadlineReminders(t.app, inHours(0.003));
    await sendDeadlineReminders(t.app, inHours(9));
    const subjects = (await readOutbox(t.outboxDir)).slice(before).map((m) => m.subject);
    expect(subjects.filter((subject) => subject.endsWith('Short notice')).sort()).toEqual([
      'New quote request: Short notice',
      'Novo pedido de cotação: Short notice',
    ]);
  });
});

describe('extending the deadline', () => {
  it('moves it later and says so in the caller’s language', async () => {
    const reqId = await openWithDeadline('Extend me', inDays(2));
    const later = inDays(10);
    const res = await extend(reqId, later);
    expect(res.body).toMatchObject({ response: true, data: { deadline: later.toISOString() } });
    expect(res.body.message).toMatch(/^Deadline changed to .+ \(São Paulo time\)\.$/);
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).deadline).toBe(later.toISOString());
  });

  it('refuses an earlier or equal time (QDL002), a past one (VAL001) and another’s quote (NFD001)', async () => {
    const deadline = inDays(4);
    const reqId = await openWithDeadline('Not earlier', deadline);
    expect((await extend(reqId, inDays(3))).body).toMatchObject({ response: false, error: 'QDL002' });
    expect((await extend(reqId, deadline)).body).toMatchObject({ response: false, error: 'QDL002' });
    expect((await extend(reqId, inHours(-2))).body).toMatchObject({ response: false, error: 'VAL001' });
    expect((await extend(reqId, inDays(6), s.otherCustomer)).body).toMatchObject({ error: 'NFD001' });
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).deadline).toBe(deadline.toISOString());
  });

  it('refuses a cancelled or concluded quote (QTE001)', async () => {
    const cancelled = await openWithDeadline('Cancelled one', inDays(2));
    await q.cancel(s.owner, cancelled);
    expect((await extend(cancelled, inDays(5))).body).toMatchObject({ response: false, error: 'QTE001' });
    const concluded = await openWithDeadline('Concluded one', inDays(2));
    const proposal = await q.propose(s.first, concluded, s.owner);
    await q.choose(s.owner, proposal.reqId);
    expect((await extend(concluded, inDays(5))).body).toMatchObject({ response: false, error: 'QTE001' });
  });

  it('gives a deadline to a quote that had none', async () => {
    const reqId = await openQuote(t, s.owner, { category: s.category, companies: [s.first.company.id] });
    expect((await extend(reqId, inDays(7))).body.response).toBe(true);
  });
});

describe('declining', () => {
  it('is told to the owner with the reason, and leaves the company’s to-do', async () => {
    const reqId = await openWithDeadline('Decline me', inDays(5));
    const todo = async () =>
      field<QuoteListItem[]>(
        await api(t, 'POST', '/quotes/list_company', s.second.headers, { page: 1, filter: 'toAnswer' }),
        'data',
      ).map((item) => item.reqId);
    expect(await todo()).toContain(reqId);
    const res = await decline(s.second, reqId, 'other', 'We only machine aluminium');
    expect(res.body).toMatchObject({
      response: true,
      message: 'You declined this quote request.',
      decline: {
        companyName: 'Second',
        reason: 'other',
        reasonDesc: 'Other',
        note: 'We only machine aluminium',
      },
    });
    expect(await todo()).not.toContain(reqId);
    const all = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_company', s.second.headers, { page: 1 }),
      'data',
    );
    expect(all.find((item) => item.reqId === reqId)?.declined).toBe(true);

    const seen = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(seen.declines).toEqual([
      expect.objectContaining({
        companyName: 'Second',
        reasonDesc: 'Other',
        note: 'We only machine aluminium',
      }),
    ]);
    const pt = await api(
      t,
      'POST',
      '/quotes/info_customer',
      { ...s.owner.headers, 'app-language': 'pt-BR' },
      { req_id: reqId },
    );
    expect((pt.body.quote as QuoteInfo).declines?.[0].reasonDesc).toBe('Outro');
    // Another recipient sees no one else's decline.
    expect(quoteOf(await q.infoCompany(s.first, reqId)).declines).toEqual([]);
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toMatchObject({
      label: 'Quote declined',
      text: 'Second declined to quote "Decline me".',
    });
  });

  it('refuses a second decline (QDC001) and a proposal after it (QDC003)', async () => {
    const reqId = await openWithDeadline('Twice', inDays(5));
    expect((await decline(s.second, reqId)).body.response).toBe(true);
    expect((await decline(s.second, reqId, 'scope')).body).toMatchObject({
      response: false,
      error: 'QDC001',
    });
    expect((await q.send(s.second, reqId)).body).toMatchObject({ response: false, error: 'QDC003' });
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).declines).toHaveLength(1);
  });

  it('refuses a decline after proposing (QDC002)', async () => {
    const reqId = await openWithDeadline('Proposed', inDays(5));
    expect((await q.send(s.second, reqId)).body.response).toBe(true);
    const res = await decline(s.second, reqId);
    expect(res.body).toMatchObject({ response: false, error: 'QDC002' });
  });

  it('refuses a closed quote (QTE001), a stranger (NFD001), and "other" without text (VAL001)', async () => {
    const reqId = await openWithDeadline('Closed decline', inDays(5));
    expect((await decline(s.otherCompany, reqId)).body).toMatchObject({ error: 'NFD001' });
    expect((await decline(s.second, reqId, 'other')).body).toMatchObject({
      error: 'VAL001',
      fields: { note: expect.any(String) },
    });
    expect((await decline(s.second, reqId, 'bored')).body).toMatchObject({ error: 'VAL001' });
    await q.cancel(s.owner, reqId);
    expect((await decline(s.second, reqId)).body).toMatchObject({ response: false, error: 'QTE001' });
  });
});

describe('reminders', () => {
  it('reach once, 24 hours before, only the recipients that have not answered, in their language', async () => {
    const deadline = inDays(60);
    const reqId = await openWithDeadline('Remind us', deadline);
    const declinedOnly = await openWithDeadline('Nobody to remind', deadline);
    await decline(s.first, declinedOnly, 'deadline');
    await q.send(s.second, declinedOnly);
    // Second answers Remind us; first (pt-BR) does not.
    await q.send(s.second, reqId);
    const before = (await readOutbox(t.outboxDir)).length;

    expect(await sendDeadlineReminders(t.app, new Date(deadline.getTime() - 25 * HOUR_MS))).toBe(0);
    expect(await sendDeadlineReminders(t.app, new Date(deadline.getTime() - 23 * HOUR_MS))).toBe(1);
    expect(await sendDeadlineReminders(t.app, new Date(deadline.getTime() - 22 * HOUR_MS))).toBe(0);

    const mails = (await readOutbox(t.outboxDir)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(s.first.company.email);
    expect(mails[0].subject).toBe('Menos de 24 horas para responder: Remind us');
    expect(mails[0].text).toContain('(horário de São Paulo)');
    const firstNotices = await notificationsOf(t, s.first.id);
    expect(firstNotices.filter((n) => n.label === 'Prazo terminando')).toHaveLength(1);
    expect(
      (await notificationsOf(t, s.second.id)).some(
        (n) => n.text?.includes('Remind us') && n.label === 'Deadline approaching',
      ),
    ).toBe(false);
  });

  it('are claimed once even when two runs overlap, and come again for an extended deadline', async () => {
    const deadline = inDays(70);
    const reqId = await openWithDeadline('Overlap', deadline);
    const at = new Date(deadline.getTime() - 2 * HOUR_MS);
    const counts = await Promise.all([sendDeadlineReminders(t.app, at), sendDeadlineReminders(t.app, at)]);
    expect(counts[0] + counts[1]).toBe(2);
    // Extended by more than a day: the new deadline gets its own reminder.
    const later = new Date(deadline.getTime() + 5 * DAY_MS);
    expect((await extend(reqId, later)).body.response).toBe(true);
    expect(await sendDeadlineReminders(t.app, new Date(later.getTime() - 3 * HOUR_MS))).toBe(2);
  });

  it('skip cancelled quotes and quotes without a deadline', async () => {
    const deadline = inDays(80);
    const reqId = await openWithDeadline('Cancelled reminder', deadline);
    await q.cancel(s.owner, reqId);
    expect(await sendDeadlineReminders(t.app, new Date(deadline.getTime() - HOUR_MS))).toBe(0);
  });
});
