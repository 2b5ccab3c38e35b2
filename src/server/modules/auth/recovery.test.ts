import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { persistentLogins, rateLimits } from '../../db/schema/sessions';
import { recoveryCodes } from '../../db/schema/tokens';
import { personalDigest } from '../../lib/personal-digest';
import {
  addCustomer,
  api,
  clearRateLimits,
  login,
  mailsTo,
  newCpf,
  type TestCustomer,
} from '../../test/accounts';
import {
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import { LIMITS, SLOWDOWN } from '../rate-limit/rate-limit-service';

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
  // The e-mail goes out after the answer (equal timing for unknown CPFs).
  await t.app.mailer.idle();
  const fresh = (await mailsTo(t.outboxDir, customer.email)).filter((m) => !before.has(m.text));
  expect(fresh).toHaveLength(1);
  const match = /(\d{2})-(\d{2})-(\d{2})-(\d{2})/.exec(fresh[0].text);
  expect(match).not.toBeNull();
  return (match as RegExpExecArray).slice(1).join('');
}

function liveCodes(customerId: number) {
  return t.db.db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), eq(recoveryCodes.used, false)));
}

const NEW_PASSWORD = { pswd: 'Nova#Senha9', pswd_confirm: 'Nova#Senha9' };

const pending = async (headers: SessionHeaders) =>
  (await api(t.app, { method: 'GET', url: '/app/auth/recover_status', headers })).pending;

/** A code other than `code`, the i-th of a run. */
const otherCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 100_000_000).padStart(8, '0');

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
    await t.app.mailer.idle();
    const [mail] = await mailsTo(t.outboxDir, customer.email);
    expect(mail.subject).toBe('Your password recovery code');
    expect(mail.text).toMatch(/Code: \d{2}-\d{2}-\d{2}-\d{2}/);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('<html lang="en">');
    const [row] = await liveCodes(customer.id);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30);
    const code = /(\d{2})-(\d{2})-(\d{2})-(\d{2})/.exec(mail.text)?.slice(1).join('') ?? '';
    expect(row.codeHash).not.toContain(code);
    // Neither the code nor the CPF can be found again from the row by hashing candidates: both are
    // keyed with the installation's key, which is not in the database.
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(row.codeHash).not.toBe(sha256(code));
    expect(row.docHash).not.toBe(sha256(customer.doc));
    const keys = await t.db.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.map((k) => k.key)).toContain(`recover:cpf:${personalDigest(customer.doc)}`);
    expect(keys.map((k) => k.key)).not.toContain(`recover:cpf:${sha256(customer.doc)}`);
  });

  it('answers the same for an unknown CPF and sends nothing', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const known = await post('recover', headers, { document: customer.doc });
    await t.app.mailer.idle();
    const before = (await readOutbox(t.outboxDir)).length;
    const unknown = await post('recover', headers, { document: newCpf() });
    expect(unknown).toEqual(known);
    await t.app.mailer.idle();
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('stores a request for an unknown CPF like one for a registered CPF (same work, same time)', async () => {
    const customer = await addCustomer(t.db);
    const knownSession = await openSession(t.app);
    const unknownSession = await openSession(t.app);
    await post('recover', knownSession, { document: customer.doc });
    await post('recover', unknownSession, { document: newCpf() });
    const rows = await t.db.db.select().from(recoveryCodes).orderBy(recoveryCodes.id);
    const [known, unknown] = rows.slice(-2);
    expect(known.customerId).toBe(customer.id);
    expect(unknown.customerId).toBeNull();
    const shape = ({ tries, used, expiresAt }: typeof known) => ({
      tries,
      used,
      minutes: Math.round((expiresAt.getTime() - Date.now()) / 60_000),
    });
    expect(shape(unknown)).toEqual(shape(known));
    expect(unknown.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Both sessions are told the same afterwards, too.
    expect(await pending(knownSession)).toBe(true);
    expect(await pending(unknownSession)).toBe(true);
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

    // A later request for the CPF from another session replaces it too: only that one is live.
    const other = await openSession(t.app);
    const third = await requestCode(customer, other);
    expect(await liveCodes(customer.id)).toHaveLength(1);
    expect((await post('validate_recv_token', headers, { token: second })).error).toBe('AUT004');
    expect(await pending(headers)).toBe(false);
    expect((await post('validate_recv_token', other, { token: third })).response).toBe(true);
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

  it('compares no guess past the 5th, even when they all arrive before the first is counted', {
    timeout: 60_000,
  }, async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const code = await requestCode(customer, headers);
    /** Backends of this test's database waiting for a lock on the codes (not the job runner's). */
    const waiting = async () => {
      const rows = await t.db.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%recovery_codes%'`,
      );
      return rows.rows[0].n;
    };
    const until = async (done: () => Promise<boolean>) => {
      // Up to 20 s: on a loaded machine the six requests take seconds to reach the held row, and
      // going on before they wait there would test nothing (the CI run on PostgreSQL did, once).
      for (let i = 0; i < 800 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
    };
    // The code's row is held, so whatever writes it waits: six wrong guesses queue up first.
    let release = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = t.db.db.transaction(async (tx) => {
      await tx.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id)).for('update');
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    const wrong = Array.from({ length: 6 }, (_, i) =>
      post('validate_recv_token', headers, { token: otherCode(code, i) }),
    );
    await until(async () => (await waiting()) >= 6);
    expect(await waiting()).toBeGreaterThanOrEqual(6);
    // Then the right one: it must wait its turn behind them, not be compared at once.
    let settled = false;
    const right = post('validate_recv_token', headers, { token: code }).finally(() => {
      settled = true;
    });
    await until(async () => settled || (await waiting()) >= 7);
    release();
    await holder;
    expect((await Promise.all(wrong)).map((a) => a.error)).toEqual(Array(6).fill('AUT004'));
    const rightAnswer = await right;
    const [row] = await t.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id));
    if (rightAnswer.error === undefined) {
      // PostgreSQL 15 wakes a row's waiters in no set order (PostgreSQL 18 has so far kept their
      // order): the right code was then among the first five compared, and still no sixth was.
      expect(row?.tries ?? 0).toBeLessThanOrEqual(5);
    } else {
      expect(rightAnswer.error).toBe('AUT004');
      expect(row.tries).toBe(5);
    }
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
    // A session that asked for no code cannot spend anyone's: its guesses only count for its address.
    expect((await liveCodes(customer.id))[0].tries).toBe(0);
    expect((await post('validate_recv_token', requester, { token: code })).response).toBe(true);
  });
});

describe('a code belongs to the app session that asked for it', () => {
  it('is refused from any other session, which changes nothing', async () => {
    const customer = await addCustomer(t.db);
    const requester = await openSession(t.app, 'en');
    const code = await requestCode(customer, requester);
    const stranger = await openSession(t.app, 'en');
    expect(await post('validate_recv_token', stranger, { token: code })).toEqual({
      response: false,
      error: 'AUT004',
      message: 'Invalid code!',
      fields: { token: 'Invalid code!' },
    });
    expect((await post('save_new_pswd', stranger, { token: code, ...NEW_PASSWORD })).error).toBe('AUT004');
    expect(
      (await login(t.app, stranger, { document: customer.doc, password: customer.password })).response,
    ).toBe(true);
    expect((await liveCodes(customer.id))[0].tries).toBe(0);
    expect((await post('save_new_pswd', requester, { token: code, ...NEW_PASSWORD })).response).toBe(true);
  });

  it('counts wrong codes from every session that asked for the CPF, and only the latest one can use it', async () => {
    const customer = await addCustomer(t.db);
    const earlier = await openSession(t.app);
    const earlierCode = await requestCode(customer, earlier);
    const latest = await openSession(t.app);
    const code = await requestCode(customer, latest);
    // The earlier session's request was replaced: even the code it was sent, or the new one, fails.
    expect((await post('validate_recv_token', earlier, { token: earlierCode })).error).toBe('AUT004');
    expect((await post('validate_recv_token', earlier, { token: code })).error).toBe('AUT004');
    for (let i = 0; i < 2; i++) {
      expect((await post('validate_recv_token', earlier, { token: otherCode(code, i) })).error).toBe(
        'AUT004',
      );
    }
    expect((await liveCodes(customer.id))[0].tries).toBe(4);
    expect((await post('validate_recv_token', latest, { token: otherCode(code, 2) })).error).toBe('AUT004');
    expect((await liveCodes(customer.id))[0].tries).toBe(5);
    expect((await post('validate_recv_token', latest, { token: code })).error).toBe('AUT004');
    expect(await pending(latest)).toBe(false);
  });

  it('GET /auth/recover_status tells a session whether it has a code to use', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    expect(await api(t.app, { method: 'GET', url: '/app/auth/recover_status', headers })).toEqual({
      response: true,
      pending: false,
    });
    const code = await requestCode(customer, headers);
    expect(await pending(headers)).toBe(true);
    expect(await pending(await openSession(t.app))).toBe(false);
    await post('save_new_pswd', headers, { token: code, ...NEW_PASSWORD });
    expect(await pending(headers)).toBe(false);

    const unknown = await openSession(t.app);
    await post('recover', unknown, { document: newCpf() });
    expect(await pending(unknown)).toBe(true);
    const noSession = await api(t.app, { method: 'GET', url: '/app/auth/recover_status' });
    expect(noSession.error).toBe('SES001');
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

  it('unlocks a CPF that guesses from this address had locked', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app);
    for (let i = 0; i < LIMITS.loginCpfAddress.max; i++) {
      await login(t.app, headers, { document: customer.doc, password: 'Wrong#1' });
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
