import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import type { OwnRateCard } from '../../../shared/schemas/company-read';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import { ratings } from '../../db/schema/ratings';
import { createTestApp, type TestApp } from '../../test/harness';
import { chooseAndRate, field } from '../../test/quote-calls';
import {
  api,
  companyPageChangedAt,
  createCompanyUser,
  notificationsOf,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { LIMITS } from '../rate-limit/rate-limit-service';

let t: TestApp;
let s: QuoteScenario;
/** A rating of s.first by s.owner (who reads English; s.first reads Portuguese). */
let rated: string;
const ANSWER = 'Thank you! We fixed the delivery schedule.';

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  rated = await chooseAndRate(t, s, 'Gears', 2, 'Late');
});
afterAll(() => t.close());

const reply = (who: TestUser, reqId: string, text = ANSWER) =>
  api(t, 'POST', '/company/rate_reply', who.headers, { req_id: reqId, reply: text });
const remove = (who: TestUser, reqId: string) =>
  api(t, 'POST', '/company/rate_reply_remove', who.headers, { req_id: reqId });

async function publicRates() {
  const res = await api(t, 'POST', '/companies/info', s.visitor, { req_id: s.first.company.reqId });
  return field<CompanyPublic>(res, 'data').rates;
}
async function ownReply() {
  const list = field<OwnRateCard[]>(await api(t, 'GET', '/company/rates', s.first.headers), 'ratesList');
  return list[0]?.reply;
}
const pageChangedAt = () => companyPageChangedAt(t, s.first.company.id);
const repliedNotices = async (lang?: 'en' | 'pt-BR') =>
  (await notificationsOf(t, s.owner.id, lang)).filter((n) =>
    n.label.startsWith(lang === 'pt-BR' ? 'Resposta' : 'Answer'),
  );

describe('POST /company/rate_reply', () => {
  it('refuses an answer shorter than 10 or longer than 1000 characters, trimmed', async () => {
    for (const text of ['   too short  ', 'x'.repeat(1001), '']) {
      expect((await reply(s.first, rated, text)).body, text).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { reply: expect.any(String) },
      });
    }
    expect(await ownReply()).toBeNull();
  });

  it("answers another company's owner, a customer and an unknown reqId as not found, and a visitor needs a login", async () => {
    for (const who of [s.second, s.otherCustomer]) {
      expect((await reply(who, rated)).body, String(who.id)).toMatchObject({
        response: false,
        error: 'NFD001',
      });
      expect((await remove(who, rated)).body, String(who.id)).toMatchObject({ error: 'NFD001' });
    }
    expect((await reply(s.first, 'AAAAAAAAAAAAAAAAAAAAAA')).body).toMatchObject({ error: 'NFD001' });
    const visitor = await api(t, 'POST', '/company/rate_reply', s.visitor, { req_id: rated, reply: ANSWER });
    expect(visitor.body).toMatchObject({ response: false, error: 'SES006' });
    expect((await publicRates())[0]?.reply).toBeNull();
  });

  it("publishes the answer under the rating, moves the page's date and tells the rater in their language", async () => {
    // Read once so the page is cached: publishing must drop it.
    expect((await publicRates())[0]).toMatchObject({ description: 'Late', reply: null });
    const before = await pageChangedAt();
    const res = await reply(s.first, rated, `  ${ANSWER}  `);
    expect(res.body).toEqual({ response: true, message: 'Sua resposta foi publicada na página da empresa.' });
    expect(await pageChangedAt()).toBeGreaterThan(before);
    expect((await publicRates())[0]?.reply).toEqual({ text: ANSWER, date: expect.any(String) });
    expect(await ownReply()).toEqual({ text: ANSWER, date: expect.any(String), hidden: false });
    expect(await repliedNotices()).toEqual([
      {
        label: 'Answer to your rating',
        text: 'Primeira answered your rating for "Gears" on its page.',
        link: `/company/${s.first.company.reqId}/primeira`,
      },
    ]);
    expect((await repliedNotices('pt-BR'))[0]?.text).toBe(
      'Primeira respondeu à sua avaliação de "Gears" na página da empresa.',
    );
  });

  it('replaces the answer when written again, with a new date, and tells nobody twice', async () => {
    const first = await ownReply();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await reply(s.first, rated, 'We changed our carrier since.')).body.response).toBe(true);
    const second = await ownReply();
    expect(second?.text).toBe('We changed our carrier since.');
    expect(Date.parse(second?.date ?? '')).toBeGreaterThan(Date.parse(first?.date ?? ''));
    expect((await publicRates())[0]?.reply?.text).toBe('We changed our carrier since.');
    expect(await repliedNotices()).toHaveLength(1);
  });

  it('removes the answer from the page and the list; removing twice is RTG007', async () => {
    const before = await pageChangedAt();
    const res = await remove(s.first, rated);
    expect(res.body).toEqual({ response: true, message: 'Sua resposta foi removida da página da empresa.' });
    expect(await pageChangedAt()).toBeGreaterThan(before);
    expect((await publicRates())[0]?.reply).toBeNull();
    expect(await ownReply()).toBeNull();
    expect((await remove(s.first, rated)).body).toMatchObject({ response: false, error: 'RTG007' });
  });

  it('refuses to answer a rating the association hid', async () => {
    await t.db.db.update(ratings).set({ hiddenAt: new Date(), hiddenReason: 'Abuse' });
    expect((await reply(s.first, rated)).body).toMatchObject({ response: false, error: 'RTG005' });
    await t.db.db.update(ratings).set({ hiddenAt: null, hiddenReason: null });
  });

  it('keeps an answer the association hid off the page, and refuses to rewrite or remove it', async () => {
    expect((await reply(s.first, rated)).body.response).toBe(true);
    await t.db.db.update(ratings).set({ replyHiddenAt: new Date(), replyHiddenReason: 'Names the buyer' });
    expect((await publicRates())[0]?.reply).toBeNull();
    expect(await ownReply()).toEqual({ text: ANSWER, date: expect.any(String), hidden: true });
    expect((await reply(s.first, rated, 'Another text entirely.')).body).toMatchObject({ error: 'RTG006' });
    expect((await remove(s.first, rated)).body).toMatchObject({ error: 'RTG006' });
    expect((await ownReply())?.text).toBe(ANSWER);
  });

  it("lists the owner's answers in their export, and the answer in the rater's", async () => {
    const exported = async (who: TestUser) =>
      field<PrivacyExport>(await api(t, 'GET', '/privacy/export', who.headers), 'data');
    expect((await exported(s.first)).ratingReplies).toEqual([
      {
        rating: rated,
        reply: ANSWER,
        repliedAt: expect.any(String),
        hiddenAt: expect.any(String),
        hiddenReason: 'Names the buyer',
      },
    ]);
    expect((await exported(s.owner)).ratingsGiven).toEqual([
      expect.objectContaining({
        title: 'Gears',
        reply: { text: ANSWER, date: expect.any(String), hiddenAt: expect.any(String) },
      }),
    ]);
    expect((await exported(s.second)).ratingReplies).toEqual([]);
    expect((await exported(s.otherCustomer)).ratingReplies).toEqual([]);
    await t.db.db.update(ratings).set({ replyHiddenAt: null, replyHiddenReason: null });
  });

  it(`locks an owner out after ${LIMITS.rateReplyUser.max} answers or removals in an hour`, async () => {
    const owner = await createCompanyUser(t, { categoryIds: [s.category], tradeName: 'Replier' });
    for (let i = 0; i < LIMITS.rateReplyUser.max; i += 1) {
      const res = i % 2 ? await reply(owner, `unknown${i}`) : await remove(owner, `unknown${i}`);
      expect(res.body.error).toBe('NFD001');
    }
    const locked = await reply(owner, rated);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ response: false, error: 'AUT002' });
  });
});
