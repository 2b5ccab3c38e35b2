import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteListItem } from '../../../shared/schemas/quote-read';
import { HOUR_MS } from '../../../shared/time';
import { quotes } from '../../db/schema/quotes';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  notificationsOf,
  openQuote,
  type TestCompanyUser,
  type TestUser,
} from '../../test/quote-fixtures';

/* Issue 18 items 4 and 5: everyone learns how a quote ended; only the chosen company gets the contact. */

let t: TestApp;
let q: ReturnType<typeof quoteCalls>;
let category: number;
let owner: TestUser;
let loserPt: TestCompanyUser;
let winner: TestCompanyUser;
let silent: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  q = quoteCalls(t);
  category = await createCategory(t, 'Outcomes');
  owner = await createCustomer(t, { lang: 'en', name: 'Maria Buyer' });
  loserPt = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Perdedora', lang: 'pt-BR' });
  winner = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Winning Works' });
  silent = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Quiet Co', lang: 'en' });
});
afterAll(async () => {
  await t.close();
});

const open = (title: string) =>
  openQuote(t, owner, {
    category,
    title,
    companies: [loserPt.company.id, winner.company.id, silent.company.id],
  });

async function mailsAbout(title: string) {
  return (await readOutbox(t.outboxDir)).filter((m) => m.subject.includes(title));
}

describe('choosing a proposal', () => {
  it('tells every other company that proposed, in its language, without the winner’s name', async () => {
    const title = 'Outcome gears';
    const reqId = await open(title);
    await q.propose(loserPt, reqId, owner);
    const chosen = await q.propose(winner, reqId, owner);
    expect((await q.choose(owner, chosen.reqId)).body.response).toBe(true);

    const loserNotes = (await notificationsOf(t, loserPt.id)).filter((n) => n.text.includes(title));
    expect(loserNotes.at(-1)).toMatchObject({
      label: 'Outra proposta escolhida',
      text: `O solicitante de "${title}" escolheu outra proposta. Obrigado por participar.`,
    });
    const mails = await mailsAbout(title);
    const loserMail = mails.find(
      (m) => m.to === loserPt.company.email && m.subject.includes('Outra proposta'),
    );
    expect(loserMail?.subject).toBe(`Outra proposta foi escolhida: ${title}`);
    for (const part of [loserMail?.text ?? '', loserMail?.html ?? '', ...loserNotes.map((n) => n.text)]) {
      expect(part).not.toContain('Winning Works');
      expect(part).not.toContain('Maria Buyer');
    }
    // A recipient that sent no proposal had no stake in the choice.
    const silentNotes = await notificationsOf(t, silent.id);
    expect(silentNotes.some((n) => n.text.includes(title))).toBe(true); // the request itself
    expect(silentNotes.some((n) => n.label === 'Another proposal chosen')).toBe(false);
    expect(mails.some((m) => m.to === silent.company.email && m.subject.includes('Another'))).toBe(false);
    // The winner is told it won, not that another was chosen.
    const winnerNotes = (await notificationsOf(t, winner.id)).filter((n) => n.text.includes(title));
    expect(winnerNotes.map((n) => n.label)).toContain('Proposal chosen');
    expect(winnerNotes.map((n) => n.label)).not.toContain('Another proposal chosen');
  });

  it('e-mails the chosen company the requester’s name, e-mail and cellphone', async () => {
    const title = 'Outcome contact mail';
    const reqId = await open(title);
    const chosen = await q.propose(winner, reqId, owner);
    await q.choose(owner, chosen.reqId);
    const mail = (await mailsAbout(title)).find(
      (m) => m.to === winner.company.email && m.subject.includes('chosen'),
    );
    expect(mail?.text).toContain(
      `Contact the requester to follow up: Maria Buyer, ${owner.email}, cellphone 19 99123-4567.`,
    );
  });
});

describe('the contact in the quote view', () => {
  it('is in the chosen company’s view only, and only once chosen', async () => {
    const reqId = await open('Outcome contact view');
    await q.propose(loserPt, reqId, owner);
    const chosen = await q.propose(winner, reqId, owner);
    expect(quoteOf(await q.infoCompany(winner, reqId)).customerContact).toBeUndefined();
    await q.choose(owner, chosen.reqId);

    expect(quoteOf(await q.infoCompany(winner, reqId)).customerContact).toEqual({
      name: 'Maria Buyer',
      email: owner.email,
      cellphone: '19 99123-4567',
    });
    const loserView = await q.infoCompany(loserPt, reqId);
    expect(quoteOf(loserView).customerContact).toBeUndefined();
    expect(JSON.stringify(loserView.body)).not.toContain(owner.email);
    expect(quoteOf(await q.infoCompany(silent, reqId)).customerContact).toBeUndefined();
    // Outsiders cannot reach the quote at all.
    const stranger = await createCompanyUser(t, { categoryIds: [category] });
    expect((await q.infoCompany(stranger, reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
    const visitor = await api(t, 'POST', '/quotes/info_company', undefined, { req_id: reqId });
    expect(visitor.body.response).toBe(false);
    expect(JSON.stringify(visitor.body)).not.toContain(owner.email);
  });
});

describe('cancelling a quote', () => {
  it('tells every recipient by notification and e-mail, in its language', async () => {
    const title = 'Outcome cancelled';
    const reqId = await open(title);
    await q.propose(winner, reqId, owner);
    expect((await q.cancel(owner, reqId)).body.response).toBe(true);

    for (const who of [loserPt, winner, silent]) {
      const notes = (await notificationsOf(t, who.id)).filter((n) => n.text.includes(title));
      expect(notes.at(-1)?.label).toBe(who === loserPt ? 'Cotação cancelada' : 'Quote cancelled');
    }
    const mails = (await mailsAbout(title)).filter((m) =>
      /^(Quote request cancelled|Pedido de cotação cancelado)/.test(m.subject),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(
      [loserPt.company.email, winner.company.email, silent.company.email].sort(),
    );
    expect(mails.find((m) => m.to === loserPt.company.email)?.subject).toBe(
      `Pedido de cotação cancelado: ${title}`,
    );
    expect(mails.find((m) => m.to === silent.company.email)?.subject).toBe(
      `Quote request cancelled: ${title}`,
    );
  });
});

/** Each received quote says its state from the supplier's side, not the quote's (issue 30 item 14). */
const TITLES = [
  'To answer',
  'Proposed',
  'Declined',
  'Passed',
  'Proposed then passed',
  'Won',
  'Lost',
  'Cancelled',
];

async function listOf(company: TestCompanyUser): Promise<Map<string, QuoteListItem>> {
  const items = field<QuoteListItem[]>(
    await api(t, 'POST', '/quotes/list_company', company.headers, { page: 1 }),
    'data',
  );
  return new Map(items.map((item) => [item.title, item]));
}

const moveDeadline = (reqId: string, at: Date) =>
  t.db.db.update(quotes).set({ deadline: at }).where(eq(quotes.reqId, reqId));

describe('the company list’s status of each quote (issue 30 item 14)', () => {
  it('to answer, proposal sent, declined, deadline passed, won, not chosen, cancelled', async () => {
    await open('To answer');
    const proposed = await open('Proposed');
    await q.send(loserPt, proposed);
    const declined = await open('Declined');
    await api(t, 'POST', '/quotes/decline', loserPt.headers, { req_id: declined, reason: 'capacity' });
    const passed = await open('Passed');
    const passedAfterProposal = await open('Proposed then passed');
    await q.send(loserPt, passedAfterProposal);
    const won = await open('Won');
    const wonProposal = await q.propose(loserPt, won, owner);
    await q.choose(owner, wonProposal.reqId);
    const lost = await open('Lost');
    await q.send(loserPt, lost);
    const otherProposal = await q.propose(winner, lost, owner);
    await q.choose(owner, otherProposal.reqId);
    const cancelled = await open('Cancelled');
    await q.send(loserPt, cancelled);
    await q.cancel(owner, cancelled);
    const past = new Date(Date.now() - HOUR_MS);
    await moveDeadline(passed, past);
    await moveDeadline(passedAfterProposal, past);

    const first = await listOf(loserPt);
    const statuses = Object.fromEntries(TITLES.map((title) => [title, first.get(title)?.supplierStatus]));
    expect(statuses).toEqual({
      'To answer': 'toAnswer',
      Proposed: 'proposed',
      Declined: 'declined',
      Passed: 'deadlinePassed',
      'Proposed then passed': 'proposed',
      Won: 'won',
      Lost: 'notChosen',
      Cancelled: 'cancelled',
    });
    // The quote's own status is unchanged on the wire (PRODUCT.md 7).
    expect(first.get('Passed')).toMatchObject({ status: 'a', statusDesc: 'Aberto' });
    expect(first.get('Won')).toMatchObject({ status: 'c', statusDesc: 'Concluído' });

    // "To answer" keeps only the first row: a quote proposed for is answered (the filter once
    // compared a proposal's quote with the proposal's own id, and kept it by chance).
    const toAnswer = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_company', loserPt.headers, { page: 1, filter: 'toAnswer' }),
      'data',
    );
    expect(toAnswer.map((item) => item.title).filter((title) => TITLES.includes(title))).toEqual([
      'To answer',
    ]);

    // The same quotes from the other company's side: it won "Lost", never answered "Won".
    const second = await listOf(winner);
    expect(second.get('Lost')?.supplierStatus).toBe('won');
    expect(second.get('Won')?.supplierStatus).toBe('notChosen');
    expect(second.get('Passed')?.supplierStatus).toBe('deadlinePassed');
  });

  it('is the same in the company’s view of each quote, and absent from the owner’s', async () => {
    const list = await listOf(loserPt);
    for (const title of TITLES) {
      const item = list.get(title);
      if (!item) throw new Error(`no ${title}`);
      const view = quoteOf(await q.infoCompany(loserPt, item.reqId));
      expect([title, view.supplierStatus]).toEqual([title, item.supplierStatus]);
    }
    const lost = list.get('Lost')?.reqId ?? '';
    expect(quoteOf(await q.infoCompany(winner, lost)).supplierStatus).toBe('won');
    expect(quoteOf(await q.infoCustomer(owner, lost)).supplierStatus).toBeUndefined();
  });

  it('is not given on the customer’s own list', async () => {
    const mine = field<QuoteListItem[]>(
      await api(t, 'POST', '/quotes/list_customer', owner.headers, { page: 1 }),
      'data',
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((item) => item.supplierStatus === undefined)).toBe(true);
  });
});
