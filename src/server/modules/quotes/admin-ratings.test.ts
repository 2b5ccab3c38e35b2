import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnRateCard } from '../../../shared/schemas/company-read';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import type { AdminRatingRow } from '../../../shared/schemas/rating-moderation';
import { companies } from '../../db/schema/companies';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { chooseAndRate, field, ratingBody } from '../../test/quote-calls';
import {
  api,
  companyPageChangedAt,
  notificationsOf,
  type QuoteScenario,
  quoteScenario,
} from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

let t: TestApp;
let s: QuoteScenario;
let admin: TestUser;
/** Two ratings of s.first: a defamatory 1 and a fair 5. */
let abusive: string;
let fair: string;

const rated = (title: string, general: number, text: string) => chooseAndRate(t, s, title, general, text);

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin', lang: 'en' });
  abusive = await rated('Flanges', 1, 'Thieves and liars');
  fair = await rated('Shafts', 5, 'Great work');
  const reported = await api(t, 'POST', '/company/rate_report', s.first.headers, {
    req_id: abusive,
    reason: 'We never worked with this customer.',
  });
  if (!reported.body.response) throw new Error(JSON.stringify(reported.body));
});
afterAll(() => t.close());

const asAdmin = (url: string, payload: Record<string, unknown>) =>
  api(t, 'POST', url, admin.headers, payload);
const list = async (payload: Record<string, unknown>) =>
  (await asAdmin('/admin/ratings/list', payload)).body as unknown as {
    data: AdminRatingRow[];
    total: number;
    records: number;
  };

async function figures() {
  const [row] = await t.db.db
    .select({ rate: companies.rate, count: companies.ratesCount })
    .from(companies)
    .where(eq(companies.id, s.first.company.id));
  return { rate: row?.rate === null || row?.rate === undefined ? null : Number(row.rate), count: row?.count };
}

/** When the company's page last changed, as its sitemap entry says. */
const pageChangedAt = () => companyPageChangedAt(t, s.first.company.id);

async function publicTexts() {
  const res = await api(t, 'POST', '/companies/info', await openSession(t.app), {
    req_id: s.first.company.reqId,
  });
  const data = field<{ rate: number | null; rates: { description: string | null }[] }>(res, 'data');
  return { rate: data.rate, texts: data.rates.map((r) => r.description) };
}

async function ownerList() {
  const res = await api(t, 'GET', '/company/rates', s.first.headers);
  return {
    count: field<{ count: number }>(res, 'ratesAvg').count,
    reqIds: field<OwnRateCard[]>(res, 'ratesList').map((r) => r.reqId),
  };
}

const audit = (action: string) => auditEntries(t, admin, action);

describe('the ratings list', () => {
  it('shows the open reports by default, newest first, with the report and no personal data of the rater', async () => {
    const reported = await list({});
    expect(reported.total).toBe(1);
    expect(reported.records).toBe(25);
    expect(reported.data[0]).toEqual({
      reqId: abusive,
      companyName: 'Primeira',
      companyReqId: s.first.company.reqId,
      date: expect.any(String),
      generalEvaluation: 1,
      productRate: 4,
      comunication: 3,
      shortDescription: 'Thieves and liars',
      suggestions: null,
      reportedAt: expect.any(String),
      reportReason: 'We never worked with this customer.',
      hiddenAt: null,
      hiddenReason: null,
      reply: null,
      replyDate: null,
      replyHiddenAt: null,
      replyHiddenReason: null,
    });
    const all = await list({ status: 'all' });
    expect(all.data.map((r) => r.reqId)).toEqual([fair, abusive]);
    const text = JSON.stringify(all);
    expect(text).not.toContain(s.owner.email);
    expect(text).not.toContain('Maria Buyer');
  });

  it("finds ratings by words of the company's trade name", async () => {
    expect((await list({ status: 'all', search: 'PRIMEIRA' })).total).toBe(2);
    expect((await list({ status: 'all', search: 'second' })).total).toBe(0);
  });
});

describe('hiding and restoring a rating', () => {
  it('hides it from every public figure and list at once, closes the report and notifies both sides', async () => {
    expect(await figures()).toEqual({ rate: 3, count: 2 });
    // Read once so the public page is in the catalogue cache: the hiding must drop it.
    expect((await publicTexts()).texts).toContain('Thieves and liars');
    const changedBefore = await pageChangedAt();

    const hidden = await asAdmin('/admin/ratings/hide', { req_id: abusive, reason: '  Defamatory text  ' });
    // The page changed, so crawlers are told to read it again (sitemap lastmod).
    expect(await pageChangedAt()).toBeGreaterThan(changedBefore);
    expect(hidden.body).toEqual({
      response: true,
      message: 'The rating of Primeira is hidden from the catalogue.',
    });

    expect(await figures()).toEqual({ rate: 5, count: 1 });
    expect(await publicTexts()).toEqual({ rate: 5, texts: ['Great work'] });
    expect(await ownerList()).toEqual({ count: 1, reqIds: [fair] });
    expect((await list({})).total).toBe(0);
    expect((await list({ status: 'hidden' })).data).toEqual([
      expect.objectContaining({ reqId: abusive, hiddenReason: 'Defamatory text', reportedAt: null }),
    ]);

    const [entry] = await audit('rating.hide');
    expect(entry).toMatchObject({
      actor: 'Ana Admin',
      target: `${abusive} Primeira`,
      before: { hiddenAt: null, reportClosedAt: null, reportReason: 'We never worked with this customer.' },
      after: {
        hiddenAt: expect.any(String),
        hiddenReason: 'Defamatory text',
        reportClosedAt: expect.any(String),
      },
    });

    // The rater reads English, the owner Portuguese; each in their own language, or the other on request.
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toEqual({
      label: 'Rating hidden',
      text: 'The association hid your rating of Primeira for "Flanges". Reason: Defamatory text',
      link: expect.stringContaining('/quotes?tab=mine&quote='),
    });
    expect((await notificationsOf(t, s.owner.id, 'pt-BR')).at(-1)?.label).toBe('Avaliação ocultada');
    expect((await notificationsOf(t, s.first.id)).at(-1)).toEqual({
      label: 'Denúncia aceita',
      text: 'A associação analisou sua denúncia e ocultou a avaliação de "Flanges".',
      link: '/profile',
    });
  });

  it('keeps the once-only rule and the rating in its rater’s export, with its hidden state', async () => {
    const check = await api(t, 'GET', `/quotes/proposal_rate_check/${abusive}`, undefined);
    expect(check.body).toMatchObject({ response: false, error: 'QRC001' });
    const again = await api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(abusive, 5));
    expect(again.body).toMatchObject({ response: false, error: 'QRC002' });

    const res = await api(t, 'GET', '/privacy/export', s.owner.headers);
    const given = (res.body.data as PrivacyExport).ratingsGiven;
    expect(given.find((r) => r.title === 'Flanges')).toMatchObject({
      rating: { shortDescription: 'Thieves and liars' },
      hiddenAt: expect.any(String),
      hiddenReason: 'Defamatory text',
    });
    expect(given.find((r) => r.title === 'Shafts')).toMatchObject({ hiddenAt: null, hiddenReason: null });
  });

  it('refuses to hide twice, an unknown rating, or without a reason', async () => {
    expect((await asAdmin('/admin/ratings/hide', { req_id: abusive, reason: 'Again' })).body.error).toBe(
      'RTG003',
    );
    const unknown = await asAdmin('/admin/ratings/hide', {
      req_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      reason: 'Ghost',
    });
    expect(unknown.body.error).toBe('NFD001');
    expect((await asAdmin('/admin/ratings/hide', { req_id: fair, reason: '' })).body).toMatchObject({
      error: 'VAL001',
      fields: { reason: expect.any(String) },
    });
    expect((await asAdmin('/admin/ratings/hide', { req_id: fair, reason: 'x'.repeat(501) })).body.error).toBe(
      'VAL001',
    );
  });

  it('restores it: the figures and lists follow again, and the restore is audited', async () => {
    const restored = await asAdmin('/admin/ratings/restore', { req_id: abusive });
    expect(restored.body).toEqual({ response: true, message: 'The rating of Primeira is shown again.' });
    expect(await figures()).toEqual({ rate: 3, count: 2 });
    expect((await publicTexts()).texts.sort()).toEqual(['Great work', 'Thieves and liars']);
    expect((await ownerList()).count).toBe(2);
    expect((await asAdmin('/admin/ratings/restore', { req_id: abusive })).body.error).toBe('RTG003');
    expect(await audit('rating.restore')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ hiddenReason: 'Defamatory text' }),
        after: expect.objectContaining({ hiddenAt: null, hiddenReason: null }),
      }),
    ]);
  });
});

describe('keeping a reported rating', () => {
  it('closes the report, keeps the rating public and tells the owner', async () => {
    const reported = await api(t, 'POST', '/company/rate_report', s.first.headers, {
      req_id: fair,
      reason: 'We would rather not be rated.',
    });
    expect(reported.body.response).toBe(true);
    expect((await list({})).data.map((r) => r.reqId)).toEqual([fair]);

    const kept = await asAdmin('/admin/ratings/dismiss_report', { req_id: fair });
    expect(kept.body).toEqual({
      response: true,
      message: 'The report was closed; the rating of Primeira stays in the catalogue.',
    });
    expect((await list({})).total).toBe(0);
    expect((await publicTexts()).texts).toContain('Great work');
    expect(await figures()).toEqual({ rate: 3, count: 2 });
    expect((await notificationsOf(t, s.first.id, 'en')).at(-1)).toEqual({
      label: 'Report reviewed',
      text: 'The association reviewed your report on the rating of "Shafts" and kept it.',
      link: '/profile',
    });
    expect((await asAdmin('/admin/ratings/dismiss_report', { req_id: fair })).body.error).toBe('RTG004');
    expect(await audit('rating.dismissReport')).toEqual([
      expect.objectContaining({
        target: `${fair} Primeira`,
        after: expect.objectContaining({ hiddenAt: null }),
      }),
    ]);
    // Closed, the owner may report it again.
    expect(
      (
        await api(t, 'POST', '/company/rate_report', s.first.headers, {
          req_id: fair,
          reason: 'New facts came up.',
        })
      ).body.response,
    ).toBe(true);
  });
});

describe('who may moderate', () => {
  it('refuses a visitor, a customer, a company owner and an editor on every ratings route', async () => {
    const editor = await createStaff(t, ['editor']);
    const routes: [string, Record<string, unknown>][] = [
      ['/admin/ratings/list', {}],
      ['/admin/ratings/hide', { req_id: fair, reason: 'Not allowed' }],
      ['/admin/ratings/restore', { req_id: fair }],
      ['/admin/ratings/dismiss_report', { req_id: fair }],
    ];
    const callers = [
      { who: 'visitor', headers: s.visitor, error: 'SES006' },
      { who: 'customer', headers: s.owner.headers, error: 'STF001' },
      { who: 'owner', headers: s.first.headers, error: 'STF001' },
      { who: 'editor', headers: editor.headers, error: 'STF001' },
    ];
    for (const [url, payload] of routes) {
      for (const caller of callers) {
        const res = await api(t, 'POST', url, caller.headers, payload);
        expect(res.body, `${caller.who} ${url}`).toMatchObject({ response: false, error: caller.error });
      }
    }
    expect(await figures()).toEqual({ rate: 3, count: 2 });
  });
});
