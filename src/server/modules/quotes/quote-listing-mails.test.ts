import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingInvitations } from '../../db/schema/listing-claims';
import { createListing, linkMailedTo } from '../../test/claim-fixtures';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import {
  api,
  createCategory,
  createCompanyUser,
  createCustomer,
  postQuote,
  type TestUser,
} from '../../test/quote-fixtures';

// Issue 33 item 2: a quote request that reaches an unclaimed listing whose association chose so
// goes to its listed address by e-mail, through the job runner, in the listing's language, with the
// request's content and a claim link; never to one that did not choose it, nor to an address that failed.
let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCustomer(t);
}, 180_000);
afterAll(() => t.close());

const items = [{ description: 'Eixo “4140” Ø50', quantity: 1500, unit: 'pc', specification: null }];

describe('quote requests by e-mail to unclaimed listings', () => {
  it('reach the listings that chose it, in their language, with the request and a claim link', async () => {
    const category = await createCategory(t);
    const owned = await createCompanyUser(t, { categoryIds: [category] });
    const en = await createListing(t, { lang: 'en', quotesByEmail: true, categoryIds: [category] });
    const pt = await createListing(t, { lang: 'pt-BR', quotesByEmail: true, categoryIds: [category] });
    const silent = await createListing(t, { quotesByEmail: false, categoryIds: [category] });
    const res = await postQuote(t, buyer, {
      category,
      title: 'Eixos de aço',
      description: 'Lote de eixos\ncom tratamento térmico',
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      items,
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true, data: { recipients: 3 } });
    await t.app.jobs.idle();

    const toEn = await linkMailedTo(t, en.email);
    expect(toEn.mail?.subject).toBe(`Quote request for ${en.tradeName}: Eixos de aço`);
    expect(toEn.mail?.text).toContain('Lote de eixos\ncom tratamento térmico');
    expect(toEn.mail?.text).toContain('Items: Eixo “4140” Ø50 (1,500 pc)');
    expect(toEn.mail?.text).toMatch(/Proposals until .+ \(São Paulo time\)\./);
    expect(toEn.mail?.text).toContain('works once and for 30 days');
    const read = await api(t, 'POST', '/claims/link_read', await openSession(t.app), { token: toEn.token });
    expect(read.body).toMatchObject({
      response: true,
      data: { kind: 'invitation', company: { reqId: en.reqId } },
    });

    const toPt = await linkMailedTo(t, pt.email);
    expect(toPt.mail?.subject).toBe(`Pedido de cotação para ${pt.tradeName}: Eixos de aço`);
    expect(toPt.mail?.text).toContain('Itens: Eixo “4140” Ø50 (1.500 pç)');
    expect(toPt.mail?.text).toMatch(/Propostas até .*20\d\d/);

    expect((await linkMailedTo(t, silent.email)).count).toBe(0);
    expect((await linkMailedTo(t, owned.company.email)).count).toBe(1);
  });

  it('is accepted when only such listings receive it, and skips an address that failed before', async () => {
    const category = await createCategory(t);
    const failed = await createListing(t, { quotesByEmail: true, categoryIds: [category] });
    const fine = await createListing(t, { quotesByEmail: true, categoryIds: [category] });
    await t.db.db
      .insert(listingInvitations)
      .values({ companyId: failed.id, email: failed.email, status: 'failed', endedAt: new Date() });
    const res = await postQuote(t, buyer, { category, title: 'Only by e-mail please' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ response: true, data: { recipients: 2 } });
    await t.app.jobs.idle();
    expect((await linkMailedTo(t, failed.email)).count).toBe(0);
    expect((await linkMailedTo(t, fine.email)).count).toBe(1);
  });

  it('never reaches a listing the association hid', async () => {
    const category = await createCategory(t);
    const hidden = await createListing(t, { quotesByEmail: true, hidden: true, categoryIds: [category] });
    const res = await postQuote(t, buyer, { category, title: 'Nobody at all here' });
    expect(res.body.error).toBe('QTE005');
    expect((await linkMailedTo(t, hidden.email)).count).toBe(0);
  });
});
