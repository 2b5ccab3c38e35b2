import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/errors';
import { buildApp } from '../../app';
import { appSessions } from '../../db/schema/sessions';
import { hashSecret } from '../../lib/ids';
import { call, createTestApp, openSession, type TestApp } from '../../test/harness';

// A probe route exercising the framework (validation, user access) without depending on later modules.
async function probeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/app/probe/echo', {
    config: { access: 'session' },
    schema: { body: z.object({ name: z.string().min(1).max(5), age: z.number().int() }) },
    handler: async (req) => ({ response: true, name: req.body.name }),
  });
  r.get('/app/probe/me', {
    config: { access: 'user' },
    handler: async (req) => ({ response: true, userId: req.appSession?.userId }),
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, probeRoutes);
});
afterAll(async () => {
  await t.close();
});

describe('session protocol', () => {
  it('opens a session with appAuth and a named token', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/app/session/open' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ response: true, token: { name: 'app-token' } });
    expect(typeof body.appAuth).toBe('string');
    expect((body.appAuth as string).length).toBeGreaterThanOrEqual(22);
  });

  it('stores only hashes of the secrets', async () => {
    const headers = await openSession(t.app);
    const rows = await t.db.db
      .select({ authHash: appSessions.authHash, tokenHash: appSessions.tokenHash })
      .from(appSessions)
      .where(eq(appSessions.authHash, hashSecret(headers['app-auth'])));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSecret(headers['app-token']));
    expect(JSON.stringify(rows)).not.toContain(headers['app-auth']);
  });

  it('answers SES001 without app-auth or with an unknown one', async () => {
    const none = await call(t.app, { method: 'GET', url: '/app/session/info' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ response: false, error: 'SES001' });
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/app/session/info',
      headers: { 'app-auth': 'nope', 'app-token': 'nope' },
    });
    expect(unknown.body).toMatchObject({ response: false, error: 'SES001' });
  });

  it('answers SES002 for a token of another session', async () => {
    const a = await openSession(t.app);
    const b = await openSession(t.app);
    const res = await call(t.app, {
      method: 'GET',
      url: '/app/session/info',
      headers: { ...a, 'app-token': b['app-token'] },
    });
    expect(res.body).toMatchObject({ response: false, error: 'SES002' });
  });

  it('answers SES006 on a logged-in call without a user, in the request language', async () => {
    const en = await openSession(t.app, 'en');
    const res = await call(t.app, { method: 'GET', url: '/app/probe/me', headers: en });
    expect(res.body).toEqual({ response: false, error: 'SES006', message: 'You must log in to continue.' });
    const pt = await call(t.app, {
      method: 'GET',
      url: '/app/probe/me',
      headers: { ...en, 'app-language': 'xx' },
    });
    expect(pt.body).toMatchObject({ error: 'SES006', message: 'Você precisa entrar para continuar.' });
  });

  it('answers ATA002 for an expired token and renews it through /session/info', async () => {
    const headers = await openSession(t.app);
    await t.db.db
      .update(appSessions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appSessions.authHash, hashSecret(headers['app-auth'])));
    const expired = await call(t.app, {
      method: 'POST',
      url: '/app/probe/echo',
      headers,
      payload: { name: 'ab', age: 1 },
    });
    expect(expired.body).toMatchObject({ response: false, error: 'ATA002' });

    const info = await call<{ response: boolean; token: { name: string; value: string } }>(t.app, {
      method: 'GET',
      url: '/app/session/info',
      headers,
    });
    expect(info.body.response).toBe(true);
    expect(info.body.token.name).toBe('app-token');
    expect(info.body.token.value).not.toBe(headers['app-token']);

    const retried = await call(t.app, {
      method: 'POST',
      url: '/app/probe/echo',
      headers: { ...headers, 'app-token': info.body.token.value },
      payload: { name: 'ab', age: 1 },
    });
    expect(retried.body).toEqual({ response: true, name: 'ab' });
    // The old token is dead after renewal.
    const old = await call(t.app, {
      method: 'POST',
      url: '/app/probe/echo',
      headers,
      payload: { name: 'a', age: 1 },
    });
    expect(old.body).toMatchObject({ error: 'SES002' });
  });

  it('forgets an app session idle for more than 30 days', async () => {
    const headers = await openSession(t.app);
    await t.db.db
      .update(appSessions)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(appSessions.authHash, hashSecret(headers['app-auth'])));
    const res = await call(t.app, { method: 'GET', url: '/app/session/info', headers });
    expect(res.body).toMatchObject({ error: 'SES001' });
  });
});

describe('the wire', () => {
  it('validates the body before the handler and names each field in the request language', async () => {
    const headers = await openSession(t.app, 'en');
    const res = await call<{
      response: boolean;
      error: string;
      fields: Record<string, string>;
      message: string;
    }>(t.app, {
      method: 'POST',
      url: '/app/probe/echo',
      headers,
      payload: { name: 'too long name', age: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toBe(false);
    expect(res.body.error).toBe('VAL001');
    expect(Object.keys(res.body.fields).sort()).toEqual(['age', 'name']);
    expect(res.body.message.split(';')).toHaveLength(2);
  });

  it('answers 400 with a JSON body for malformed JSON', async () => {
    const headers = await openSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/probe/echo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ response: false, error: 'GEN400' });
  });

  it('answers a fault of the request itself before the session: 400 and 413 without headers too', async () => {
    const json = { 'content-type': 'application/json' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/app/probe/echo',
      headers: json,
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ response: false, error: 'GEN400' });
    const large = await t.app.inject({
      method: 'POST',
      url: '/app/probe/echo',
      headers: json,
      payload: JSON.stringify({ name: 'a'.repeat(200_000), age: 1 }),
    });
    expect(large.statusCode).toBe(413);
    // A well-formed body still needs the session, and is not validated without it.
    const invalid = await call(t.app, { method: 'POST', url: '/app/probe/echo', payload: { age: 'x' } });
    expect(invalid.body).toMatchObject({ response: false, error: 'SES001' });
  });

  it('takes an empty body under the JSON content type as an empty object, and names each missing field', async () => {
    const headers = await openSession(t.app, 'en');
    for (const payload of ['', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app/probe/echo',
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { response: boolean; error: string; fields: Record<string, string> };
      expect(body).toMatchObject({ response: false, error: 'VAL001' });
      expect(Object.keys(body.fields).sort()).toEqual(['age', 'name']);
    }
    // A call without a body at all, sent with the JSON header as every call is (PRODUCT.md 7).
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/app/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    // Not a malformed request: the route itself answers (no one is logged in on this session).
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ response: false, error: 'SES006' });
  });

  it('answers 413 with a JSON body for a body over the limit', async () => {
    const headers = await openSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/probe/echo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'a'.repeat(200_000), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ response: false, error: 'GEN413' });
  });

  it('answers a JSON 404 for an unknown /app path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ response: false, error: 'GEN404' });
  });

  it('serves health and the OpenAPI document listing the error codes', async () => {
    const health = await call(t.app, { method: 'GET', url: '/app/health' });
    expect(health.body).toEqual({ response: true, status: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/app/docs/json' });
    expect(docs.statusCode).toBe(200);
    const doc = docs.json() as { paths: Record<string, unknown>; info: { description: string } };
    expect(Object.keys(doc.paths)).toContain('/app/session/open');
    // Every code the server can raise, each in a row of the table with its meaning.
    for (const [code, meaning] of Object.entries(ERROR_CODES)) {
      expect(doc.info.description).toContain(`| \`${code}\` | ${meaning} |`);
    }
    // Each operation says who may call it, from the route's own config.access.
    type Operation = { security?: unknown[]; description?: string };
    const operation = (path: string, method: string) =>
      (doc.paths[path] as Record<string, Operation>)[method];
    const headers = [{ appAuth: [], appToken: [] }];
    expect(operation('/app/categories/list_full', 'get')).toMatchObject({
      security: [],
      description: expect.stringMatching(/^Public/),
    });
    expect(operation('/app/companies/list', 'post')).toMatchObject({
      security: headers,
      description: expect.stringMatching(/^Needs an app session/),
    });
    expect(operation('/app/customer/info', 'get')).toMatchObject({
      security: headers,
      description: expect.stringMatching(/^Needs a logged-in user/),
    });
  });

  it('refuses to start when an /app route does not declare who may call it', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    await expect(
      (async () => {
        app.get('/app/forgotten', async () => ({ response: true }));
        await app.ready();
      })(),
    ).rejects.toThrow(/must declare config.access/);
    await app.close();
  });
});
