import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { persistentLogins } from '../../db/schema/sessions';
import { addCustomer, adoptToken, api, clearRateLimits, login } from '../../test/accounts';
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

const change = (headers: SessionHeaders, payload: object) =>
  api(t.app, { method: 'POST', url: '/app/credentials/update_access_password', headers, payload });
const info = (headers: SessionHeaders) => api(t.app, { method: 'GET', url: '/app/customer/info', headers });

describe('POST /credentials/update_access_password', () => {
  it('checks the current password (AUT005) and changes nothing when it is wrong', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const body = await change(headers, {
      pswd_current: 'Wrong#2026',
      pswd: 'Trocada#2026',
      pswd_confirm: 'Trocada#2026',
    });
    expect(body).toEqual({
      response: false,
      error: 'AUT005',
      message: 'The current password is wrong.',
      fields: { pswd_current: 'The current password is wrong.' },
    });
    expect((await login(t.app, headers, { document: customer.doc, password: 'Trocada#2026' })).error).toBe(
      'AUT001',
    );
  });

  it("sets the new password and ends the account's other logins, keeping this one", async () => {
    const customer = await addCustomer(t.db);
    const device = randomUUID();
    const otherDevice = randomUUID();
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password, device });
    const elsewhere = await openSession(t.app);
    const other = await login(t.app, elsewhere, {
      document: customer.doc,
      password: customer.password,
      device: otherDevice,
    });

    const before = { ...headers };
    const body = await change(headers, {
      pswd_current: customer.password,
      pswd: 'Trocada#2026',
      pswd_confirm: 'Trocada#2026',
    });
    expect(body).toEqual({
      response: true,
      message: 'Your password has been changed.',
      token: { name: 'app-token', value: expect.any(String) },
    });
    expect(body.token).not.toEqual({ name: 'app-token', value: before['app-token'] });
    // This session stays logged in under the new token; the old one no longer works.
    adoptToken(headers, body);
    expect((await info(headers)).response).toBe(true);
    expect((await info(before)).error).toBe('SES002');
    // The other login is told it has ended (DECISIONS.md 4), once; after that it is simply logged out.
    expect((await info(elsewhere)).error).toBe('SES003');
    expect((await info(elsewhere)).error).toBe('SES006');
    const devices = await t.db.db
      .select({ device: persistentLogins.device })
      .from(persistentLogins)
      .where(eq(persistentLogins.userId, customer.id));
    expect(devices).toEqual([{ device }]);
    const tokenLogin = await api(t.app, {
      method: 'POST',
      url: '/app/auth/login_token',
      headers: await openSession(t.app),
      payload: { token: other.persistent, device: otherDevice },
    });
    expect(tokenLogin.error).toBe('AUT003');

    const fresh = await openSession(t.app);
    expect((await login(t.app, fresh, { document: customer.doc, password: customer.password })).error).toBe(
      'AUT001',
    );
    expect((await login(t.app, fresh, { document: customer.doc, password: 'Trocada#2026' })).response).toBe(
      true,
    );
  });

  it('applies the new password rules and the confirmation', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const short = await change(headers, {
      pswd_current: customer.password,
      pswd: 'Ab#1',
      pswd_confirm: 'Ab#1',
    });
    expect(Object.keys(short.fields ?? {})).toEqual(['pswd']);
    const run = await change(headers, {
      pswd_current: customer.password,
      pswd: 'Senha#9876',
      pswd_confirm: 'Senha#9876',
    });
    expect(Object.keys(run.fields ?? {})).toEqual(['pswd']);
    const mismatch = await change(headers, {
      pswd_current: customer.password,
      pswd: 'Trocada#2026',
      pswd_confirm: 'Trocada#2027',
    });
    expect(Object.keys(mismatch.fields ?? {})).toEqual(['pswd_confirm']);
    const missing = await change(headers, { pswd: 'Trocada#2026', pswd_confirm: 'Trocada#2026' });
    expect(Object.keys(missing.fields ?? {})).toEqual(['pswd_current']);
  });

  it(`locks the change after ${LIMITS.passwordChangeUser.max} wrong current passwords`, async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const payload = { pswd: 'Trocada#2026', pswd_confirm: 'Trocada#2026' };
    for (let i = 0; i < LIMITS.passwordChangeUser.max; i++) {
      expect((await change(headers, { ...payload, pswd_current: `Wrong#${i}` })).error).toBe('AUT005');
    }
    expect((await change(headers, { ...payload, pswd_current: customer.password })).error).toBe('AUT002');
  });

  it('checks no more wrong current passwords than the limit when they come at once', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const payload = { pswd: 'Trocada#2026', pswd_confirm: 'Trocada#2026' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(headers, { ...payload, pswd_current: `Wrong#${i}` })),
    );
    const errors = answers.map((a) => a.error);
    expect(errors.filter((e) => e === 'AUT005')).toHaveLength(LIMITS.passwordChangeUser.max);
    expect(errors.filter((e) => e === 'AUT002')).toHaveLength(20 - LIMITS.passwordChangeUser.max);
  });

  it('needs a logged-in user', async () => {
    const body = await change(await openSession(t.app), {
      pswd_current: 'x',
      pswd: 'Trocada#2026',
      pswd_confirm: 'Trocada#2026',
    });
    expect(body.error).toBe('SES006');
  });
});
