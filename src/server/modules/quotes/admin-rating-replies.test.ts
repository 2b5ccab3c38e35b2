import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type { AdminRatingRow } from '../../../shared/schemas/rating-moderation';
import { createTestApp, type TestApp } from '../../test/harness';
import { chooseAndRate, field } from '../../test/quote-calls';
import { api, notificationsOf, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

let t: TestApp;
let s: QuoteScenario;
let admin: TestUser;
/** A rating of s.first that its owner answered, and one without an answer. */
let answered: string;
let bare: string;
const ANSWER = 'The buyer, Maria Buyer, never paid us.';

const rate = (title: string) => chooseAndRate(t, s, title, 1, 'Bad');

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin', lang: 'en' });
  answered = await rate('Bolts');
  bare = await rate('Nuts');
  const res = await api(t, 'POST', '/company/rate_reply', s.first.headers, {
    req_id: answered,
    reply: ANSWER,
  });
  if (!res.body.response) throw new Error(JSON.stringify(res.body));
});
afterAll(() => t.close());

const asAdmin = (url: string, payload: Record<string, unknown>) =>
  api(t, 'POST', url, admin.headers, payload);

async function row(reqId: string) {
  const res = await asAdmin('/admin/ratings/list', { status: 'all' });
  return (res.body.data as AdminRatingRow[]).find((r) => r.reqId === reqId);
}
async function publicReplies() {
  const res = await api(t, 'POST', '/companies/info', s.visitor, { req_id: s.first.company.reqId });
  return field<CompanyPublic>(res, 'data').rates.map((r) => r.reply?.text ?? null);
}
const audit = (action: string) => auditEntries(t, admin, action);

describe("moderating a company's answer", () => {
  it('lists the answer with the rating', async () => {
    expect(await row(answered)).toMatchObject({
      reply: ANSWER,
      replyDate: expect.any(String),
      replyHiddenAt: null,
      replyHiddenReason: null,
    });
    expect(await row(bare)).toMatchObject({ reply: null, replyDate: null });
  });

  it('hides it from the page (the rating stays), audits it and tells the owner in their language', async () => {
    expect(await publicReplies()).toEqual([null, ANSWER]);
    const res = await asAdmin('/admin/ratings/hide_reply', { req_id: answered, reason: 'Names the buyer' });
    expect(res.body).toEqual({
      response: true,
      message: 'The answer of Primeira is hidden from the catalogue.',
    });
    expect(await publicReplies()).toEqual([null, null]);
    expect(await row(answered)).toMatchObject({
      reply: ANSWER,
      replyHiddenAt: expect.any(String),
      replyHiddenReason: 'Names the buyer',
      hiddenAt: null,
    });
    expect(await audit('rating.hideReply')).toEqual([
      expect.objectContaining({
        actor: 'Ana Admin',
        target: `${answered} Primeira`,
        before: { reply: ANSWER, replyHiddenAt: null, replyHiddenReason: null },
        after: { reply: ANSWER, replyHiddenAt: expect.any(String), replyHiddenReason: 'Names the buyer' },
      }),
    ]);
    // s.first reads Portuguese.
    expect((await notificationsOf(t, s.first.id)).at(-1)).toEqual({
      label: 'Resposta ocultada',
      text: 'A associação ocultou sua resposta à avaliação de "Bolts". Motivo: Names the buyer',
      link: '/profile',
    });
    expect((await notificationsOf(t, s.first.id, 'en')).at(-1)?.label).toBe('Answer hidden');
    const again = await api(t, 'POST', '/company/rate_reply', s.first.headers, {
      req_id: answered,
      reply: 'Trying to put it back.',
    });
    expect(again.body).toMatchObject({ response: false, error: 'RTG006' });
  });

  it('refuses to hide twice, an absent answer, an unknown rating or without a reason', async () => {
    const hide = (req_id: string, reason = 'Again please') =>
      asAdmin('/admin/ratings/hide_reply', { req_id, reason });
    expect((await hide(answered)).body.error).toBe('RTG008');
    expect((await hide(bare)).body.error).toBe('RTG007');
    expect((await hide('AAAAAAAAAAAAAAAAAAAAAA')).body.error).toBe('NFD001');
    expect((await hide(bare, '')).body).toMatchObject({
      error: 'VAL001',
      fields: { reason: expect.any(String) },
    });
    expect((await asAdmin('/admin/ratings/restore_reply', { req_id: bare })).body.error).toBe('RTG007');
  });

  it('restores it: the page shows it again and the owner may edit it', async () => {
    const res = await asAdmin('/admin/ratings/restore_reply', { req_id: answered });
    expect(res.body).toEqual({ response: true, message: 'The answer of Primeira is shown again.' });
    expect(await publicReplies()).toEqual([null, ANSWER]);
    expect((await asAdmin('/admin/ratings/restore_reply', { req_id: answered })).body.error).toBe('RTG008');
    expect(await audit('rating.restoreReply')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ replyHiddenReason: 'Names the buyer' }),
        after: expect.objectContaining({ replyHiddenAt: null }),
      }),
    ]);
    const edited = await api(t, 'POST', '/company/rate_reply', s.first.headers, {
      req_id: answered,
      reply: 'We settled it with the buyer.',
    });
    expect(edited.body.response).toBe(true);
  });

  it('refuses a visitor, a customer, a company owner and an editor', async () => {
    const editor = await createStaff(t, ['editor']);
    const callers = [
      { who: 'visitor', headers: s.visitor, error: 'SES006' },
      { who: 'customer', headers: s.owner.headers, error: 'STF001' },
      { who: 'owner', headers: s.first.headers, error: 'STF001' },
      { who: 'editor', headers: editor.headers, error: 'STF001' },
    ];
    for (const [url, payload] of [
      ['/admin/ratings/hide_reply', { req_id: answered, reason: 'Not allowed' }],
      ['/admin/ratings/restore_reply', { req_id: answered }],
    ] as const) {
      for (const caller of callers) {
        const res = await api(t, 'POST', url, caller.headers, payload);
        expect(res.body, `${caller.who} ${url}`).toMatchObject({ response: false, error: caller.error });
      }
    }
    expect(await publicReplies()).toEqual([null, 'We settled it with the buyer.']);
  });
});
