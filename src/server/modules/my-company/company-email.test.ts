import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmTokens } from '../../db/schema/tokens';
import { hashSecret } from '../../lib/ids';
import { addCategories, companyRow, register, update, validPayload } from '../../test/company-fixtures';
import {
  call,
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import { createUser } from '../../test/users';
import { LIMITS } from '../rate-limit/rate-limit-service';

let t: TestApp;
let cats: number[];

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t);
});
afterAll(async () => {
  await t.close();
});

/** The token of the newest confirmation link mailed to `to`. */
async function linkTo(to: string): Promise<string> {
  const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === to);
  const match = /\/email_confirm\/company\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`No confirmation link mailed to ${to}`);
  return match[1];
}

const mailsTo = async (to: string) => (await readOutbox(t.outboxDir)).filter((m) => m.to === to).length;

const confirm = (headers: SessionHeaders, token: string) =>
  call<{ response: boolean; error?: string; message: string }>(t.app, {
    method: 'POST',
    url: '/app/company_email/confirm',
    headers,
    payload: { token },
  });

const resend = (headers: SessionHeaders) =>
  call<{ response: boolean; error?: string; message: string }>(t.app, {
    method: 'GET',
    url: '/app/company_email/resend_validation',
    headers,
  });

const info = async (headers: SessionHeaders) =>
  (
    await call<{ company: { emailValid: boolean; email: string } }>(t.app, {
      method: 'GET',
      url: '/app/company/info',
      headers,
    })
  ).body.company;

async function owner() {
  const user = await createUser(t);
  const payload = await validPayload([cats[0]], { portfolio: null });
  const { body } = await register(t, user.headers, payload);
  const { logo: _logo, terms: _terms, ...fields } = payload;
  return { ...user, companyId: body.company?.id ?? 0, email: payload.email.toLowerCase(), fields };
}

describe('company e-mail confirmation', () => {
  it('confirms once through the e-mailed link, with only an app session', async () => {
    const me = await owner();
    expect((await info(me.headers)).emailValid).toBe(false);
    const token = await linkTo(me.email);
    const visitor = await openSession(t.app, 'en');
    const ok = await confirm(visitor, token);
    expect(ok.body).toEqual({
      response: true,
      message: 'Your company e-mail is confirmed! Your company can now receive quote requests.',
    });
    expect((await info(me.headers)).emailValid).toBe(true);
    // Issue 12 item 12: opened again, the link says the address is confirmed, in the page's language.
    expect((await confirm(visitor, token)).body).toEqual({
      response: true,
      message: 'Your company e-mail is already confirmed: there is nothing more to do.',
    });
    expect((await confirm(await openSession(t.app, 'pt-BR'), token)).body).toEqual({
      response: true,
      message: 'O e-mail da sua empresa já está confirmado: não é preciso fazer mais nada.',
    });
    expect((await confirm(visitor, 'not-a-token')).body).toMatchObject({
      error: 'EML001',
      message: 'Failed to validate your email!',
    });
    expect((await resend(me.headers)).body).toMatchObject({ response: false, error: 'EML002' });
  });

  it('refuses an expired link', async () => {
    const me = await owner();
    const token = await linkTo(me.email);
    await t.db.db
      .update(emailConfirmTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmTokens.tokenHash, hashSecret(token)));
    expect((await confirm(me.headers, token)).body).toMatchObject({ error: 'EML001' });
    expect((await companyRow(t, me.companyId)).emailValid).toBe(false);
  });

  it('makes a changed e-mail unconfirmed and mails the new address; old links stay dead', async () => {
    const me = await owner();
    const oldToken = await linkTo(me.email);
    expect((await confirm(me.headers, oldToken)).body.response).toBe(true);

    // The same address in other letters is no change.
    const same = await update(t, me.headers, { ...me.fields, email: me.email.toUpperCase() });
    expect(same.body.message).toBe('Company data saved!');
    expect((await companyRow(t, me.companyId)).emailValid).toBe(true);

    const changed = await update(t, me.headers, { ...me.fields, email: 'Novo.Contato@Example.com' });
    expect(changed.body).toMatchObject({
      response: true,
      message:
        'Company data saved! We sent a confirmation link to novo.contato@example.com: confirm it to receive quote requests.',
    });
    expect(await info(me.headers)).toMatchObject({ email: 'novo.contato@example.com', emailValid: false });
    expect(await mailsTo('novo.contato@example.com')).toBe(1);
    expect((await confirm(me.headers, oldToken)).body).toMatchObject({ error: 'EML001' });

    const newToken = await linkTo('novo.contato@example.com');
    expect((await confirm(me.headers, newToken)).body.response).toBe(true);
    expect((await info(me.headers)).emailValid).toBe(true);
  });

  it('a link sent before a change cannot confirm the new address', async () => {
    const me = await owner();
    const first = await linkTo(me.email);
    await update(t, me.headers, { ...me.fields, email: `second.${me.companyId}@example.com` });
    expect((await confirm(me.headers, first)).body).toMatchObject({ error: 'EML001' });
    expect((await companyRow(t, me.companyId)).emailValid).toBe(false);
  });

  it('resends a link to an unconfirmed address, within a limit', async () => {
    const me = await owner();
    const answer = await resend(me.headers);
    expect(answer.body).toEqual({
      response: true,
      message: `We sent a new confirmation link to ${me.email}.`,
    });
    expect(await mailsTo(me.email)).toBe(2);
    // Registration and the resend count; the limit is per hour.
    for (let sent = 2; sent < LIMITS.companyConfirmMail.max; sent += 1) {
      expect((await resend(me.headers)).body.response).toBe(true);
    }
    const limited = await resend(me.headers);
    expect(limited.body).toMatchObject({ response: false, error: 'AUT002' });
    expect(limited.body.message).toMatch(/\d+ minutes/);
    expect(await mailsTo(me.email)).toBe(LIMITS.companyConfirmMail.max);
    // Any of the links still works.
    expect((await confirm(me.headers, await linkTo(me.email))).body.response).toBe(true);

    const nobody = await createUser(t);
    expect((await resend(nobody.headers)).body).toMatchObject({ error: 'CMP003' });
  });

  it('holds the limit when the resends come at once', async () => {
    const me = await owner();
    const answers = await Promise.all(Array.from({ length: 12 }, () => resend(me.headers)));
    // Registration mailed the first link; the burst may add only the rest.
    const sent = answers.filter((a) => a.body.response).length;
    expect(sent).toBe(LIMITS.companyConfirmMail.max - 1);
    expect(answers.filter((a) => a.body.error === 'AUT002')).toHaveLength(12 - sent);
    expect(await mailsTo(me.email)).toBe(LIMITS.companyConfirmMail.max);
  });
});
