import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
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
