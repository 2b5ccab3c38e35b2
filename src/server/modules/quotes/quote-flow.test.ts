import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteListItem } from '../../../shared/schemas/quote-read';
import { companies } from '../../db/schema/companies';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import {
  ageProposals,
  api,
  notificationsOf,
  PDF,
  PNG,
  pdfOfSize,
  type QuoteScenario,
  quoteScenario,
  TXT,
} from '../../test/quote-fixtures';

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

async function statsOf(companyId: number) {
  const [row] = await t.db.db
    .select({ sent: companies.proposalsSent, chosen: companies.proposalsChosen })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

describe('lists', () => {
  it('lists the owner’s quotes newest first, by page, with the status in the request language', async () => {
    const a = await s.open('List A');
    const b = await s.open('List B');
    await q.cancel(s.owner, a);
    const res = await api(t, 'POST', '/quotes/list_customer', s.owner.headers, { page: 1 });
    const data = field<QuoteListItem[]>(res, 'data');
    expect(res.body.records).toBe(20);
    expect(data.slice(0, 2).map((d) => d.title)).toEqual(['List B', 'List A']);
    expect(data[0]).toMatchObject({ id: b, reqId: b, status: 'a', statusDesc: 'Open', dateClose: null });
    expect(data[1]).toMatchObject({ id: a, status: 'x', statusDesc: 'Cancelled' });
    expect(typeof data[1].dateClose).toBe('string');
    const pt = await api(
      t,
      'POST',
      '/quotes/list_customer',
      { ...s.owner.headers, 'app-language': 'pt-BR' },
      {},
    );
    expect(field<QuoteListItem[]>(pt, 'data')[1].statusDesc).toBe('Cancelado');
    const page2 = await api(t, 'POST', '/quotes/list_customer', s.owner.headers, { page: 2 });
    expect(field<QuoteListItem[]>(page2, 'data')).toEqual([]);
    const none = await api(t, 'POST', '/quotes/list_customer', s.otherCustomer.headers, { page: 1 });
    expect(none.body).toMatchObject({ response: true, data: [], total: 0 });
  });

  it('lists the quotes a company received; CMP003 without a company', async () => {
    const reqId = await s.open('Received');
    const res = await api(t, 'POST', '/quotes/list_company', s.first.headers, { page: 1 });
    expect(field<QuoteListItem[]>(res, 'data')[0]).toMatchObject({ reqId, title: 'Received' });
    const outsider = await api(t, 'POST', '/quotes/list_company', s.otherCompany.headers, { page: 1 });
    expect(outsider.body).toMatchObject({ response: true, data: [], total: 0 });
    const noCompany = await api(t, 'POST', '/quotes/list_company', s.otherCustomer.headers, { page: 1 });
    expect(noCompany.body).toMatchObject({ response: false, error: 'CMP003' });
  });
});

describe('update and cancel', () => {
  it('updates the description and adds attachments up to 6 in all', async () => {
    const reqId = await s.open();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `more-${i}.txt`, content: TXT }));
    const ok = await q.update(s.owner, reqId, 'New description', five);
    expect(ok.body).toMatchObject({ response: true, message: 'Your quote request was updated!' });
    const info = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(info.description).toBe('New description');
    expect(info.attachments).toHaveLength(6);
    expect(info.dateUpdate).not.toBeNull();
    const seventh = await q.update(s.owner, reqId, 'Again', [{ name: 'seventh.png', content: PNG }]);
    expect(seventh.body).toMatchObject({
      response: false,
      error: 'FIL001',
      message: 'The number of files is larger than the allowed amount of 6 files!',
    });
    expect(quoteOf(await q.infoCustomer(s.owner, reqId)).description).toBe('New description');
  });

  it('cancels an open quote once, answers the new status and tells the recipients', async () => {
    const reqId = await s.open('To cancel');
    const res = await q.cancel(s.owner, reqId);
    expect(res.body).toMatchObject({ response: true, data: { status: 'x', statusDesc: 'Cancelled' } });
    expect((await q.cancel(s.owner, reqId)).body).toMatchObject({ response: false, error: 'QTE001' });
    expect((await q.update(s.owner, reqId, 'x', null)).body).toMatchObject({ error: 'QTE001' });
    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({
      label: 'Cotação cancelada',
      text: 'O pedido de cotação "To cancel" foi cancelado.',
    });
    expect((await notificationsOf(t, s.second.id)).at(-1)).toMatchObject({ label: 'Quote cancelled' });
  });
});

describe('questions', () => {
  it('lets a recipient ask and the owner answer once, telling the other side', async () => {
    const reqId = await s.open('Questions');
    const asked = await q.ask(s.first, reqId, 'Qual a tolerância?');
    const question = field<{ reqId: string }>(asked, 'question');
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toEqual({
      label: 'Question received',
      text: 'Primeira asked a question about "Questions".',
      // Issue 18 item 7: the notice opens the quote's own view on the owner's tab.
      link: `/quotes?tab=mine&quote=${reqId}`,
    });
    const answered = await q.answer(s.owner, question.reqId, '0,05 mm');
    expect(answered.body).toMatchObject({ response: true });
    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({
      label: 'Pergunta respondida',
      text: 'Sua pergunta sobre "Questions" foi respondida.',
    });
    expect((await q.answer(s.owner, question.reqId, 'again')).body).toMatchObject({ error: 'QTE002' });
    const info = quoteOf(await q.infoCompany(s.first, reqId));
    expect(info.questions).toEqual([
      expect.objectContaining({ question: 'Qual a tolerância?', answer: '0,05 mm', companyName: 'Primeira' }),
    ]);
  });

  it('refuses questions and answers once the quote is closed', async () => {
    const reqId = await s.open();
    const question = field<{ reqId: string }>(await q.ask(s.second, reqId), 'question');
    await q.cancel(s.owner, reqId);
    expect((await q.ask(s.second, reqId)).body).toMatchObject({ response: false, error: 'QTE001' });
    expect((await q.answer(s.owner, question.reqId)).body).toMatchObject({
      response: false,
      error: 'QTE001',
    });
  });

  it('checks the question limits', async () => {
    const reqId = await s.open();
    const long = await q.ask(s.first, reqId, 'x'.repeat(251));
    expect(long.body).toMatchObject({ response: false, error: 'VAL001' });
    expect((await q.ask(s.first, reqId, '   ')).body).toMatchObject({ error: 'VAL001' });
  });
});

describe('proposals', () => {
  it('accepts a PDF, locks the company for 60 s, then takes a newer one', async () => {
    const reqId = await s.open('Proposals');
    const before = await statsOf(s.first.company.id);
    const sent = await q.send(s.first, reqId);
    expect(field<{ reqId: string; date: string }>(sent, 'proposal')).toMatchObject({
      reqId: expect.any(String),
      date: expect.any(String),
    });
    expect((await q.send(s.first, reqId)).body).toMatchObject({ response: false, error: 'QTE003' });
    // The lock is per company: another recipient may send meanwhile.
    expect((await q.send(s.second, reqId)).body.response).toBe(true);
    await ageProposals(t, reqId);
    expect((await q.send(s.first, reqId)).body.response).toBe(true);
    // Two proposals to one quote count once in "sent".
    expect(await statsOf(s.first.company.id)).toEqual({ sent: before.sent + 1, chosen: before.chosen });

    const proposals = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals;
    expect(proposals.map((p) => [p.companyName, p.latest])).toEqual([
      ['Primeira', true],
      ['Second', true],
      ['Primeira', false],
    ]);
  });

  it('notifies and e-mails the owner of each proposal in the owner’s language', async () => {
    const reqId = await s.open('Mailed proposal');
    await q.send(s.first, reqId);
    expect((await notificationsOf(t, s.owner.id)).at(-1)).toMatchObject({
      label: 'Proposal received',
      text: 'Primeira sent a proposal for "Mailed proposal".',
    });
    const mail = (await readOutbox(t.outboxDir)).find(
      (m) => m.subject === 'Proposal received: Mailed proposal',
    );
    expect(mail?.to).toBe(s.owner.email);
    expect(mail?.text).toContain('Primeira sent a proposal');
  });

  it('judges the proposal by its bytes and size', async () => {
    const reqId = await s.open();
    // A PNG is refused whatever it is called: the name is not even looked at.
    const png = await q.send(s.second, reqId, PNG);
    expect(png.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(png.body.message).toBe('Proposal: proposal.pdf: the file type is not allowed!');
    const big = await q.send(s.second, reqId, pdfOfSize(3_072_001));
    expect(big.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(big.body.message).toContain('larger than the allowed size');
    expect((await q.send(s.second, reqId, pdfOfSize(3_072_000))).body.response).toBe(true);
  });

  it('refuses proposals from a non-recipient and after the quote is closed', async () => {
    const reqId = await s.open();
    expect((await q.send(s.otherCompany, reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
    expect((await q.send(s.otherCustomer, reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
    await q.cancel(s.owner, reqId);
    expect((await q.send(s.first, reqId)).body).toMatchObject({ response: false, error: 'QTE001' });
  });
});

describe('choosing a proposal', () => {
  it('concludes the quote, counts the choice, tells the company and mails the rating link', async () => {
    const reqId = await s.open('Chosen one');
    const before = await statsOf(s.first.company.id);
    const proposal = await q.propose(s.first, reqId, s.owner);
    const other = await q.propose(s.second, reqId, s.owner);
    const res = await q.choose(s.owner, proposal.reqId);
    expect(res.body).toMatchObject({ response: true, data: { status: 'c', statusDesc: 'Concluded' } });

    const info = quoteOf(await q.infoCustomer(s.owner, reqId));
    expect(info).toMatchObject({ status: 'c', proposalChosen: true, rate: null });
    expect(info.dateClose).not.toBeNull();
    expect(info.proposals.find((p) => p.reqId === proposal.reqId)?.chosen).toBe(true);
    expect(await statsOf(s.first.company.id)).toEqual({ sent: before.sent + 1, chosen: before.chosen + 1 });

    expect((await notificationsOf(t, s.first.id)).at(-1)).toMatchObject({
      label: 'Proposta escolhida',
      text: 'Sua proposta para "Chosen one" foi escolhida!',
    });
    const mails = await readOutbox(t.outboxDir);
    const chosenMail = mails.find((m) => m.subject === 'Sua proposta foi escolhida: Chosen one');
    expect(chosenMail?.to).toBe(s.first.company.email);
    const rateLink = mails.find((m) => m.subject === 'Rate your supplier: Chosen one');
    expect(rateLink?.to).toBe(s.owner.email);
    expect(rateLink?.text).toContain(`http://catalogo.test/quote-rate/${proposal.reqId}`);
    expect(rateLink?.html).toContain(`http://catalogo.test/quote-rate/${proposal.reqId}`);

    expect((await q.choose(s.owner, other.reqId)).body).toMatchObject({ response: false, error: 'QTE004' });
    expect((await q.choose(s.owner, proposal.reqId)).body).toMatchObject({ error: 'QTE004' });
    expect((await q.cancel(s.owner, reqId)).body).toMatchObject({ error: 'QTE001' });
    expect((await q.ask(s.second, reqId)).body).toMatchObject({ error: 'QTE001' });
    expect((await q.send(s.second, reqId)).body).toMatchObject({ error: 'QTE001' });
  });

  it('only takes a company’s latest proposal', async () => {
    const reqId = await s.open();
    const old = await q.propose(s.first, reqId, s.owner);
    await ageProposals(t, reqId);
    const latest = await q.propose(s.first, reqId, s.owner);
    expect((await q.choose(s.owner, old.reqId)).body).toMatchObject({ response: false, error: 'QTE006' });
    expect((await q.choose(s.owner, latest.reqId)).body.response).toBe(true);
  });

  it('cannot choose in a cancelled quote', async () => {
    const reqId = await s.open();
    const proposal = await q.propose(s.first, reqId, s.owner);
    await q.cancel(s.owner, reqId);
    expect((await q.choose(s.owner, proposal.reqId)).body).toMatchObject({
      response: false,
      error: 'QTE001',
    });
  });
});

describe('the files of a quote', () => {
  it('serves an attachment and a proposal in base64 with their type', async () => {
    const reqId = await s.open();
    const proposal = field<{ file: string }>(await q.send(s.first, reqId), 'proposal');
    const info = quoteOf(await q.infoCustomer(s.owner, reqId));
    const attachment = await q.file(s.owner, info.attachments[0].reqId);
    expect(attachment.body).toEqual({
      response: true,
      name: 'drawing.txt',
      mime: 'text/plain',
      content: TXT,
    });
    const pdf = await q.file(s.owner, proposal.file);
    expect(pdf.body).toMatchObject({ response: true, mime: 'application/pdf', content: PDF });
    expect(info.proposals[0].file).toBe(proposal.file);
  });
});
