import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/rules/money';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf, ratingBody } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  notificationsOf,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';
import { type AwardSetup, awardItems, pricedItemQuote } from './test/award-quote';

/* Issue 34 item 4: a split award, what each supplier is told and sees, and the rating of each. */

let t: TestApp;
let q: ReturnType<typeof quoteCalls>;
let category: number;
let owner: TestUser;
let firstPt: TestCompanyUser;
let second: TestCompanyUser;
let loser: TestCompanyUser;
let split: AwardSetup;
const TITLE = 'Split flanges';

beforeAll(async () => {
  t = await createTestApp();
  q = quoteCalls(t);
  category = await createCategory(t, 'Awards');
  owner = await createCustomer(t, { lang: 'en', name: 'Maria Buyer' });
  firstPt = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Primeira', lang: 'pt-BR' });
  second = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Second Works' });
  loser = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Third Co', lang: 'en' });
  split = await pricedItemQuote(t, owner, category, TITLE, [
    { supplier: firstPt, prices: [1000, 333, null] },
    { supplier: second, prices: [1200, 300, 50_000] },
    { supplier: loser, prices: [1100, 400, 60_000] },
  ]);
  // Flanges and bar to Primeira, the machining to Second Works; Third Co wins nothing.
  const res = await awardItems(t, owner, split, [0, 0, 1]);
  expect(res.body).toEqual({
    response: true,
    message: 'The items were split between 2 suppliers!',
    data: { status: 'c', statusDesc: 'Concluded', dateClose: expect.any(String) },
  });
});
afterAll(async () => {
  await t.close();
});

const mailsAbout = async (title: string) =>
  (await readOutbox(t.outboxDir)).filter((m) => m.subject.includes(title));

describe('the quote after a split award', () => {
  it('shows the owner which item went to which supplier, each awarded proposal chosen', async () => {
    const quote = quoteOf(await q.infoCustomer(owner, split.reqId));
    expect(quote).toMatchObject({ status: 'c', proposalChosen: true });
    expect(quote.itemAwards).toEqual([
      { item: split.items[0], proposal: split.proposals[0], companyName: 'Primeira' },
      { item: split.items[1], proposal: split.proposals[0], companyName: 'Primeira' },
      { item: split.items[2], proposal: split.proposals[1], companyName: 'Second Works' },
    ]);
    const chosen = quote.proposals.filter((p) => p.chosen).map((p) => p.companyName);
    expect(chosen.sort()).toEqual(['Primeira', 'Second Works']);
  });

  it('shows each supplier only its own items, with the contact; the one that won nothing neither', async () => {
    const first = quoteOf(await q.infoCompany(firstPt, split.reqId));
    expect(first.itemAwards).toEqual([
      { item: split.items[0], proposal: first.proposals[0].reqId, companyName: 'Primeira' },
      { item: split.items[1], proposal: first.proposals[0].reqId, companyName: 'Primeira' },
    ]);
    expect(first.supplierStatus).toBe('won');
    expect(first.customerContact).toEqual({
      name: 'Maria Buyer',
      email: owner.email,
      cellphone: '19 99123-4567',
    });
    // The rating key (the proposal's own reqId) never reaches the supplier.
    expect(JSON.stringify(first)).not.toContain(split.proposals[0]);

    const other = quoteOf(await q.infoCompany(second, split.reqId));
    expect(other.itemAwards?.map((a) => a.item)).toEqual([split.items[2]]);
    expect(other.customerContact?.email).toBe(owner.email);
    expect(JSON.stringify(other)).not.toContain('Primeira');

    const lost = await q.infoCompany(loser, split.reqId);
    expect(quoteOf(lost).itemAwards).toBeUndefined();
    expect(quoteOf(lost).customerContact).toBeUndefined();
    expect(quoteOf(lost).supplierStatus).toBe('notChosen');
    expect(JSON.stringify(lost.body)).not.toContain(owner.email);
  });
});

describe('what each supplier is told', () => {
  it('tells each winner its items in its language, by notification and e-mail with the contact', async () => {
    const notes = (await notificationsOf(t, firstPt.id)).filter((n) => n.text.includes(TITLE));
    expect(notes.at(-1)).toMatchObject({
      label: 'Itens escolhidos para você',
      text: `O solicitante de "${TITLE}" escolheu sua proposta para 2 itens!`,
    });
    const mails = await mailsAbout(TITLE);
    const pt = mails.find((m) => m.to === firstPt.company.email && m.subject.startsWith('Sua proposta'));
    expect(pt?.subject).toBe(`Sua proposta ganhou itens: ${TITLE}`);
    expect(pt?.text).toContain(`Flange 4" ANSI B16.5 304 (200 pç): ${formatMoney(2000, 'pt-BR')}`);
    expect(pt?.text).toContain(`Bar 4140 Ø50 (1,5 t): ${formatMoney(5, 'pt-BR')}`);
    expect(pt?.text).toContain(`sem o frete: ${formatMoney(2005, 'pt-BR')}`);
    expect(pt?.text).toContain(`Maria Buyer, ${owner.email}, celular 19 99123-4567`);
    expect(pt?.text).not.toContain('Machining');
    expect(pt?.text).not.toContain('Second Works');

    const enNotes = (await notificationsOf(t, second.id)).filter((n) => n.text.includes(TITLE));
    expect(enNotes.at(-1)).toMatchObject({
      label: 'Items awarded to you',
      text: `The requester of "${TITLE}" chose your proposal for one item!`,
    });
    const en = mails.find((m) => m.to === second.company.email && m.subject.startsWith('Your proposal'));
    expect(en?.subject).toBe(`Your proposal won items: ${TITLE}`);
    expect(en?.text).toContain('Machining of shafts (1 service): R$500.00');
    expect(en?.text).toContain(`Contact the requester to follow up: Maria Buyer, ${owner.email}`);
    expect(en?.html).toContain('Machining of shafts');
    expect(en?.text).not.toContain('Flange');
  });

  it('tells a supplier that won nothing that another proposal was chosen, without names or prices', async () => {
    const notes = (await notificationsOf(t, loser.id)).filter((n) => n.text.includes(TITLE));
    expect(notes.map((n) => n.label)).toContain('Another proposal chosen');
    expect(notes.map((n) => n.label)).not.toContain('Items awarded to you');
    const toLoser = (await mailsAbout(TITLE)).filter((m) => m.to === loser.company.email);
    // The request itself, then the outcome: never a "won items" mail.
    expect(toLoser.map((m) => m.subject)).toEqual([
      `New quote request: ${TITLE}`,
      `Another proposal was chosen: ${TITLE}`,
    ]);
    const mail = toLoser[1];
    for (const part of [mail?.text ?? '', mail?.html ?? '', ...notes.map((n) => n.text)]) {
      for (const secret of ['Primeira', 'Second Works', 'Maria Buyer', owner.email, 'R$']) {
        expect(part).not.toContain(secret);
      }
    }
    // The winners are not told that another proposal was chosen.
    const winners = [firstPt, second].map((c) => c.company.email);
    const wrong = (await mailsAbout(TITLE)).filter(
      (m) => winners.includes(m.to) && /Another proposal|Outra proposta/.test(m.subject),
    );
    expect(wrong).toEqual([]);
  });

  it('e-mails the requester one rating link per awarded supplier', async () => {
    const links = (await mailsAbout(TITLE))
      .filter((m) => m.to === owner.email && m.subject.startsWith('Rate your supplier'))
      .map((m) => m.text.match(/\/quote-rate\/([A-Za-z0-9_-]+)/)?.[1]);
    expect(links.sort()).toEqual([split.proposals[0], split.proposals[1]].sort());
  });
});

describe('rating each awarded supplier', () => {
  const rate = (reqId: string, general: number) =>
    api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(reqId, general));
  const check = (reqId: string) => api(t, 'GET', `/quotes/proposal_rate_check/${reqId}`, undefined);

  it('rates each once through the spec’s calls; the supplier that won nothing cannot be rated', async () => {
    expect((await check(split.proposals[1])).body).toMatchObject({
      response: true,
      data: { title: TITLE, companyName: 'Second Works' },
    });
    expect((await rate(split.proposals[0], 5)).body.response).toBe(true);
    expect((await rate(split.proposals[1], 3)).body.response).toBe(true);
    expect((await rate(split.proposals[0], 1)).body).toMatchObject({ response: false, error: 'QRC002' });
    expect((await rate(split.proposals[2], 1)).body).toMatchObject({ response: false, error: 'QRC001' });
    const page = async (company: TestCompanyUser) =>
      (await api(t, 'POST', '/companies/info', owner.headers, { req_id: company.company.reqId })).body
        .data as { rate: number | null; proposals: number };
    expect(await page(firstPt)).toMatchObject({ rate: 5, proposals: 1 });
    expect(await page(second)).toMatchObject({ rate: 3, proposals: 1 });
    expect(await page(loser)).toMatchObject({ rate: null, proposals: 0 });
    const notes = await notificationsOf(t, second.id);
    expect(notes.at(-1)?.label).toBe('Rating received');
    // The owner's view and data export hold each supplier's rating.
    const rated = quoteOf(await q.infoCustomer(owner, split.reqId)).proposals.filter((p) => p.rate);
    expect(rated.map((p) => [p.companyName, p.rate?.generalEvaluation]).sort()).toEqual([
      ['Primeira', 5],
      ['Second Works', 3],
    ]);
    const exported = await api(t, 'GET', '/privacy/export', owner.headers);
    const given = (exported.body.data as { ratingsGiven: { title: string; companyName: string }[] })
      .ratingsGiven;
    expect(
      given
        .filter((r) => r.title === TITLE)
        .map((r) => r.companyName)
        .sort(),
    ).toEqual(['Primeira', 'Second Works']);
  });
});

describe('the whole award on a request with items', () => {
  it('works as today and shows no item awards', async () => {
    const whole = await pricedItemQuote(t, owner, category, 'Whole award', [
      { supplier: firstPt, prices: [1000, 333, null] },
      { supplier: second, prices: [1200, 300, 50_000] },
    ]);
    expect((await q.choose(owner, whole.proposals[1])).body.response).toBe(true);
    const quote = quoteOf(await q.infoCustomer(owner, whole.reqId));
    expect(quote).toMatchObject({ status: 'c', proposalChosen: true });
    expect(quote.itemAwards).toBeUndefined();
    expect((await awardItems(t, owner, whole, [0, 1, 1])).body).toMatchObject({ error: 'QTE004' });
  });
});
