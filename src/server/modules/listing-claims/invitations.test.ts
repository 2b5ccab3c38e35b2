import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time';
import {
  createListing,
  invitationsOf,
  linkMailedTo,
  ownerOf,
  type TestListing,
} from '../../test/claim-fixtures';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { api } from '../../test/quote-fixtures';
import { auditEntries, createStaff } from '../../test/staff';
import { createUser, type TestUser } from '../../test/users';
import { readClaimLink, useClaimLink } from './claims-service';
import { inviteListings } from './invitations-service';

// The association's invitations to claim (issue 33 item 3): batches through the job runner, each in
// the listing's language, one-time links valid 30 days, resend, revoke, bounce-safe; on the real
// database and job runner.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin', lang: 'en' });
}, 180_000);
afterAll(() => t.close());

const invite = (body: Record<string, unknown>, who = admin) =>
  api(t, 'POST', '/admin/claims/invite', who.headers, body);
async function inviteAndSend(listings: TestListing[]) {
  const res = await invite({ req_ids: listings.map((l) => l.reqId) });
  await t.app.jobs.idle();
  return res;
}

describe('inviting listings', () => {
  it('sends each selected listing one e-mail in its language, with a link valid 30 days that names it', async () => {
    const pt = await createListing(t, { tradeName: 'Fundição Ção “Ñ” 🏭', lang: 'pt-BR' });
    const en = await createListing(t, { tradeName: 'Gear Works', lang: 'en' });
    const res = await inviteAndSend([pt, en]);
    expect(res.body).toMatchObject({ response: true, queued: 2, skipped: 0 });
    expect(res.body.message).toBe('2 invitations queued: they go out in a few minutes.');

    const ptMail = await linkMailedTo(t, pt.email);
    expect(ptMail.mail?.subject).toBe('Reivindique Fundição Ção “Ñ” 🏭 no Catálogo Industrial');
    expect(ptMail.mail?.text).toContain('O link funciona uma vez e por 30 dias.');
    expect(ptMail.url).toMatch(/^http:\/\/catalogo\.test\/email_confirm\/claim\/[A-Za-z0-9_-]{40,}$/);
    const enMail = await linkMailedTo(t, en.email);
    expect(enMail.mail?.subject).toBe('Claim Gear Works in the Industrial Catalogue');
    expect(enMail.mail?.text).toContain('The link works once and for 30 days.');

    const [row] = await invitationsOf(t, pt.id);
    expect(row?.status).toBe('sent');
    // Only the hash is stored.
    expect(row?.tokenHash).not.toBe(ptMail.token);
    expect(JSON.stringify(await invitationsOf(t, pt.id))).not.toContain(ptMail.token as string);
    const days = ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const read = await api(t, 'POST', '/claims/link_read', await openSession(t.app), { token: ptMail.token });
    expect(read.body).toMatchObject({
      response: true,
      data: { kind: 'invitation', company: { reqId: pt.reqId } },
    });
    expect(JSON.stringify(read.body)).not.toContain(ptMail.token as string);

    const [entry] = await auditEntries(t, admin, 'claim.invite');
    expect(entry).toMatchObject({ actor: 'Ana Admin', target: '2' });
  });

  it('"all" invites every unclaimed listing without a live invitation, and never twice', async () => {
    const fresh = await createListing(t);
    const res = await invite({ all: true });
    expect(res.body.response).toBe(true);
    const queued = res.body.queued as number;
    expect(queued).toBeGreaterThanOrEqual(1);
    await t.app.jobs.idle();
    expect((await linkMailedTo(t, fresh.email)).count).toBe(1);
    const again = await invite({ all: true });
    expect(again.body).toMatchObject({ response: true, queued: 0 });
    expect(again.body.message).toMatch(/^No invitation queued\. \d+ listings? left out/);
    await t.app.jobs.idle();
    expect((await linkMailedTo(t, fresh.email)).count).toBe(1);
  });

  it('the staff list shows each listing with its invitation state', async () => {
    const listed = await createListing(t, { tradeName: 'Estado Visível' });
    const before = await api(t, 'POST', '/admin/claims/listings', admin.headers, {
      search: 'Estado Visível',
    });
    expect(before.body.data).toEqual([
      expect.objectContaining({ reqId: listed.reqId, state: 'none', sentAt: null, bounced: false }),
    ]);
    await inviteAndSend([listed]);
    const after = await api(t, 'POST', '/admin/claims/listings', admin.headers, { search: 'Estado Visível' });
    expect(after.body.data).toEqual([expect.objectContaining({ reqId: listed.reqId, state: 'sent' })]);
    const sentOnly = await api(t, 'POST', '/admin/claims/listings', admin.headers, {
      state: 'none',
      search: 'Estado Visível',
    });
    expect(sentOnly.body.data).toEqual([]);
  });

  it('resend replaces the link (the old one stops working); revoke ends it; both audited', async () => {
    const listing = await createListing(t);
    await inviteAndSend([listing]);
    const first = await linkMailedTo(t, listing.email);
    const resent = await api(t, 'POST', '/admin/claims/resend', admin.headers, { req_id: listing.reqId });
    expect(resent.body).toMatchObject({ response: true });
    await t.app.jobs.idle();
    const second = await linkMailedTo(t, listing.email);
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
    const session = await openSession(t.app);
    expect((await api(t, 'POST', '/claims/link_read', session, { token: first.token })).body.error).toBe(
      'CLM001',
    );
    expect((await api(t, 'POST', '/claims/link_read', session, { token: second.token })).body.response).toBe(
      true,
    );

    const revoked = await api(t, 'POST', '/admin/claims/revoke', admin.headers, { req_id: listing.reqId });
    expect(revoked.body.message).toBe(
      `The invitation to ${listing.tradeName} was withdrawn: its link no longer works.`,
    );
    expect((await api(t, 'POST', '/claims/link_read', session, { token: second.token })).body.error).toBe(
      'CLM001',
    );
    const owner = await createUser(t);
    const used = await api(t, 'POST', '/claims/link_use', owner.headers, { token: second.token });
    expect(used.body.error).toBe('CLM001');
    expect((await ownerOf(t, listing.id))?.ownerId).toBeNull();
    expect(
      (await api(t, 'POST', '/admin/claims/revoke', admin.headers, { req_id: listing.reqId })).body.error,
    ).toBe('NFD001');
    expect((await auditEntries(t, admin, 'claim.resend'))[0]?.target).toBe(
      `${listing.reqId} ${listing.tradeName}`,
    );
    expect((await auditEntries(t, admin, 'claim.revoke'))[0]?.target).toBe(
      `${listing.reqId} ${listing.tradeName}`,
    );
  });

  it('an expired link no longer reads nor claims, and the listing may be invited again', async () => {
    const listing = await createListing(t);
    await inviteAndSend([listing]);
    const { token } = await linkMailedTo(t, listing.email);
    // Still live now: a second invitation is left out.
    expect((await invite({ req_ids: [listing.reqId] })).body).toMatchObject({ queued: 0, skipped: 1 });
    const later = new Date(Date.now() + 30 * DAY_MS + 60_000);
    await expect(readClaimLink(t.db.db, token as string, '10.9.9.9', later)).rejects.toMatchObject({
      code: 'CLM001',
    });
    const person = await createUser(t);
    await expect(
      useClaimLink(t.db.db, person.id, token as string, 'en', '10.9.9.9', later),
    ).rejects.toMatchObject({
      code: 'CLM001',
    });
    const again = await inviteListings(
      { db: t.db.db, jobs: t.app.jobs },
      { id: admin.id, name: 'Ana Admin' },
      { req_ids: [listing.reqId] },
      'en',
      later,
    );
    expect(again).toMatchObject({ queued: 1, skipped: 0 });
    expect((await invitationsOf(t, listing.id)).map((r) => r.status)).toEqual([
      'expired',
      expect.any(String),
    ]);
    await t.app.jobs.idle();
    expect((await linkMailedTo(t, listing.email)).count).toBe(2);
  });

  it('a listing whose address the mail server refused is marked and never tried again', async () => {
    // A server whose mail server refuses every message (nothing listens there).
    const refusing = await createTestApp({ MAIL_URL: 'smtp://127.0.0.1:9' });
    try {
      const boss = await createStaff(refusing, ['admin']);
      const bad = await createListing(refusing, { email: 'nobody@bounce.example' });
      const twin = await createListing(refusing, { email: 'NOBODY@bounce.example' });
      const res = await api(refusing, 'POST', '/admin/claims/invite', boss.headers, { req_ids: [bad.reqId] });
      expect(res.body.queued).toBe(1);
      await refusing.app.jobs.idle();
      expect((await invitationsOf(refusing, bad.id)).map((r) => [r.status, r.tokenHash])).toEqual([
        ['failed', null],
      ]);
      const list = await api(refusing, 'POST', '/admin/claims/listings', boss.headers, {
        search: 'bounce.example',
      });
      expect(list.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ reqId: bad.reqId, state: 'failed', bounced: true }),
          expect.objectContaining({ reqId: twin.reqId, state: 'none', bounced: true }),
        ]),
      );
      const again = await api(refusing, 'POST', '/admin/claims/invite', boss.headers, {
        req_ids: [bad.reqId, twin.reqId],
      });
      expect(again.body).toMatchObject({ queued: 0, skipped: 2 });
      const resend = await api(refusing, 'POST', '/admin/claims/resend', boss.headers, { req_id: bad.reqId });
      expect(resend.body.error).toBe('CLM006');
      expect(await invitationsOf(refusing, twin.id)).toEqual([]);
    } finally {
      await refusing.close();
    }
  }, 120_000);
});

describe('who may call', () => {
  it('refuses the back-office calls to a customer, an editor and a visitor', async () => {
    const listing = await createListing(t);
    const customer = await createUser(t);
    const editor = await createStaff(t, ['editor']);
    const visitor = await openSession(t.app);
    const calls: [string, Record<string, unknown>][] = [
      ['/admin/claims/listings', {}],
      ['/admin/claims/invite', { req_ids: [listing.reqId] }],
      ['/admin/claims/resend', { req_id: listing.reqId }],
      ['/admin/claims/revoke', { req_id: listing.reqId }],
      ['/admin/claims/lang', { req_id: listing.reqId, lang: 'en' }],
      ['/admin/claims/queue', {}],
      ['/admin/claims/approve', { req_id: 'x' }],
      ['/admin/claims/refuse', { req_id: 'x', reason: 'No proof' }],
    ];
    for (const [url, body] of calls) {
      expect((await api(t, 'POST', url, customer.headers, body)).body.error, url).toBe('STF001');
      expect((await api(t, 'POST', url, editor.headers, body)).body.error, url).toBe('STF001');
      expect((await api(t, 'POST', url, visitor, body)).body.response, url).toBe(false);
    }
    expect(await invitationsOf(t, listing.id)).toEqual([]);
  });

  it('refuses to use a link without a login', async () => {
    const visitor = await openSession(t.app);
    const res = await api(t, 'POST', '/claims/link_use', visitor, { token: 'x'.repeat(43) });
    expect(res.body.response).toBe(false);
    expect(res.body.error).not.toBe('CLM001');
  });

  it("the e-mail language of a listing is the association's choice, audited", async () => {
    const listing = await createListing(t, { lang: 'pt-BR' });
    const res = await api(t, 'POST', '/admin/claims/lang', admin.headers, {
      req_id: listing.reqId,
      lang: 'en',
    });
    expect(res.body.message).toBe(`E-mails to ${listing.tradeName} are now written in English.`);
    await inviteAndSend([listing]);
    expect((await linkMailedTo(t, listing.email)).mail?.subject).toBe(
      `Claim ${listing.tradeName} in the Industrial Catalogue`,
    );
  });
});
