import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { persistentLogins } from '../../db/schema/sessions';
import { recoveryCodes } from '../../db/schema/tokens';
import { LIMITS, SLOWDOWN } from '../../lib/rate-limit';
import {
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import {
  addCustomer,
  api,
  clearRateLimits,
  login,
  mailsTo,
  newCpf,
  type TestCustomer,
} from './test-accounts';

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

const post = (url: string, headers: SessionHeaders, payload: object) =>
  api(t.app, { method: 'POST', url: `/app/auth/${url}`, headers, payload });

/** Asks for a code and reads it from the new e-mail to the customer. */
async function requestCode(customer: TestCustomer, headers: SessionHeaders): Promise<string> {
  const before = new Set((await mailsTo(t.outboxDir, customer.email)).map((m) => m.text));
  const body = await post('recover', headers, { document: customer.doc });
  expect(body.response).toBe(true);
  const fresh = (await mailsTo(t.outboxDir, customer.email)).filter((m) => !before.has(m.text));
  expect(fresh).toHaveLength(1);
  const match = /(\d{2})-(\d{2})-(\d{2})-(\d{2})/.exec(fresh[0].text);
  expect(match).not.toBeNull();
  return (match as RegExpExecArray).slice(1).join('');
}

function liveCodes(customerId: number) {
  return t.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
}

describe('POST /auth/recover', () => {
  it("e-mails an 8-digit code in the customer's language, with a plain-text part", async () => {
    const customer = await addCustomer(t.db, { lang: 'en' });
    const headers = await openSession(t.app, 'pt-BR');
    const body = await post('recover', headers, { document: customer.doc });
    expect(body).toEqual({
      response: true,
      message:
        'Se este CPF estiver cadastrado, enviamos um código de recuperação para o e-mail dele. O código vale por 30 minutos.',
    });
    const [mail] = await mailsTo(t.outboxDir, customer.email);
    expect(mail.subject).toBe('Your password recovery code');
    expect(mail.text).toMatch(/Code: \d{2}-\d{2}-\d{2}-\d{2}/);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('<html lang="en">');
    const [row] = await liveCodes(customer.id);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(row.codeHash).not.toContain(/(\d{2})-(\d{2})-(\d{2})-(\d{2})/.exec(mail.text)?.slice(1).join(''));
  });

  it('answers the same for an unknown CPF and sends nothing', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const known = await post('recover', headers, { document: customer.doc });
    const before = (await readOutbox(t.outboxDir)).length;
    const unknown = await post('recover', headers, { document: newCpf() });
    expect(unknown).toEqual(known);
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('keeps one live code per account: a new request replaces the old one', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const first = await requestCode(customer, headers);
    const second = await requestCode(customer, headers);
    expect(await liveCodes(customer.id)).toHaveLength(1);
    if (first !== second)
      expect((await post('validate_recv_token', headers, { token: first })).error).toBe('AUT004');
    expect((await post('validate_recv_token', headers, { token: second })).response).toBe(true);
  });

  it(`refuses more than ${LIMITS.recoverCpf.max} requests per CPF and ${LIMITS.recoverAddress.max} per address`, async () => {
    const cpf = newCpf();
    const headers = await openSession(t.app, 'en');
    const slowAfter = LIMITS.recoverCpf.slowAfter ?? LIMITS.recoverCpf.max;
    for (let i = 0; i < LIMITS.recoverCpf.max; i++) {
      const started = performance.now();
      expect((await post('recover', headers, { document: cpf })).response).toBe(true);
      // Requests past the first few for a CPF are answered a step later each.
      const steps = Math.max(0, i + 1 - slowAfter);
      expect(performance.now() - started).toBeGreaterThanOrEqual(steps * SLOWDOWN.stepMs - 5);
    }
    expect(slowAfter).toBeLessThan(LIMITS.recoverCpf.max);
    const locked = await post('recover', headers, { document: cpf });
    expect(locked).toEqual({
      response: false,
      error: 'AUT002',
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
    await clearRateLimits(t.db);
    for (let i = 0; i < LIMITS.recoverAddress.max; i++) {
      expect((await post('recover', headers, { document: newCpf() })).response).toBe(true);
    }
    expect((await post('recover', headers, { document: newCpf() })).error).toBe('AUT002');
  });
});

describe('POST /auth/validate_recv_token', () => {
  it('accepts the code bare or formatted and refuses others with AUT004', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const code = await requestCode(customer, headers);
    expect(await post('validate_recv_token', headers, { token: code })).toEqual({ response: true });
    const formatted = code.replace(/(\d{2})(?=\d)/g, '$1-');
    expect((await post('validate_recv_token', headers, { token: formatted })).response).toBe(true);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    expect(await post('validate_recv_token', headers, { token: wrong })).toEqual({
      response: false,
      error: 'AUT004',
      message: 'Invalid code!',
      fields: { token: 'Invalid code!' },
    });
    expect((await post('validate_recv_token', headers, { token: '123' })).error).toBe('VAL001');
  });

  it('refuses an expired code', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const code = await requestCode(customer, headers);
    await t.db.db
      .update(recoveryCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recoveryCodes.customerId, customer.id));
    expect((await post('validate_recv_token', headers, { token: code })).error).toBe('AUT004');
    const save = await post('save_new_pswd', headers, {
      token: code,
      pswd: 'Nova#Senha9',
      pswd_confirm: 'Nova#Senha9',
    });
    expect(save.error).toBe('AUT004');
  });

  it('ends the code after 5 wrong tries (validate and save both count): even the right code fails', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const code = await requestCode(customer, headers);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 100_000_000).padStart(8, '0');
    for (let i = 0; i < 3; i++) {
      expect((await post('validate_recv_token', headers, { token: wrong(i) })).error).toBe('AUT004');
    }
    for (let i = 3; i < 5; i++) {
      const body = await post('save_new_pswd', headers, {
        token: wrong(i),
        pswd: 'Nova#Senha9',
        pswd_confirm: 'Nova#Senha9',
      });
      expect(body.error).toBe('AUT004');
    }
    const [row] = await liveCodes(customer.id);
    expect(row.tries).toBe(5);
    expect((await post('validate_recv_token', headers, { token: code })).error).toBe('AUT004');
    const save = await post('save_new_pswd', headers, {
      token: code,
      pswd: 'Nova#Senha9',
      pswd_confirm: 'Nova#Senha9',
    });
    expect(save.error).toBe('AUT004');
    expect(
      (await login(t.app, headers, { document: customer.doc, password: customer.password })).response,
    ).toBe(true);
  });

  it(`locks a client address after ${LIMITS.recoveryCodeAddress.max} wrong codes`, async () => {
    const customer = await addCustomer(t.db);
    const requester = await openSession(t.app);
    const code = await requestCode(customer, requester);
    const guesser = await openSession(t.app, 'en');
    for (let i = 0; i < LIMITS.recoveryCodeAddress.max; i++) {
      const guess = String((Number(code) + 1 + i) % 100_000_000).padStart(8, '0');
      const body = await api(t.app, {
        method: 'POST',
        url: '/app/auth/validate_recv_token',
        headers: guesser,
        payload: { token: guess },
        remoteAddress: '10.5.5.5',
      });
      expect(body.error).toBe('AUT004');
    }
    const locked = await api(t.app, {
      method: 'POST',
      url: '/app/auth/validate_recv_token',
      headers: guesser,
      payload: { token: code },
      remoteAddress: '10.5.5.5',
    });
    expect(locked.error).toBe('AUT002');
    // Another session's guesses do not spend the code of the session that asked for it.
    expect((await liveCodes(customer.id))[0].tries).toBe(0);
    expect((await post('validate_recv_token', requester, { token: code })).response).toBe(true);
  });
});

describe('POST /auth/save_new_pswd', () => {
  it('sets the password, spends the code and ends every other login of the account', async () => {
    const customer = await addCustomer(t.db);
    const device = randomUUID();
    const elsewhere = await openSession(t.app);
    const logged = await login(t.app, elsewhere, {
      document: customer.doc,
      password: customer.password,
      device,
    });
    expect(logged.response).toBe(true);

    const headers = await openSession(t.app, 'en');
    const code = await requestCode(customer, headers);
    const body = await post('save_new_pswd', headers, {
      token: code,
      pswd: 'Nova#Senha9',
      pswd_confirm: 'Nova#Senha9',
    });
    expect(body).toEqual({
      response: true,
      message: 'Your new password has been saved. You can now log in with it.',
    });

    // A public call on the other session first: it sees no user but does not swallow the news.
    await api(t.app, { method: 'GET', url: '/app/companies/list_info', headers: elsewhere });
    const other = await api(t.app, { method: 'GET', url: '/app/customer/info', headers: elsewhere });
    expect(other.error).toBe('SES003');
    expect(
      await t.db.db.select().from(persistentLogins).where(eq(persistentLogins.userId, customer.id)),
    ).toHaveLength(0);
    const tokenLogin = await post('login_token', await openSession(t.app), {
      token: logged.persistent as string,
      device,
    });
    expect(tokenLogin.error).toBe('AUT003');

    expect((await post('validate_recv_token', headers, { token: code })).error).toBe('AUT004');
    expect((await login(t.app, headers, { document: customer.doc, password: customer.password })).error).toBe(
      'AUT001',
    );
    expect((await login(t.app, headers, { document: customer.doc, password: 'Nova#Senha9' })).response).toBe(
      true,
    );
  });

  it('applies the password rules of the shared schema', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const code = await requestCode(customer, headers);
    const short = await post('save_new_pswd', headers, { token: code, pswd: 'Ab#1', pswd_confirm: 'Ab#1' });
    expect(short.error).toBe('VAL001');
    expect(Object.keys(short.fields ?? {})).toEqual(['pswd']);
    const run = await post('save_new_pswd', headers, {
      token: code,
      pswd: 'Senha#1234',
      pswd_confirm: 'Senha#1234',
    });
    expect(run.fields?.pswd).toMatch(/in sequence/);
    const mismatch = await post('save_new_pswd', headers, {
      token: code,
      pswd: 'Nova#Senha9',
      pswd_confirm: 'Nova#Senha8',
    });
    expect(mismatch.fields).toEqual({
      pswd_confirm: 'Password Confirmation must be the same as the password!',
    });
    // Refused bodies never reached the code: it still works.
    expect((await post('validate_recv_token', headers, { token: code })).response).toBe(true);
  });

  it('unlocks a CPF that guesses had locked', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    for (let i = 0; i < LIMITS.loginCpf.max; i++) {
      await login(t.app, headers, { document: customer.doc, password: 'Wrong#1' }, `10.7.0.${i}`);
    }
    expect((await login(t.app, headers, { document: customer.doc, password: customer.password })).error).toBe(
      'AUT002',
    );
    const code = await requestCode(customer, headers);
    await post('save_new_pswd', headers, { token: code, pswd: 'Nova#Senha9', pswd_confirm: 'Nova#Senha9' });
    expect((await login(t.app, headers, { document: customer.doc, password: 'Nova#Senha9' })).response).toBe(
      true,
    );
  });
});
