import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../shared/rules/cpf';
import { formatPhone } from '../../../shared/rules/phone';
import type { QuoteInfo } from '../../../shared/schemas/quote-read';
import { api, login, mailsTo } from '../../test/accounts';
import { rowsOf } from '../../test/databases';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { PASSWORD, type PrivacyScene, privacyScene } from '../../test/privacy-fixtures';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api as quoteApi } from '../../test/quote-fixtures';

let t: TestApp;
let s: PrivacyScene;

const deleteAccount = (headers: Record<string, string>, password: string) =>
  api(t.app, { method: 'POST', url: '/app/privacy/delete_account', headers, payload: { password } });

/** Every text, character and JSON column of every table, as `table.column`. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  return rowsOf(
    await t.db.db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character', 'character varying', 'json', 'jsonb', 'ARRAY')`),
  );
}

/** The columns where `needle` appears (any case), with the number of rows. */
async function findEverywhere(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await textColumns()) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      ),
    );
    if (Number(row.n) > 0) hits.push(`${table}.${column} (${row.n})`);
  }
  return hits;
}

const companyPage = async (reqId: string) =>
  quoteApi(t, 'POST', '/companies/info', await openSession(t.app), { req_id: reqId });
const companyList = async () => quoteApi(t, 'POST', '/companies/list', await openSession(t.app), { page: 1 });

beforeAll(async () => {
  t = await createTestApp();
  s = await privacyScene(t, 'pt-BR');
});
afterAll(async () => {
  await t.close();
});

describe('POST /privacy/delete_account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const body = await deleteAccount(s.person.headers, 'Errada#2026');
    expect(body).toMatchObject({
      response: false,
      error: 'AUT005',
      fields: { password: 'A senha atual está incorreta.' },
    });
    expect((await quoteApi(t, 'GET', '/customer/info', s.person.headers)).body.response).toBe(true);
  });

  it('needs a logged-in user', async () => {
    expect((await deleteAccount(await openSession(t.app), PASSWORD)).error).toBe('SES006');
  });

  describe('with the right password', () => {
    let before: QuoteInfo;
    beforeAll(async () => {
      // Filled before, so a stale cached answer would show the company after the deletion.
      expect(JSON.stringify((await companyList()).body)).toContain(s.person.company.reqId);
      before = quoteOf(await quoteCalls(t).infoCustomer(s.buyer, s.received));
      const body = await deleteAccount(s.person.headers, PASSWORD);
      expect(body).toEqual({
        response: true,
        message: `Sua conta foi excluída. Enviamos uma confirmação para ${s.person.email.toLowerCase()}.`,
      });
    });

    it('leaves no trace of the CPF, e-mail or phone in any column of any table', async () => {
      const { doc, email, cellphone } = s.person;
      for (const needle of [doc, formatCpf(doc), email, cellphone, formatPhone(cellphone)]) {
        expect(await findEverywhere(needle), needle).toEqual([]);
      }
      // The search does find what is still there: the other people's addresses.
      expect(await findEverywhere(s.buyer.email)).toEqual(['customers.email (1)']);
    });

    it('ends every login: this session becomes a visitor, the stay-logged-in token and the CPF stop working', async () => {
      expect((await quoteApi(t, 'GET', '/customer/info', s.person.headers)).body.error).toBe('SES006');
      expect((await quoteApi(t, 'GET', '/session/info', s.person.headers)).body.response).toBe(true);
      const elsewhere = await openSession(t.app);
      const token = await api(t.app, {
        method: 'POST',
        url: '/app/auth/login_token',
        headers: elsewhere,
        payload: { token: s.person.persistent, device: s.person.device },
      });
      expect(token.error).toBe('AUT003');
      expect((await login(t.app, elsewhere, { document: s.person.doc, password: PASSWORD })).error).toBe(
        'AUT001',
      );
    });

    it('removes the newsletter entry and the record of the issues it received; the issue stays', async () => {
      const [row] = rowsOf<{ issues: number; deliveries: number; entries: number }>(
        await t.db.db.execute(sql`
          select (select count(*)::int from newsletter_issues where subject_pt = 'Feira de março') as issues,
                 (select count(*)::int from newsletter_deliveries d join newsletter_issues i on i.id = d.issue_id
                   where i.subject_pt = 'Feira de março') as deliveries,
                 (select count(*)::int from newsletter_subscribers where email = ${s.person.email.toLowerCase()}) as entries`),
      );
      expect(row).toEqual({ issues: 1, deliveries: 0, entries: 0 });
    });

    it('takes the company out of the catalogue, with its images', async () => {
      expect((await companyPage(s.person.company.reqId)).body.error).toBe('NFD001');
      expect(JSON.stringify((await companyList()).body)).not.toContain(s.person.company.reqId);
      for (const reqId of [
        s.person.company.logoReqId,
        s.person.company.coverReqId,
        s.person.company.portfolioReqId,
      ]) {
        expect((await t.app.inject({ method: 'GET', url: `/files/${reqId}` })).statusCode).toBe(404);
      }
    });

    it("keeps the buyer's quotes whole, naming the company that left by a neutral label", async () => {
      const after = quoteOf(await quoteCalls(t).infoCustomer(s.buyer, s.received));
      const label = 'Company no longer in the catalogue';
      // Not `latest` any more: a proposal of a company that left cannot be chosen.
      expect(after.proposals).toEqual(
        before.proposals.map((p) => ({ ...p, companyName: label, latest: false })),
      );
      expect(after.questions.map((q) => [q.companyName, q.question])).toEqual([
        [label, 'Posso ligar no ***?'],
      ]);
      expect(after.rate).toEqual(before.rate);
      // The chosen proposal keeps its row in the comparison, under the same label (issue 30 item 15);
      // the company's rating and figures left with it.
      expect(before.comparison?.filter((row) => row.chosen)).toHaveLength(1);
      expect(after.comparison).toEqual(
        before.comparison?.map(({ responsiveness: _gone, ...row }) => ({
          ...row,
          companyName: label,
          rating: null,
          ratingCount: 0,
        })),
      );
      const choose = await quoteCalls(t).choose(s.buyer, s.pendingProposal);
      expect(choose.body).toMatchObject({ response: false, error: 'QTE007' });
    });

    it("keeps the person's quotes for the supplier, masked; the open one is cancelled and the supplier told", async () => {
      const q = quoteCalls(t);
      const concluded = quoteOf(await q.infoCompany(s.supplier, s.concluded));
      expect(concluded.status).toBe('c');
      expect(concluded.description).toBe('Tanque de 500 L. Ligue ***');
      expect(concluded.attachments.map((a) => a.name)).toEqual(['desenho-***.txt']);
      expect(concluded.questions[0].answer).toBe('Escovado; escreva para ***');
      expect((await q.file(s.supplier, concluded.attachments[0].reqId)).body.response).toBe(true);
      const open = quoteOf(await q.infoCompany(s.supplier, s.open));
      expect(open.status).toBe('x');
      const notices = await quoteApi(t, 'POST', '/notifications/list', s.supplier.headers, { page: 1 });
      expect(JSON.stringify(notices.body)).toContain('The quote request \\"Flange\\" was cancelled.');
      const rates = await quoteApi(t, 'GET', '/company/rates', s.supplier.headers);
      expect(JSON.stringify(rates.body)).toContain('Ótimo. CPF ***');
    });

    it("e-mails the confirmation to the account's address in its language", async () => {
      const mails = await mailsTo(t.outboxDir, s.person.email.toLowerCase());
      const last = mails.at(-1);
      expect(last?.subject).toBe('Sua conta foi excluída');
      expect(last?.text).toContain('Olá, Pessoa Privada.');
    });
  });
});
