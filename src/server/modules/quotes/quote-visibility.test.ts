import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files';
import { createTestApp, type SessionHeaders, type TestApp } from '../../test/harness';
import { field, quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario, type TestUser } from '../../test/quote-fixtures';

/*
 * DECISIONS.md 5: a quote and its files are seen by its owner and its recipient companies only;
 * the owner sees every question and proposal, a company only its own. Anyone else gets the answer
 * an unknown id gets (NFD001); a visitor without a login gets SES006 from the user-only calls.
 */

let t: TestApp;
let s: QuoteScenario;
let q: ReturnType<typeof quoteCalls>;
let quote: string;
let attachment: string;
let firstQuestion: string;
let firstProposal: { reqId: string; file: string };
let secondProposal: { reqId: string; file: string };
const NOT_FOUND = { response: false, error: 'NFD001', message: 'No records found!' };
const UNKNOWN = 'AAAAAAAAAAAAAAAAAAAAAA';

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  q = quoteCalls(t);
  quote = await s.open('Visible to few');
  attachment = quoteOf(await q.infoCustomer(s.owner, quote)).attachments[0].reqId;
  firstQuestion = field<{ reqId: string }>(await q.ask(s.first, quote, 'From first'), 'question').reqId;
  await q.ask(s.second, quote, 'From second');
  firstProposal = await q.propose(s.first, quote, s.owner);
  secondProposal = await q.propose(s.second, quote, s.owner);
});
afterAll(async () => {
  await t.close();
});

type Who = 'owner' | 'first' | 'second' | 'otherCustomer' | 'otherCompany' | 'visitor';
const everyone: Who[] = ['owner', 'first', 'second', 'otherCustomer', 'otherCompany', 'visitor'];
const who = (name: Who): TestUser | SessionHeaders => (name === 'visitor' ? s.visitor : s[name]);

/** What someone without access must get: NFD001 (English sessions), or SES006 for a visitor. */
function refusal(name: Who) {
  return name === 'visitor' ? { response: false, error: 'SES006' } : NOT_FOUND;
}

/** NFD001 in the session's language (first speaks pt-BR). */
function refusalIn(name: Who) {
  return name === 'first' ? { ...NOT_FOUND, message: 'Nenhum registro encontrado!' } : NOT_FOUND;
}

describe('quote detail', () => {
  it('shows the owner every question and proposal', async () => {
    const info = quoteOf(await q.infoCustomer(s.owner, quote));
    expect(info.questions.map((x) => x.question)).toEqual(['From first', 'From second']);
    expect(info.proposals.map((p) => p.companyName).sort()).toEqual(['Primeira', 'Second']);
    expect(info).toMatchObject({
      id: quote,
      reqId: quote,
      title: 'Visible to few',
      categoryName: 'Machining',
      status: 'a',
      statusDesc: 'Open',
      allCompanies: false,
      exclude: [],
      attachments: [{ name: 'drawing.txt', reqId: attachment }],
      proposalChosen: false,
      rate: null,
    });
    expect(info.companies.map((c) => c.name)).toEqual(['Primeira', 'Second']);
  });

  it('shows a recipient company only its own questions and proposals', async () => {
    const first = quoteOf(await q.infoCompany(s.first, quote));
    expect(first.questions.map((x) => x.question)).toEqual(['From first']);
    expect(first.proposals.map((p) => p.file)).toEqual([firstProposal.file]);
    // Association texts follow the request's language: first's session speaks pt-BR.
    expect(first).toMatchObject({ statusDesc: 'Aberto', categoryName: 'Machining (pt)' });
    const second = quoteOf(await q.infoCompany(s.second, quote));
    expect(second.questions.map((x) => x.question)).toEqual(['From second']);
    expect(second.proposals.map((p) => p.file)).toEqual([secondProposal.file]);
  });

  it('does not tell a recipient company whom else the customer asked or left out', async () => {
    const first = quoteOf(await q.infoCompany(s.first, quote));
    expect(first).toMatchObject({ companies: [], exclude: [] });
    expect(JSON.stringify(first)).not.toContain('Second');
  });

  it('never gives the sending company its proposal’s own reqId, the key that rates it', async () => {
    const reqId = await s.open('No self-rating');
    const sent = field<{ reqId: string; file: string }>(await q.send(s.first, reqId), 'proposal');
    const owned = quoteOf(await q.infoCustomer(s.owner, reqId)).proposals[0];
    expect(owned.file).toBe(sent.file);
    expect(sent.reqId).not.toBe(owned.reqId);
    const seenByCompany = JSON.stringify((await q.infoCompany(s.first, reqId)).body);
    expect(seenByCompany).toContain(sent.file);
    expect(seenByCompany).not.toContain(owned.reqId);
    // Once chosen, the company's key does not open the rating either.
    await q.choose(s.owner, owned.reqId);
    const check = await api(t, 'GET', `/quotes/proposal_rate_check/${sent.reqId}`, undefined);
    expect(check.body).toMatchObject({ response: false, error: 'QRC001' });
    const own = await api(t, 'GET', `/quotes/proposal_rate_check/${owned.reqId}`, undefined);
    expect(own.body.response).toBe(true);
  });

  it('refuses the owner view to everyone but the owner, like an unknown id', async () => {
    for (const name of everyone.filter((n) => n !== 'owner')) {
      const { body } = await q.infoCustomer(who(name), quote);
      if (name === 'visitor') expect(body).toMatchObject(refusal(name));
      else expect(body, name).toEqual(refusalIn(name));
    }
    expect((await q.infoCustomer(s.owner, UNKNOWN)).body).toEqual(NOT_FOUND);
  });

  it('refuses the company view to everyone but the recipients', async () => {
    for (const name of ['owner', 'otherCustomer', 'otherCompany', 'visitor'] as Who[]) {
      expect((await q.infoCompany(who(name), quote)).body, name).toMatchObject(refusal(name));
    }
    expect((await q.infoCompany(s.first, UNKNOWN)).body).toMatchObject(refusalIn('first'));
  });
});

describe('files', () => {
  it('serves an attachment to the owner and the recipients only', async () => {
    for (const name of everyone) {
      const res = await q.file(who(name), attachment);
      if (['owner', 'first', 'second'].includes(name))
        expect(res.body, name).toMatchObject({ response: true });
      else expect(res.body, name).toMatchObject(refusal(name));
    }
  });

  it('serves a proposal to the owner and its sender only', async () => {
    for (const name of everyone) {
      const res = await q.file(who(name), firstProposal.file);
      if (['owner', 'first'].includes(name)) expect(res.body, name).toMatchObject({ response: true });
      else expect(res.body, name).toMatchObject(refusal(name));
    }
    expect((await q.file(s.owner, UNKNOWN)).body).toEqual(NOT_FOUND);
    expect((await q.file(s.owner, 'not an id!')).body).toEqual(NOT_FOUND);
  });

  it('never serves a public image through the quote files call', async () => {
    const [logo] = await t.db.db
      .insert(storedFiles)
      .values({
        kind: 'logo',
        name: 'l.webp',
        mime: 'image/webp',
        size: 1,
        bytes: Buffer.from([1]),
        sha256: 'x',
      })
      .returning({ reqId: storedFiles.reqId });
    expect((await q.file(s.owner, logo.reqId)).body).toEqual(NOT_FOUND);
  });
});

describe('writes by outsiders', () => {
  it('lets only recipients ask and send', async () => {
    for (const name of ['owner', 'otherCustomer', 'otherCompany', 'visitor'] as Who[]) {
      expect((await q.ask(who(name), quote)).body, name).toMatchObject(refusal(name));
      expect((await q.send(who(name), quote)).body, name).toMatchObject(refusal(name));
    }
  });

  it('lets only the owner answer, choose, update and cancel', async () => {
    for (const name of ['first', 'second', 'otherCustomer', 'otherCompany', 'visitor'] as Who[]) {
      const expected = name === 'visitor' ? refusal(name) : { response: false, error: 'NFD001' };
      expect((await q.answer(who(name), firstQuestion)).body, name).toMatchObject(expected);
      expect((await q.choose(who(name), firstProposal.reqId)).body, name).toMatchObject(expected);
      expect((await q.update(who(name), quote, 'Hijacked', null)).body, name).toMatchObject(expected);
      expect((await q.cancel(who(name), quote)).body, name).toMatchObject(expected);
    }
    const info = quoteOf(await q.infoCustomer(s.owner, quote));
    expect(info).toMatchObject({
      status: 'a',
      description: '50 shafts in 4140 steel',
      proposalChosen: false,
    });
    expect(info.questions.every((x) => x.answer === null)).toBe(true);
  });
});

describe('the rating on a concluded quote', () => {
  it('is shown to the owner and the chosen company, not to the other recipients', async () => {
    await q.choose(s.owner, firstProposal.reqId);
    const rated = await api(t, 'POST', '/quotes/proposal_rate', undefined, {
      req_id: firstProposal.reqId,
      concluded: 'y',
      product_rate: 4,
      delivered_in_time: 'n',
      price_as_quote: 'y',
      comunication: 5,
      recomend_3rd_party: 'y',
      short_description: 'Good work',
      suggestions: null,
      general_evaluation: 4,
      system_recommend: 'y',
      system_evaluation: 5,
    });
    expect(rated.body.response).toBe(true);
    const owner = quoteOf(await q.infoCustomer(s.owner, quote));
    expect(owner.rate).toMatchObject({
      generalEvaluation: 4,
      concludedDesc: 'Yes',
      deliveredInTimeDesc: 'No',
      recommend3rDpartyDesc: 'Yes',
      productRate: 4,
      comunication: 5,
      shortDescription: 'Good work',
      suggestions: null,
    });
    const first = quoteOf(await q.infoCompany(s.first, quote));
    expect(first).toMatchObject({
      proposalChosen: true,
      rate: { generalEvaluation: 4, concludedDesc: 'Sim' },
    });
    const second = quoteOf(await q.infoCompany(s.second, quote));
    expect(second).toMatchObject({ status: 'c', proposalChosen: true, rate: null });
    expect(second.proposals).toEqual([expect.objectContaining({ file: secondProposal.file, chosen: false })]);
  });
});
