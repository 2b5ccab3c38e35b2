import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailConfirmTokens } from '../../db/schema/tokens';
import {
  addCustomer,
  api,
  clearRateLimits,
  login,
  mailsTo,
  newCpf,
  type TestCustomer,
} from '../../test/accounts';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { LIMITS } from '../rate-limit/rate-limit-service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t.db);
});

function linkOf(text: string): { url: string; token: string } {
  const match = /(http:\/\/catalogo\.test\/email_confirm\/customer\/([A-Za-z0-9_-]+))/.exec(text);
  expect(match).not.toBeNull();
  const [, url, token] = match as RegExpExecArray;
  return { url, token };
}

async function loggedIn(customer: TestCustomer, lang = 'en'): Promise<SessionHeaders> {
  const headers = await openSession(t.app, lang);
  expect(
    (await login(t.app, headers, { document: customer.doc, password: customer.password })).response,
  ).toBe(true);
  return headers;
}

const resend = (headers: SessionHeaders) =>
  api(t.app, { method: 'GET', url: '/app/customer_email/resend_validation', headers });
const confirm = async (token: string, lang = 'en') =>
  api(t.app, {
    method: 'POST',
    url: '/app/customer_email/confirm',
    headers: await openSession(t.app, lang),
    payload: { token },
  });
const emailValid = async (headers: SessionHeaders) =>
  (
    (await api(t.app, { method: 'GET', url: '/app/customer/info', headers })).customer as {
      emailValid: boolean;
    }
  ).emailValid;

describe('customer e-mail confirmation', () => {
  it('confirms once from the registration link in the outbox', async () => {
    const headers = await openSession(t.app, 'pt-BR');
    const email = `flow.${Date.now()}@example.com`;
    const doc = newCpf();
    const registered = await api(t.app, {
      method: 'POST',
      url: '/app/customer/register',
      headers,
      payload: {
        name: 'Fluxo Completo',
        document: doc,
        email,
        emailConfirm: email,
        cellphone: '19 99876-5432',
        password: 'Fluxo#2026x',
        passwordConfirm: 'Fluxo#2026x',
        city: 9896,
        terms: true,
      },
    });
    expect(registered.response).toBe(true);
    await login(t.app, headers, { document: doc, password: 'Fluxo#2026x' });
    expect(await emailValid(headers)).toBe(false);

    const [mail] = await mailsTo(t.outboxDir, email);
    const { url, token } = linkOf(mail.text);
    expect(mail.html).toContain(url);
    expect(await confirm(token)).toEqual({
      response: true,
      message: 'Your e-mail has been confirmed. Thank you!',
    });
    expect(await emailValid(headers)).toBe(true);
    // Issue 12 item 12: the same link again (a double click, a mail scanner first) says the truth.
    expect(await confirm(token)).toEqual({
      response: true,
      message: 'Your e-mail is already confirmed: there is nothing more to do.',
    });
    expect(await confirm(token, 'pt-BR')).toEqual({
      response: true,
      message: 'Seu e-mail já está confirmado: não é preciso fazer mais nada.',
    });
    expect(await confirm('not-a-token')).toEqual({
      response: false,
      error: 'EML001',
      message: 'Failed to validate your email!',
    });
  });

  it('refuses an unknown and an expired link with EML001', async () => {
    expect((await confirm('not-a-token')).error).toBe('EML001');
    const customer = await addCustomer(t.db, { emailValid: false });
    const headers = await loggedIn(customer);
    expect((await resend(headers)).response).toBe(true);
    const [mail] = await mailsTo(t.outboxDir, customer.email);
    const { token } = linkOf(mail.text);
    const [row] = await t.db.db
      .select({ expiresAt: emailConfirmTokens.expiresAt, createdAt: emailConfirmTokens.createdAt })
      .from(emailConfirmTokens)
      .where(eq(emailConfirmTokens.email, customer.email));
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(7);
    await t.db.db
      .update(emailConfirmTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmTokens.email, customer.email));
    expect((await confirm(token)).error).toBe('EML001');
    expect(await emailValid(headers)).toBe(false);
  });

  it('a link sent to an earlier address does not confirm the new one', async () => {
    const customer = await addCustomer(t.db, { emailValid: false });
    const headers = await loggedIn(customer);
    await resend(headers);
    const [old] = await mailsTo(t.outboxDir, customer.email);
    await api(t.app, {
      method: 'PUT',
      url: '/app/customer/update',
      headers,
      payload: { email: `changed.${customer.doc}@example.com`, cellphone: '19 99123-4567', city: 9896 },
    });
    expect((await confirm(linkOf(old.text).token)).error).toBe('EML001');
    expect(await emailValid(headers)).toBe(false);
  });

  it("resends in the customer's language, and answers EML002 once confirmed", async () => {
    const customer = await addCustomer(t.db, { emailValid: false, lang: 'pt-BR' });
    const headers = await loggedIn(customer, 'en');
    const body = await resend(headers);
    expect(body).toEqual({
      response: true,
      message: `We sent a new confirmation link to ${customer.email}.`,
    });
    const [mail] = await mailsTo(t.outboxDir, customer.email);
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.text).toContain('7 dias');
    await confirm(linkOf(mail.text).token);
    expect(await resend(headers)).toEqual({
      response: false,
      error: 'EML002',
      message: 'This e-mail is already confirmed.',
    });
  });

  it(`allows ${LIMITS.emailResendUser.max} links an hour`, async () => {
    const customer = await addCustomer(t.db, { emailValid: false });
    const headers = await loggedIn(customer);
    for (let i = 0; i < LIMITS.emailResendUser.max; i++) expect((await resend(headers)).response).toBe(true);
    expect((await resend(headers)).error).toBe('AUT002');
  });

  it('resend needs a logged-in user', async () => {
    expect((await resend(await openSession(t.app))).error).toBe('SES006');
  });
});
