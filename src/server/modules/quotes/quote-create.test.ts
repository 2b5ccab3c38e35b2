import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES } from '../../../shared/limits';
import { storedFiles } from '../../db/schema/files';
import { quoteAttachments, quoteRecipients, quotes } from '../../db/schema/quotes';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import {
  createCategory,
  createCompanyUser,
  createCustomer,
  notificationsOf,
  PDF,
  PNG,
  pdfOfSize,
  postQuote,
  type TestCompanyUser,
  type TestUser,
  TXT,
  ZIP,
} from '../../test/quote-fixtures';

let t: TestApp;
let category: number;
let otherCategory: number;
let requester: TestUser;
let alpha: TestCompanyUser;
let beta: TestCompanyUser;
let gamma: TestCompanyUser;
let notAccepting: TestCompanyUser;
let unconfirmed: TestCompanyUser;
let elsewhere: TestCompanyUser;
let ownCompany: TestCompanyUser;

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Machining');
  otherCategory = await createCategory(t, 'Foundry');
  requester = await createCustomer(t, { lang: 'en' });
  alpha = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Alpha Usinagem', lang: 'pt-BR' });
  beta = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Beta Tools', lang: 'en' });
  gamma = await createCompanyUser(t, { categoryIds: [category, otherCategory], tradeName: 'Gamma' });
  notAccepting = await createCompanyUser(t, { categoryIds: [category], acceptsQuotes: false });
  unconfirmed = await createCompanyUser(t, { categoryIds: [category], emailValid: false });
  elsewhere = await createCompanyUser(t, { categoryIds: [otherCategory] });
  ownCompany = await createCompanyUser(t, { categoryIds: [category] });
});
afterAll(async () => {
  await t.close();
});

async function recipientsOf(reqId: string): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: quoteRecipients.companyId })
    .from(quoteRecipients)
    .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
    .where(eq(quotes.reqId, reqId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

describe('who receives a new quote', () => {
  it('sends to every company of the category that can receive quotes when no target is given', async () => {
    const res = await postQuote(t, requester, { category });
    expect(res.body).toMatchObject({ response: true, data: { recipients: 4 } });
    expect(res.body.message).toBe('Your quote request was sent to 4 companies!');
    expect(await recipientsOf(res.body.data.reqId)).toEqual(
      sorted(alpha.company.id, beta.company.id, gamma.company.id, ownCompany.company.id),
    );
  });

  it('leaves out the excluded companies', async () => {
    const res = await postQuote(t, requester, { category, exclude: [beta.company.id] });
    expect(await recipientsOf(res.body.data.reqId)).toEqual(
      sorted(alpha.company.id, gamma.company.id, ownCompany.company.id),
    );
  });

  it('sends only to the targets, and only to those that can receive quotes', async () => {
    const res = await postQuote(t, requester, {
      category,
      companies: [beta.company.id, notAccepting.company.id, unconfirmed.company.id],
    });
    expect(res.body.response).toBe(true);
    expect(res.body.message).toBe('Your quote request was sent to 1 company!');
    expect(await recipientsOf(res.body.data.reqId)).toEqual([beta.company.id]);
  });

  it('never sends to the requester’s own company', async () => {
    const res = await postQuote(t, ownCompany, { category });
    expect(await recipientsOf(res.body.data.reqId)).toEqual(
      sorted(alpha.company.id, beta.company.id, gamma.company.id),
    );
    const own = await postQuote(t, ownCompany, { category, companies: [ownCompany.company.id] });
    expect(own.body).toMatchObject({ response: false, error: 'QTE005' });
  });

  it('answers QTE005 and stores nothing when nobody can receive the quote', async () => {
    const before = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    const res = await postQuote(t, requester, {
      category,
      companies: [notAccepting.company.id, unconfirmed.company.id, 999_999],
      attachments: [{ name: 'a.txt', content: TXT }],
    });
    expect(res.body).toMatchObject({ response: false, error: 'QTE005' });
    const empty = await postQuote(t, requester, {
      category,
      exclude: [alpha.company.id, beta.company.id, gamma.company.id, ownCompany.company.id],
    });
    expect(empty.body).toMatchObject({ response: false, error: 'QTE005' });
    const after = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a company both targeted and excluded, and an unknown category', async () => {
    const both = await postQuote(t, requester, {
      category,
      companies: [alpha.company.id],
      exclude: [alpha.company.id],
    });
    expect(both.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(both.body.fields ?? {})).toEqual(['exclude.0']);
    const unknown = await postQuote(t, requester, { category: 999_999 });
    expect(unknown.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { category: expect.any(String) },
    });
  });

  it('requires a logged-in user', async () => {
    const res = await postQuote(t, { id: 0, email: '', headers: {} }, { category });
    expect(res.body).toMatchObject({ response: false, error: 'SES001' });
  });

  it('does not reach companies of another category', async () => {
    const res = await postQuote(t, requester, { category: otherCategory });
    expect(await recipientsOf(res.body.data.reqId)).toEqual(sorted(gamma.company.id, elsewhere.company.id));
  });
});

describe('attachments of a new quote', () => {
  it('stores named and bare base64 files with their real type', async () => {
    const res = await postQuote(t, requester, {
      category,
      attachments: [
        { name: 'drawing.pdf', content: PDF },
        PNG,
        { name: 'notes.txt', content: `data:text/plain;base64,${TXT}` },
      ],
    });
    expect(res.body.response).toBe(true);
    const rows = await t.db.db
      .select({ name: quoteAttachments.name, mime: storedFiles.mime, kind: storedFiles.kind })
      .from(quoteAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, quoteAttachments.fileId))
      .innerJoin(quotes, eq(quotes.id, quoteAttachments.quoteId))
      .where(eq(quotes.reqId, res.body.data.reqId))
      .orderBy(quoteAttachments.id);
    expect(rows).toEqual([
      { name: 'drawing.pdf', mime: 'application/pdf', kind: 'attachment' },
      { name: 'attachment-2.png', mime: 'image/png', kind: 'attachment' },
      { name: 'notes.txt', mime: 'text/plain', kind: 'attachment' },
    ]);
  });

  it('judges the type by the bytes and names the refused file', async () => {
    const renamed = await postQuote(t, requester, {
      category,
      attachments: [
        { name: 'ok.pdf', content: PDF },
        { name: 'archive.pdf', content: ZIP },
      ],
    });
    expect(renamed.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(renamed.body.message).toContain('archive.pdf');
    expect(renamed.body.message).toContain('file type is not allowed');
    expect(renamed.body.fields).toHaveProperty('attachments.1');
  });

  it('refuses a file over 3,072,000 bytes and accepts one of exactly that size', async () => {
    const big = await postQuote(t, requester, {
      category,
      attachments: [{ name: 'big.pdf', content: pdfOfSize(FILES.attachmentBytes + 1) }],
    });
    expect(big.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(big.body.message).toContain('big.pdf');
    expect(big.body.message).toContain('larger than the allowed size');
    const exact = await postQuote(t, requester, {
      category,
      attachments: [{ name: 'exact.pdf', content: pdfOfSize(FILES.attachmentBytes) }],
    });
    expect(exact.body.response).toBe(true);
  });

  it('refuses a 7th file and accepts 6', async () => {
    const seven = await postQuote(t, requester, {
      category,
      attachments: Array.from({ length: 7 }, (_, i) => ({ name: `f${i}.txt`, content: TXT })),
    });
    expect(seven.body).toMatchObject({ response: false, error: 'VAL001' });
    expect(seven.body.message).toContain('6 files');
    const six = await postQuote(t, requester, {
      category,
      attachments: Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: TXT })),
    });
    expect(six.body.response).toBe(true);
  });

  it('stores the quote, files, recipients and notifications together or not at all', async () => {
    // A failure at the very end of the transaction (the last notification) must undo everything.
    await t.db.db.execute(sql`
      create or replace function fail_probe() returns trigger language plpgsql as $$
      begin
        if new.params::text like '%ROLLBACK-PROBE%' then raise exception 'probe'; end if;
        return new;
      end $$`);
    await t.db.db.execute(
      sql`create trigger fail_probe before insert on notifications for each row execute function fail_probe()`,
    );
    const count = async () => {
      const [q] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
      const [f] = await t.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(inArray(storedFiles.kind, ['attachment']));
      const [r] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(quoteRecipients);
      return [q.n, f.n, r.n];
    };
    const before = await count();
    const outboxBefore = (await readOutbox(t.outboxDir)).length;
    try {
      const res = await postQuote(t, requester, {
        category,
        title: 'ROLLBACK-PROBE',
        attachments: [{ name: 'a.pdf', content: PDF }],
      });
      expect(res.status).toBe(500);
      expect(await count()).toEqual(before);
      expect((await readOutbox(t.outboxDir)).length).toBe(outboxBefore);
    } finally {
      await t.db.db.execute(sql`drop trigger fail_probe on notifications`);
    }
  });
});

describe('notices of a new quote', () => {
  it('notifies and e-mails each recipient company in its owner’s language', async () => {
    const title = `Hydraulic cylinder ${Date.now()}`;
    const res = await postQuote(t, requester, {
      category,
      companies: [alpha.company.id, beta.company.id],
      title,
    });
    expect(res.body.response).toBe(true);
    // Issue 18 item 7: the notice and the e-mail open the quote's own view on the received tab.
    const link = `/quotes?tab=received&quote=${res.body.data.reqId}`;

    expect((await notificationsOf(t, alpha.id)).at(-1)).toEqual({
      label: 'Cotação recebida',
      text: `Novo pedido de cotação: "${title}".`,
      link,
    });
    expect((await notificationsOf(t, beta.id)).at(-1)).toEqual({
      label: 'Quote received',
      text: `New quote request: "${title}".`,
      link,
    });
    expect((await notificationsOf(t, gamma.id)).some((n) => n.text.includes(title))).toBe(false);

    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.subject.includes(title));
    expect(mails.map((m) => m.to).sort()).toEqual([alpha.company.email, beta.company.email].sort());
    const pt = mails.find((m) => m.to === alpha.company.email);
    const en = mails.find((m) => m.to === beta.company.email);
    expect(pt?.subject).toBe(`Novo pedido de cotação: ${title}`);
    expect(pt?.text).toContain('(Machining (pt))');
    expect(pt?.text).toContain(`http://catalogo.test${link}`);
    expect(en?.subject).toBe(`New quote request: ${title}`);
    expect(en?.text).toContain('(Machining)');
    expect(en?.html).toContain('<html lang="en">');
  });
});
