import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { appSessions, persistentLogins } from '../../db/schema/sessions';
import { hashSecret } from '../../lib/ids';
import {
  addCustomer,
  adoptToken,
  api,
  clearRateLimits,
  login,
  newCpf,
  type TestCustomer,
} from '../../test/accounts';
import { createTestApp, openSession, type TestApp } from '../../test/harness';

let t: TestApp;
let ana: TestCustomer;
let owner: TestCustomer;
let ownerCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await addCustomer(t.db, { name: '  Ana Maria Teste ' });
  owner = await addCustomer(t.db, { name: 'Carlos Dono' });
  const [company] = await t.db.db
    .insert(companies)
    .values({
      ownerId: owner.id,
      tradeName: 'Metalúrgica Teste',
      name: 'Metalúrgica Teste Ltda',
      email: 'contato@metalurgica.test',
      cnpj: '11222333000181',
      about: 'about',
      aboutShort: 'short',
      postalCode: '13400000',
      address: 'Rua A',
      addressNumber: '1',
      addressNeighborhood: 'Centro',
      cityId: 9896,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: companies.id });
  ownerCompanyId = company.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t.db);
});

const me = (headers: Record<string, string>) =>
  api(t.app, { method: 'GET', url: '/app/customer/info', headers });

describe('POST /auth/login', () => {
  it('logs in with a formatted or bare CPF and binds the user to the app session', async () => {
    const headers = await openSession(t.app, 'en');
    const formatted = ana.doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const body = await login(t.app, headers, { document: formatted, password: ana.password });
    expect(body).toEqual({
      response: true,
      message: 'Welcome, Ana!',
      register: { id: ana.id, shortName: 'Ana', company: 0, companyName: '' },
      token: { name: 'app-token', value: expect.any(String) },
    });
    expect((await me(headers)).response).toBe(true);
    const bare = await login(t.app, await openSession(t.app, 'pt-BR'), {
      document: ana.doc,
      password: ana.password,
    });
    expect(bare.message).toBe('Bem-vindo(a), Ana!');
  });

  it("names the owner's company in the session user", async () => {
    const headers = await openSession(t.app);
    const body = await login(t.app, headers, { document: owner.doc, password: owner.password });
    expect(body.register).toEqual({
      id: owner.id,
      shortName: 'Carlos',
      company: ownerCompanyId,
      companyName: 'Metalúrgica Teste',
    });
  });

  it('gives the session a new token: the one known before the login no longer works', async () => {
    const headers = await openSession(t.app, 'en');
    const before = { ...headers };
    const body = await login(t.app, headers, { document: ana.doc, password: ana.password });
    expect(body.response).toBe(true);
    expect(headers['app-token']).not.toBe(before['app-token']);
    // Whoever planted or saw the pre-login token cannot use the logged-in session, nor renew it.
    expect((await me(before)).error).toBe('SES002');
    expect((await api(t.app, { method: 'GET', url: '/app/session/info', headers: before })).error).toBe(
      'SES002',
    );
    expect((await me(headers)).response).toBe(true);
    // A failed login changes nothing.
    const kept = { ...headers };
    expect((await login(t.app, headers, { document: ana.doc, password: 'Wrong#2026' })).error).toBe('AUT001');
    expect(headers).toEqual(kept);
    expect((await me(headers)).response).toBe(true);
  });

  it('answers a wrong password exactly like an unknown CPF', async () => {
    const headers = await openSession(t.app, 'en');
    const wrong = await login(t.app, headers, { document: ana.doc, password: 'Wrong#2026' });
    const unknown = await login(t.app, headers, { document: newCpf(), password: ana.password });
    expect(wrong).toEqual({ response: false, error: 'AUT001', message: 'Invalid CPF or password.' });
    expect(unknown).toEqual(wrong);
    expect((await me(headers)).error).toBe('SES006');
  });

  it('validates the document and the password before anything else', async () => {
    const headers = await openSession(t.app, 'en');
    const body = await login(t.app, headers, { document: '111.111.111-11', password: '' });
    expect(body.error).toBe('VAL001');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['document', 'password']);
  });

  it('needs an app session', async () => {
    const body = await api(t.app, {
      method: 'POST',
      url: '/app/auth/login',
      payload: { document: ana.doc, password: ana.password },
    });
    expect(body.error).toBe('SES001');
  });

  it('without a device answers no persistent token and stores none', async () => {
    const headers = await openSession(t.app);
    const body = await login(t.app, headers, { document: ana.doc, password: ana.password });
    expect(body).not.toHaveProperty('persistent');
    const rows = await t.db.db.select().from(persistentLogins).where(eq(persistentLogins.userId, ana.id));
    expect(rows).toHaveLength(0);
  });
});

describe('persistent login', () => {
  it('issues a device-bound token (hash stored, 90 days) that logs in from another app session', async () => {
    const device = randomUUID();
    const first = await openSession(t.app);
    const body = await login(t.app, first, { document: ana.doc, password: ana.password, device });
    expect(typeof body.persistent).toBe('string');
    const token = body.persistent as string;
    const [row] = await t.db.db.select().from(persistentLogins).where(eq(persistentLogins.device, device));
    expect(row.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const second = await openSession(t.app);
    const again = await api(t.app, {
      method: 'POST',
      url: '/app/auth/login_token',
      headers: second,
      payload: { token, device },
    });
    expect(again).toEqual({
      response: true,
      register: { id: ana.id, shortName: 'Ana', company: 0, companyName: '' },
      token: { name: 'app-token', value: expect.any(String) },
    });
    // A login by token rotates the session's token too.
    expect((await me(second)).error).toBe('SES002');
    adoptToken(second, again);
    expect((await me(second)).response).toBe(true);
  });

  it('refuses another device, an unknown token and an expired one with AUT003', async () => {
    const device = randomUUID();
    const body = await login(t.app, await openSession(t.app), {
      document: ana.doc,
      password: ana.password,
      device,
    });
    const token = body.persistent as string;
    const headers = await openSession(t.app, 'en');
    const tokenLogin = (payload: { token: string; device: string }) =>
      api(t.app, { method: 'POST', url: '/app/auth/login_token', headers, payload });
    expect((await tokenLogin({ token, device: randomUUID() })).error).toBe('AUT003');
    expect((await tokenLogin({ token: 'nope', device })).error).toBe('AUT003');
    await t.db.db
      .update(persistentLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(persistentLogins.device, device));
    const expired = await tokenLogin({ token, device });
    expect(expired).toEqual({
      response: false,
      error: 'AUT003',
      message: 'Your saved login has expired, please log in again.',
    });
    expect((await me(headers)).error).toBe('SES006');
  });

  it('a new login on the same device replaces its token', async () => {
    const device = randomUUID();
    const a = await login(t.app, await openSession(t.app), {
      document: ana.doc,
      password: ana.password,
      device,
    });
    const b = await login(t.app, await openSession(t.app), {
      document: ana.doc,
      password: ana.password,
      device,
    });
    const rows = await t.db.db.select().from(persistentLogins).where(eq(persistentLogins.device, device));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSecret(b.persistent as string));
    expect(a.persistent).not.toBe(b.persistent);
  });
});

describe('DELETE /auth/logout', () => {
  it("ends the login and revokes this device's token, not other devices'", async () => {
    const device = randomUUID();
    const otherDevice = randomUUID();
    const headers = await openSession(t.app);
    const body = await login(t.app, headers, { document: ana.doc, password: ana.password, device });
    const other = await login(t.app, await openSession(t.app), {
      document: ana.doc,
      password: ana.password,
      device: otherDevice,
    });
    const out = await api(t.app, { method: 'DELETE', url: '/app/auth/logout', headers });
    expect(out).toEqual({ response: true });
    expect((await me(headers)).error).toBe('SES006');

    const tokenLogin = async (token: string, dev: string) =>
      api(t.app, {
        method: 'POST',
        url: '/app/auth/login_token',
        headers: await openSession(t.app),
        payload: { token, device: dev },
      });
    expect((await tokenLogin(body.persistent as string, device)).error).toBe('AUT003');
    expect((await tokenLogin(other.persistent as string, otherDevice)).response).toBe(true);
  });

  it('revokes the token also after logging in with it', async () => {
    const device = randomUUID();
    const body = await login(t.app, await openSession(t.app), {
      document: ana.doc,
      password: ana.password,
      device,
    });
    const headers = await openSession(t.app);
    const payload = { token: body.persistent as string, device };
    const tokenLogin = await api(t.app, { method: 'POST', url: '/app/auth/login_token', headers, payload });
    expect(tokenLogin.response).toBe(true);
    adoptToken(headers, tokenLogin);
    expect((await api(t.app, { method: 'DELETE', url: '/app/auth/logout', headers })).response).toBe(true);
    const again = await api(t.app, {
      method: 'POST',
      url: '/app/auth/login_token',
      headers: await openSession(t.app),
      payload,
    });
    expect(again.error).toBe('AUT003');
  });

  it('needs a logged-in user', async () => {
    const body = await api(t.app, {
      method: 'DELETE',
      url: '/app/auth/logout',
      headers: await openSession(t.app),
    });
    expect(body.error).toBe('SES006');
  });
});

describe('app sessions', () => {
  it('logging in again in the same session switches the user', async () => {
    const headers = await openSession(t.app);
    await login(t.app, headers, { document: ana.doc, password: ana.password });
    await login(t.app, headers, { document: owner.doc, password: owner.password });
    const [row] = await t.db.db
      .select({ userId: appSessions.userId })
      .from(appSessions)
      .where(eq(appSessions.authHash, hashSecret(headers['app-auth'])));
    expect(row.userId).toBe(owner.id);
  });

  it('ends a login unused for 12 hours (SES003); a stay-logged-in token logs in again', async () => {
    const device = randomUUID();
    const headers = await openSession(t.app);
    const body = await login(t.app, headers, { document: ana.doc, password: ana.password, device });
    const session = eq(appSessions.authHash, hashSecret(headers['app-auth']));
    const [row] = await t.db.db.select().from(appSessions).where(session);
    const hours = ((row.loginExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    // Twelve hours pass without a call.
    await t.db.db
      .update(appSessions)
      .set({ loginExpiresAt: new Date(Date.now() - 1000) })
      .where(session);
    expect((await me(headers)).error).toBe('SES003');
    expect((await me(headers)).error).toBe('SES006');

    const again = await api(t.app, {
      method: 'POST',
      url: '/app/auth/login_token',
      headers,
      payload: { token: body.persistent, device },
    });
    expect(again.response).toBe(true);
    adoptToken(headers, again);
    expect((await me(headers)).response).toBe(true);
  });
});
