import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import {
  createListing,
  invitationsOf,
  linkMailedTo,
  ownerOf,
  type TestListing,
} from '../../test/claim-fixtures';
import { addCategories, update, validPayload } from '../../test/company-fixtures';
import { createTestApp, openSession, readOutbox, type TestApp } from '../../test/harness';
import { api, createCompanyUser, notificationsOf } from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import { createUser, type TestUser } from '../../test/users';

// Claiming a listing (issue 33 item 3): by the association's invitation, by a work e-mail on the
// listing's domain, or through staff; a link is used once; a claimed listing goes to staff.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
}, 180_000);
afterAll(() => t.close());

async function invited(listing: TestListing): Promise<string> {
  await api(t, 'POST', '/admin/claims/invite', admin.headers, { req_ids: [listing.reqId] });
  await t.app.jobs.idle();
  const { token } = await linkMailedTo(t, listing.email);
  if (!token) throw new Error('no invitation link in the outbox');
  return token;
}
type Caller = Pick<TestUser, 'id' | 'headers'>;
const use = (user: Caller, token: string) => api(t, 'POST', '/claims/link_use', user.headers, { token });
const start = (user: Caller, body: Record<string, unknown>) =>
  api(t, 'POST', '/claims/start', user.headers, body);

describe('claim by invitation', () => {
  it('makes the person who follows the link the owner, with the e-mail proved; the listing is theirs to edit', async () => {
    const listing = await createListing(t, { tradeName: 'Usinagem Convite' });
    const token = await invited(listing);
    const owner = await createUser(t, { lang: 'en' });
    const res = await use(owner, token);
    expect(res.body).toMatchObject({
      response: true,
      message: 'Usinagem Convite is yours now: complete its profile so buyers can ask you for quotes.',
      company: { reqId: listing.reqId, tradeName: 'Usinagem Convite' },
    });
    expect(await ownerOf(t, listing.id)).toMatchObject({ ownerId: owner.id, emailValid: true });
    expect((await invitationsOf(t, listing.id)).map((r) => r.status)).toEqual(['used']);

    const info = await api(t, 'GET', '/company/info', owner.headers);
    expect(info.body).toMatchObject({ response: true });
    expect(JSON.stringify(info.body)).toContain('Usinagem Convite');
    const categories = await addCategories(t, 1);
    const [row] = await t.db.db
      .select({ cnpj: companies.cnpj })
      .from(companies)
      .where(eq(companies.id, listing.id));
    const payload = await validPayload(categories, {
      cnpj: row?.cnpj,
      email: listing.email,
      trade_name: 'Usinagem Dona',
    });
    const edited = await update(t, owner.headers, payload);
    expect(edited.body.response).toBe(true);
    const [after] = await t.db.db
      .select({ tradeName: companies.tradeName, acceptsQuotes: companies.acceptsQuotes })
      .from(companies)
      .where(eq(companies.id, listing.id));
    expect(after).toEqual({ tradeName: 'Usinagem Dona', acceptsQuotes: true });

    // Used once: a second use, by anyone, is refused.
    expect((await use(await createUser(t), token)).body.error).toBe('CLM001');
    expect((await use(owner, token)).body.error).toBe('CLM002');
  });

  it('of parallel uses of one link exactly one wins', async () => {
    const listing = await createListing(t);
    const token = await invited(listing);
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const answers = await Promise.all(people.map((p) => use(p, token)));
    const winners = answers.filter((a) => a.body.response === true);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === 'CLM001')).toHaveLength(7);
    const winner = people[answers.indexOf(winners[0] as (typeof answers)[number])];
    expect((await ownerOf(t, listing.id))?.ownerId).toBe(winner?.id);
  });

  it('refuses an account that owns a company, and a listing claimed meanwhile', async () => {
    const listing = await createListing(t);
    const token = await invited(listing);
    const owning = await createCompanyUser(t, { categoryIds: [] });
    expect((await use(owning, token)).body.error).toBe('CLM002');
    // Claimed through a staff decision meanwhile: the link no longer reads.
    await t.db.db
      .update(companies)
      .set({ ownerId: (await createUser(t)).id, termsAcceptedAt: new Date() })
      .where(eq(companies.id, listing.id));
    const session = await openSession(t.app);
    expect((await api(t, 'POST', '/claims/link_read', session, { token })).body.error).toBe('CLM001');
    expect((await use(await createUser(t), token)).body.error).toBe('CLM003');
    expect((await invitationsOf(t, listing.id)).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('claim from the listing page', () => {
  it("a work e-mail on the website's domain gets a link in the claimant's language that makes them the owner", async () => {
    const listing = await createListing(t, { website: 'https://www.forja-exemplo.com.br/sobre' });
    const claimant = await createUser(t, { lang: 'pt-BR' });
    const res = await start(claimant, { req_id: listing.reqId, email: 'Joana@Forja-Exemplo.com.br' });
    expect(res.body).toMatchObject({ response: true, outcome: 'mailed' });
    const mailed = await linkMailedTo(t, 'joana@forja-exemplo.com.br');
    expect(mailed.mail?.subject).toBe(`Confirme que ${listing.tradeName} é sua`);
    expect(mailed.mail?.text).toContain('o link funciona uma vez e por 3 dias.');
    // The link is the claimant's: another account cannot use it.
    expect((await use(await createUser(t), mailed.token as string)).body.error).toBe('CLM001');
    const used = await use(claimant, mailed.token as string);
    expect(used.body.response).toBe(true);
    // Proved a work address, not the listing's: the listing's e-mail stays unconfirmed.
    expect(await ownerOf(t, listing.id)).toMatchObject({ ownerId: claimant.id, emailValid: false });
    expect((await use(claimant, mailed.token as string)).body.error).toBe('CLM002');
  });

  it("the listing's own address proves it too (and confirms it), in English", async () => {
    const listing = await createListing(t);
    const claimant = await createUser(t, { lang: 'en' });
    const res = await start(claimant, { req_id: listing.reqId, email: listing.email.toUpperCase() });
    expect(res.body.message).toBe(
      `We sent a link to ${listing.email}: open it to confirm that ${listing.tradeName} is yours (it works for 3 days).`,
    );
    const mailed = await linkMailedTo(t, listing.email);
    expect(mailed.mail?.subject).toBe(`Confirm that ${listing.tradeName} is yours`);
    expect((await use(claimant, mailed.token as string)).body.response).toBe(true);
    expect(await ownerOf(t, listing.id)).toMatchObject({ ownerId: claimant.id, emailValid: true });
  });

  it('another address waits for staff with what the claimant wrote; approval makes them the owner and tells them', async () => {
    const listing = await createListing(t, { website: 'https://forja.example' });
    const claimant = await createUser(t, { lang: 'pt-BR', name: 'Joana Reivindica' });
    const message = 'Sou a diretora 🏭 — \u202Eteste\u202C com “aspas” e 日本語';
    const res = await start(claimant, { req_id: listing.reqId, email: 'joana@gmail.example', message });
    expect(res.body).toMatchObject({ response: true, outcome: 'pending' });
    expect((await linkMailedTo(t, 'joana@gmail.example')).count).toBe(0);
    expect((await start(claimant, { req_id: listing.reqId, email: 'joana@gmail.example' })).body.error).toBe(
      'CLM005',
    );

    const queue = await api(t, 'POST', '/admin/claims/queue', admin.headers, {});
    const row = (queue.body.data as { reqId: string; company: { reqId: string }; message: string }[]).find(
      (r) => r.company.reqId === listing.reqId,
    );
    expect(row).toMatchObject({ message, claimed: false, email: 'joana@gmail.example' });
    const approved = await api(t, 'POST', '/admin/claims/approve', admin.headers, { req_id: row?.reqId });
    expect(approved.body.message).toBe(
      `${listing.tradeName} now belongs to Joana Reivindica, who was told by e-mail.`,
    );
    expect((await ownerOf(t, listing.id))?.ownerId).toBe(claimant.id);
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === claimant.email);
    expect(mails.at(-1)?.subject).toBe(`${listing.tradeName} é sua no Catálogo Industrial`);
    expect(await notificationsOf(t, claimant.id)).toContainEqual(
      expect.objectContaining({ label: 'Reivindicação aprovada' }),
    );
    expect(
      (await api(t, 'POST', '/admin/claims/approve', admin.headers, { req_id: row?.reqId })).body.error,
    ).toBe('CLM004');
    expect((await auditEntries(t, admin, 'claim.approve'))[0]?.target).toBe(
      `${listing.reqId} ${listing.tradeName}`,
    );
  });

  it('a refusal carries its reason to the claimant by e-mail and notification, in English', async () => {
    const listing = await createListing(t);
    const claimant = await createUser(t, { lang: 'en', name: 'Mark Claimer' });
    await start(claimant, { req_id: listing.reqId, email: 'mark@elsewhere.example', message: 'I run it.' });
    const queue = await api(t, 'POST', '/admin/claims/queue', admin.headers, {});
    const row = (queue.body.data as { reqId: string; company: { reqId: string } }[]).find(
      (r) => r.company.reqId === listing.reqId,
    );
    const short = await api(t, 'POST', '/admin/claims/refuse', admin.headers, {
      req_id: row?.reqId,
      reason: '',
    });
    expect(short.body.response).toBe(false);
    const refused = await api(t, 'POST', '/admin/claims/refuse', admin.headers, {
      req_id: row?.reqId,
      reason: 'The CNPJ card names another partner.',
    });
    expect(refused.body.message).toBe(
      `The claim of ${listing.tradeName} was refused; Mark Claimer was told by e-mail.`,
    );
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to === claimant.email).at(-1);
    expect(mail?.subject).toBe(`Your claim of ${listing.tradeName} was not approved`);
    expect(mail?.text).toContain('Reason given: The CNPJ card names another partner.');
    expect(await notificationsOf(t, claimant.id)).toContainEqual(
      expect.objectContaining({
        label: 'Claim not approved',
        text: `The association did not approve your claim of ${listing.tradeName}. Reason: The CNPJ card names another partner.`,
      }),
    );
    expect((await ownerOf(t, listing.id))?.ownerId).toBeNull();
    const [entry] = await auditEntries(t, admin, 'claim.refuse');
    expect(entry?.after).toMatchObject({ refusalReason: 'The CNPJ card names another partner.' });
  });

  it('a claim of a claimed company goes to staff, even from its own domain', async () => {
    const first = await createUser(t);
    const listing = await createListing(t, { website: 'https://dupla.example' });
    const token = await invited(listing);
    expect((await use(first, token)).body.response).toBe(true);
    const second = await createUser(t, { lang: 'en' });
    const res = await start(second, {
      req_id: listing.reqId,
      email: 'boss@dupla.example',
      message: 'It is ours.',
    });
    expect(res.body).toMatchObject({ response: true, outcome: 'pending' });
    const queue = await api(t, 'POST', '/admin/claims/queue', admin.headers, {});
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ claimed: true, company: expect.objectContaining({ reqId: listing.reqId }) }),
    );
    expect((await start(first, { req_id: listing.reqId, email: 'x@dupla.example' })).body.error).toBe(
      'CLM003',
    );
  });

  it('refuses a visitor, an unknown or hidden listing, and bad input', async () => {
    const visitor = await openSession(t.app);
    const listing = await createListing(t);
    const hidden = await createListing(t, { hidden: true });
    const user = await createUser(t);
    expect(
      (await api(t, 'POST', '/claims/start', visitor, { req_id: listing.reqId, email: 'a@b.example' })).body
        .response,
    ).toBe(false);
    expect((await start(user, { req_id: 'nope', email: 'a@b.example' })).body.error).toBe('NFD001');
    expect((await start(user, { req_id: hidden.reqId, email: hidden.email })).body.error).toBe('NFD001');
    const bad = await start(user, { req_id: listing.reqId, email: 'a\u0000@b.example', message: 'x\uD800' });
    expect(bad.body.response).toBe(false);
    expect(Object.keys((bad.body as { fields?: object }).fields ?? {})).toEqual(
      expect.arrayContaining(['email']),
    );
    const owning = await createCompanyUser(t, { categoryIds: [] });
    expect((await start(owning, { req_id: listing.reqId, email: listing.email })).body.error).toBe('CLM002');
  });
});
