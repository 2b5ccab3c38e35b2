import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnRateCard } from '../../../shared/schemas/company-read';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import { ratings } from '../../db/schema/ratings';
import { createTestApp, type TestApp } from '../../test/harness';
import { chooseFirstProposal, field, ratingBody } from '../../test/quote-calls';
import {
  api,
  createCompanyUser,
  type QuoteScenario,
  quoteScenario,
  type TestUser,
} from '../../test/quote-fixtures';
import { LIMITS } from '../rate-limit/rate-limit-service';

let t: TestApp;
let s: QuoteScenario;
let rated: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  rated = await chooseFirstProposal(t, s, 'Reported later');
  const res = await api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(rated, 1, 'Liars!'));
  if (!res.body.response) throw new Error(JSON.stringify(res.body));
});
afterAll(() => t.close());

const report = (who: TestUser, reqId: string, reason = 'This customer never bought from us.') =>
  api(t, 'POST', '/company/rate_report', who.headers, { req_id: reqId, reason });

async function ownList(who: TestUser) {
  return field<OwnRateCard[]>(await api(t, 'GET', '/company/rates', who.headers), 'ratesList');
}

describe('POST /company/rate_report', () => {
  it("lists each of the owner's ratings with its reqId, not reported yet", async () => {
    expect(await ownList(s.first)).toEqual([
      expect.objectContaining({ reqId: rated, reported: false, shortDescription: 'Liars!' }),
    ]);
  });

  it('refuses a reason shorter than 10 or longer than 500 characters, trimmed', async () => {
    const short = await report(s.first, rated, '   too short   ');
    expect(short.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { reason: expect.any(String) },
    });
    const long = await report(s.first, rated, 'x'.repeat(501));
    expect(long.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { reason: expect.any(String) },
    });
    expect((await ownList(s.first))[0]?.reported).toBe(false);
  });

  it("answers another company's owner, a customer and an unknown reqId as not found", async () => {
    for (const who of [s.second, s.otherCustomer]) {
      expect((await report(who, rated)).body, String(who.id)).toMatchObject({
        response: false,
        error: 'NFD001',
      });
    }
    expect((await report(s.first, 'AAAAAAAAAAAAAAAAAAAAAA')).body).toMatchObject({ error: 'NFD001' });
    expect((await report(s.first, rated)).body.response).toBe(true);
    await t.db.db.update(ratings).set({ reportedAt: null, reportReason: null });
  });

  it("opens one report, in the owner's language, and keeps the rating public meanwhile", async () => {
    const res = await report(s.first, rated, '  This customer never bought from us.  ');
    // s.first reads Portuguese (its session's language).
    expect(res.body).toEqual({
      response: true,
      message: 'Obrigado: a associação vai analisar esta avaliação e avisar a decisão.',
    });
    const [row] = await t.db.db
      .select({ reason: ratings.reportReason, at: ratings.reportedAt })
      .from(ratings)
      .where(eq(ratings.companyId, s.first.company.id));
    expect(row).toEqual({ reason: 'This customer never bought from us.', at: expect.any(Date) });
    expect((await ownList(s.first))[0]?.reported).toBe(true);
    const page = await api(t, 'POST', '/companies/info', s.visitor, { req_id: s.first.company.reqId });
    expect(field<{ rates: unknown[] }>(page, 'data').rates).toHaveLength(1);

    const again = await report(s.first, rated);
    expect(again.body).toMatchObject({ response: false, error: 'RTG001' });
  });

  it('refuses to report a rating the association hid', async () => {
    await t.db.db
      .update(ratings)
      .set({ hiddenAt: new Date(), hiddenReason: 'Abuse', reportClosedAt: new Date() });
    expect((await report(s.first, rated)).body).toMatchObject({ response: false, error: 'RTG002' });
    // Hidden, it leaves the owner's list too.
    expect(await ownList(s.first)).toEqual([]);
    await t.db.db.update(ratings).set({ hiddenAt: null, hiddenReason: null });
  });

  it('lists what the owner reported, and how it ended, in their data export', async () => {
    const reports = async (who: TestUser) =>
      field<PrivacyExport>(await api(t, 'GET', '/privacy/export', who.headers), 'data').ratingReports;
    const reason = 'This customer never bought from us.';
    await t.db.db.update(ratings).set({ reportReason: reason, reportClosedAt: null, hiddenAt: null });
    expect(await reports(s.first)).toEqual([
      { rating: rated, reportedAt: expect.any(String), reason, outcome: 'open', decidedAt: null },
    ]);
    const decided = new Date('2026-11-20T12:00:00Z');
    await t.db.db.update(ratings).set({ reportClosedAt: decided, hiddenAt: decided });
    expect(await reports(s.first)).toEqual([
      expect.objectContaining({ outcome: 'hidden', decidedAt: decided.toISOString() }),
    ]);
    await t.db.db.update(ratings).set({ hiddenAt: null });
    expect((await reports(s.first))[0]?.outcome).toBe('kept');
    // Nobody else's export holds the owner's words.
    expect(await reports(s.second)).toEqual([]);
    expect(await reports(s.otherCustomer)).toEqual([]);
  });

  it(`locks an owner out after ${LIMITS.rateReportUser.max} reports in an hour`, async () => {
    const owner = await createCompanyUser(t, { categoryIds: [s.category], tradeName: 'Reporter' });
    for (let i = 0; i < LIMITS.rateReportUser.max; i += 1) {
      expect((await report(owner, `unknown${i}`)).body.error).toBe('NFD001');
    }
    const locked = await report(owner, rated);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ response: false, error: 'AUT002' });
  });
});
