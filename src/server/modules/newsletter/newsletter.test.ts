import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, newsletterTokens } from '../../db/schema/newsletter';
import { hashSecret } from '../../lib/ids';
import {
  call,
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import { LIMITS } from '../rate-limit/rate-limit-service';

type Answer = { response: boolean; message: string; error?: string; fields?: Record<string, string> };

let t: TestApp;
let en: SessionHeaders;
let pt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
});
afterAll(async () => {
  await t.close();
});

const register = (email: unknown, headers: Record<string, string> = en, ip = '203.0.113.1') =>
  call<Answer>(t.app, {
    method: 'POST',
    url: '/app/newsletter/register',
    headers,
    payload: { email } as object,
    remoteAddress: ip,
  });
const confirm = (token: string, headers: Record<string, string> = en) =>
  call<Answer>(t.app, { method: 'POST', url: '/app/newsletter/confirm', headers, payload: { token } });

async function mailsTo(address: string) {
  return (await readOutbox(t.outboxDir)).filter((m) => m.to === address);
}

function tokenOf(mail: { text: string; html: string }): string {
  const match = /http:\/\/catalogo\.test\/newsletter_confirm\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in ${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return match[1];
}

async function subscriber(email: string) {
  const rows = await t.db.db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      lang: newsletterSubscribers.lang,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return rows;
}

describe('newsletter sign-up', () => {
  it('mails a link in the request language, confirms once, and keeps the address lower-cased', async () => {
    const signUp = await register('  Ana.Souza@Example.COM ');
    expect(signUp.body).toEqual({
      response: true,
      message:
        'Almost there! We sent a confirmation link to ana.souza@example.com: open it to complete your subscription.',
    });
    const [mail] = await mailsTo('ana.souza@example.com');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect(mail.text).toContain('Industrial Catalogue newsletter');
    const token = tokenOf(mail);

    const [pending] = await subscriber('ana.souza@example.com');
    expect(pending).toMatchObject({ email: 'ana.souza@example.com', confirmedAt: null, lang: 'en' });
    const tokens = await t.db.db
      .select({ tokenHash: newsletterTokens.tokenHash })
      .from(newsletterTokens)
      .where(eq(newsletterTokens.subscriberId, pending.id));
    expect(tokens).toEqual([{ tokenHash: hashSecret(token) }]);

    const ok = await confirm(token);
    expect(ok.body).toEqual({
      response: true,
      message: 'Your e-mail is now subscribed to our newsletter. Thank you!',
    });
    const [subscribed] = await subscriber('ana.souza@example.com');
    expect(subscribed.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.body).toEqual({
      response: false,
      error: 'NWS002',
      message: 'This e-mail is already subscribed to our newsletter.',
    });
    expect((await subscriber('ana.souza@example.com'))[0].confirmedAt).toEqual(subscribed.confirmedAt);
  });

  it('writes the e-mail and the answers in Portuguese for pt-BR', async () => {
    const signUp = await register('bruno@example.com', pt);
    expect(signUp.body.message).toContain('Enviamos um link de confirmação para bruno@example.com');
    const [mail] = await mailsTo('bruno@example.com');
    expect(mail.subject).toBe('Confirme sua inscrição na newsletter');
    expect(mail.html).toContain('lang="pt-BR"');
    const ok = await confirm(tokenOf(mail), pt);
    expect(ok.body.message).toBe('Seu e-mail agora está inscrito na nossa newsletter. Obrigado!');
  });

  it('refuses a sign-up of a subscribed address without sending mail', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const res = await register('ANA.SOUZA@example.com');
    expect(res.body).toMatchObject({ response: false, error: 'NWS002' });
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('re-sends on a repeated sign-up before confirming, keeping one row', async () => {
    await register('carla@example.com');
    await register('Carla@Example.com', pt);
    const mails = await mailsTo('carla@example.com');
    expect(mails).toHaveLength(2);
    expect(await subscriber('carla@example.com')).toHaveLength(1);
    expect((await subscriber('carla@example.com'))[0].lang).toBe('pt-BR');
    const [firstToken, secondToken] = mails.map(tokenOf);
    expect(firstToken).not.toBe(secondToken);
    expect((await confirm(secondToken)).body.response).toBe(true);
    // The other link of the same address now finds it subscribed.
    expect((await confirm(firstToken)).body).toMatchObject({ response: false, error: 'NWS002' });
  });

  it('refuses unknown and expired links with NWS001', async () => {
    const unknown = await confirm('not-a-real-token');
    expect(unknown.body).toEqual({
      response: false,
      error: 'NWS001',
      message: 'This confirmation link is invalid or has expired. Please subscribe again.',
    });
    await register('dora@example.com');
    const [mail] = await mailsTo('dora@example.com');
    const token = tokenOf(mail);
    await t.db.db
      .update(newsletterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterTokens.tokenHash, hashSecret(token)));
    expect((await confirm(token)).body).toMatchObject({ response: false, error: 'NWS001' });
    expect((await subscriber('dora@example.com'))[0].confirmedAt).toBeNull();
  });

  it('limits sign-ups per address', async () => {
    for (let i = 0; i < LIMITS.newsletterEmail.max; i += 1) {
      expect((await register('eva@example.com', en, `198.51.100.${i}`)).body.response).toBe(true);
    }
    const over = await register('eva@example.com', en, '198.51.100.99');
    expect(over.body).toMatchObject({ response: false, error: 'AUT002' });
    expect(over.body.message).toMatch(/try again in \d+ minutes/);
    expect(await mailsTo('eva@example.com')).toHaveLength(LIMITS.newsletterEmail.max);
  });

  it('limits sign-ups per client address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LIMITS.newsletterAddress.max; i += 1) {
      expect((await register(`bulk${i}@example.com`, en, ip)).body.response).toBe(true);
    }
    expect((await register('bulk-last@example.com', en, ip)).body).toMatchObject({
      response: false,
      error: 'AUT002',
    });
    expect((await register('bulk-last@example.com', en, '192.0.2.78')).body.response).toBe(true);
  });

  it('validates the address', async () => {
    for (const email of ['', 'not-an-email', `${'a'.repeat(45)}@example.com`, null]) {
      const res = await register(email);
      expect(res.body).toMatchObject({
        response: false,
        error: 'VAL001',
        fields: { email: expect.any(String) },
      });
    }
    expect((await confirm('')).body).toMatchObject({ response: false, error: 'VAL001' });
  });

  it('needs an app session and never lists subscribers', async () => {
    expect((await register('fabio@example.com', {})).body).toMatchObject({
      response: false,
      error: 'SES001',
    });
    // Only the back office (admin role, admin-newsletter.test.ts) lists subscribers.
    const open = t.app.declaredRoutes.filter((r) => !r.url.startsWith('/app/admin'));
    expect(open.map((r) => r.url).join(' ')).not.toMatch(/subscriber/i);
    expect(open.filter((r) => r.url.includes('newsletter')).map((r) => r.url)).toEqual([
      '/app/newsletter/register',
      '/app/newsletter/confirm',
      '/app/newsletter/unsubscribe',
      '/app/newsletter/unsubscribe/:token',
    ]);
  });
});
