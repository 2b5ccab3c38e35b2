import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openSession, readOutbox, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { openItemQuote, sendLines } from './test/item-quote';
import { invitedToken, outsideAddress, outsideCall } from './test/outside';

/*
 * Issue 34 item 7 (decision 0045): an outside supplier's proposal is in the buyer's comparison and
 * exports marked as such, can win the whole quote or items of a split award, and its supplier is
 * told by e-mail; nobody is asked to rate it.
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
const mailsTo = async (to: string) => (await readOutbox(t.outboxDir)).filter((m) => m.to === to);

async function quoteWithOutside(title: string) {
  const reqId = await openItemQuote(t, s, title);
  const items = (quoteOf(await calls().infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
  const email = outsideAddress('outside');
  const token = await invitedToken(t, s.owner, reqId, email);
  await sendLines(t, s.first, reqId, {
    lines: items.map((item) => ({ item, unit_price_cents: 1000, delivery_days: 10 })),
  });
  const sent = await outsideCall(t, await openSession(t.app), 'proposal', token, {
    lines: items.map((item, i) =>
      i === 0 ? { item, unit_price_cents: 500, delivery_days: 5 } : { item, cannot_supply: true },
    ),
    icms_rate_bp: 1200,
    icms_included: false,
    freight: 'fob',
    payment_terms: '28/56/84 dd',
  });
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
  return { reqId, items, email, token };
}

describe('outside proposals in the comparison and the award', () => {
  it('are marked in the comparison, the item comparison, the proposals and the share link', async () => {
    const { reqId, email } = await quoteWithOutside('Marked outside');
    const info = quoteOf(await calls().infoCustomer(s.owner, reqId));
    const outsideRow = info.comparison?.find((row) => row.companyName === email);
    expect(outsideRow).toMatchObject({ outside: true, paymentTerms: '28/56/84 dd', rating: null });
    expect(info.comparison?.find((row) => row.companyName === 'Primeira')?.outside).toBeUndefined();
    const suppliers = info.itemComparison?.suppliers ?? [];
    expect(suppliers.map((x) => [x.companyName, x.outside ?? false, x.supplied])).toEqual(
      expect.arrayContaining([
        [email, true, 1],
        ['Primeira', false, 3],
      ]),
    );
    expect(info.proposals.find((p) => p.companyName === email)).toMatchObject({
      outside: true,
      latest: true,
    });
    // A catalogue company sees nothing of it.
    const seenByFirst = JSON.stringify((await calls().infoCompany(s.first, reqId)).body);
    expect(seenByFirst).not.toContain(email);

    const link = await api(t, 'POST', '/quotes/share_link', s.owner.headers, { req_id: reqId });
    const token = String((link.body.data as { url: string }).url.split('/').pop());
    const shared = await api(t, 'POST', '/quotes/shared', s.visitor, { token });
    const names = (shared.body.data as { suppliers: { companyName: string }[] }).suppliers.map(
      (x) => x.companyName,
    );
    expect(names).toContain(`${email} (outside the catalogue)`);
  });

  it('win items of a split award, told by e-mail with the contact; no rating asked for them', async () => {
    const { reqId, items, email } = await quoteWithOutside('Split with outside');
    const info = quoteOf(await calls().infoCustomer(s.owner, reqId));
    const outsideProposal = info.itemComparison?.suppliers.find((x) => x.outside)?.proposal ?? '';
    const firstProposal = info.itemComparison?.suppliers.find((x) => !x.outside)?.proposal ?? '';
    const res = await api(t, 'POST', '/quotes/award_items', s.owner.headers, {
      req_id: reqId,
      awards: items.map((item, i) => ({ item, proposal: i === 0 ? outsideProposal : firstProposal })),
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true, data: { status: 'c' } });
    const awards = quoteOf(await calls().infoCustomer(s.owner, reqId)).itemAwards ?? [];
    expect(awards.map((a) => a.companyName)).toEqual([email, 'Primeira', 'Primeira']);
    const won = (await mailsTo(email)).at(-1);
    expect(won?.subject).toBe('Your proposal won items: Split with outside');
    expect(won?.text).toContain('for one item:');
    expect(won?.text).toContain(s.owner.email);
    const rates = (await mailsTo(s.owner.email)).filter((m) => m.subject.startsWith('Rate your supplier'));
    expect(rates.map((m) => m.subject)).toEqual(['Rate your supplier: Split with outside']);
    expect(rates[0]?.text).not.toContain(email);
  });

  it('win the whole quote, or learn another proposal was chosen', async () => {
    const won = await quoteWithOutside('Whole to outside');
    const info = quoteOf(await calls().infoCustomer(s.owner, won.reqId));
    const outsideId = info.proposals.find((p) => p.outside)?.reqId ?? '';
    const chosen = await calls().choose(s.owner, outsideId);
    expect(chosen.body, JSON.stringify(chosen.body)).toMatchObject({ response: true });
    const mails = await mailsTo(won.email);
    expect(mails.at(-1)?.subject).toBe('Your proposal was chosen: Whole to outside');
    expect(mails.at(-1)?.text).toContain('List my company');

    const lost = await quoteWithOutside('Whole to a company');
    const lostInfo = quoteOf(await calls().infoCustomer(s.owner, lost.reqId));
    const firstId = lostInfo.proposals.find((p) => !p.outside)?.reqId ?? '';
    expect((await calls().choose(s.owner, firstId)).body.response).toBe(true);
    const told = await mailsTo(lost.email);
    expect(told.at(-1)?.subject).toBe('Another proposal was chosen: Whole to a company');
    expect(told.at(-1)?.text).not.toContain('Primeira');
    // The link still reads the outcome, and sends nothing more.
    const read = await outsideCall(t, await openSession(t.app), 'read', lost.token);
    expect(read.body.data).toMatchObject({ status: 'c', canSend: false });
  });

  it('are asked for a revised proposal in a new round, by e-mail, and may send it through the same link', async () => {
    const quote = await quoteWithOutside('Round with outside');
    const revised = await api(t, 'POST', '/quotes/revision_request', s.owner.headers, {
      req_id: quote.reqId,
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      note: 'Best and final, please.',
    });
    expect(revised.body, JSON.stringify(revised.body)).toMatchObject({ response: true });
    const mail = (await mailsTo(quote.email)).at(-1);
    expect(mail?.subject).toBe('Revised proposal requested: Round with outside');
    expect(mail?.text).toContain('Their note: Best and final, please.');
    expect(mail?.text).toContain('invitation e-mail you received');
    // The same link reads the new round and may send (the spec's minute between two sends aside).
    const read = await outsideCall(t, await openSession(t.app), 'read', quote.token);
    expect(read.body.data).toMatchObject({ canSend: true });
  });

  it('alone make a revision round possible', async () => {
    const reqId = await openItemQuote(t, s, 'Only outside proposed');
    const items = (quoteOf(await calls().infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
    const email = outsideAddress('alone');
    const token = await invitedToken(t, s.owner, reqId, email);
    const sent = await outsideCall(t, await openSession(t.app), 'proposal', token, {
      lines: items.map((item) => ({ item, unit_price_cents: 700, delivery_days: 9 })),
    });
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ response: true });
    const revised = await api(t, 'POST', '/quotes/revision_request', s.owner.headers, {
      req_id: reqId,
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(revised.body, JSON.stringify(revised.body)).toMatchObject({
      response: true,
      data: { suppliers: 1 },
    });
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Revised proposal requested: Only outside proposed');
  });
});
