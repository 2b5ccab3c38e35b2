import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/sessions';
import { addCustomer, api, clearRateLimits, newCpf } from '../../test/accounts';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { loginAddressKey } from './auth-service';

// What the rate limits count: the address each request is attributed to.
async function ipProbe(app: FastifyInstance) {
  app.get('/probe/ip', async (request) => ({ ip: request.ip }));
}

const PROXY = '10.0.0.1';
let forged = 0;
/** A header as a client would write it to pass for someone new on every call. */
const forgedFor = (real: string) => `198.51.100.${(forged++ % 254) + 1}, ${real}`;

/** A POST through the proxy from `client`, which puts a new made-up address before its own each time. */
function postAs(app: FastifyInstance, client: string, headers: SessionHeaders, url: string, payload: object) {
  return api(app, {
    method: 'POST',
    url,
    remoteAddress: PROXY,
    headers: { ...headers, 'x-forwarded-for': forgedFor(client) },
    payload,
  });
}

async function ipOf(app: FastifyInstance, remoteAddress: string, xff?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/probe/ip',
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });
  return (res.json() as { ip: string }).ip;
}

describe('client address behind TRUST_PROXY=1 (one hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, ipProbe);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearRateLimits(t.db);
  });

  it('is the address the proxy saw, whatever the client wrote before it', async () => {
    expect(await ipOf(t.app, PROXY, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(t.app, PROXY, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(t.app, PROXY)).toBe(PROXY);
  });

  it('forged left-most addresses do not escape the login limit per address', async () => {
    const client = '203.0.113.20';
    const headers = await openSession(t.app);
    for (let i = 0; i < LIMITS.loginAddress.max; i++) {
      const body = await postAs(t.app, client, headers, '/app/auth/login', {
        document: newCpf(),
        password: 'Wrong#123',
      });
      expect(body.error).toBe('AUT001');
    }
    const [row] = await t.db.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, loginAddressKey(client)));
    expect(row.count).toBe(LIMITS.loginAddress.max);
    const owner = await addCustomer(t.db);
    const locked = await postAs(t.app, client, headers, '/app/auth/login', {
      document: owner.doc,
      password: owner.password,
    });
    expect(locked.error).toBe('AUT002');
  }, 30_000);

  it('forged left-most addresses do not escape the limit on wrong recovery codes', async () => {
    const client = '203.0.113.21';
    const headers = await openSession(t.app);
    const send = () => postAs(t.app, client, headers, '/app/auth/validate_recv_token', { token: '00000000' });
    for (let i = 0; i < LIMITS.recoveryCodeAddress.max; i++) expect((await send()).error).toBe('AUT004');
    expect((await send()).error).toBe('AUT002');
  }, 30_000);

  it('forged left-most addresses do not escape the recovery limit per address', async () => {
    const client = '203.0.113.22';
    const headers = await openSession(t.app);
    // The counter as earlier requests from this client left it: one short of the lock.
    await t.db.db.insert(rateLimits).values({
      key: limitKey('recover:address', client),
      count: LIMITS.recoverAddress.max - 1,
      windowStart: new Date(),
    });
    const recover = () => postAs(t.app, client, headers, '/app/auth/recover', { document: newCpf() });
    expect((await recover()).response).toBe(true);
    expect((await recover()).error).toBe('AUT002');
  });
});

describe('client address behind more proxies', () => {
  it('TRUST_PROXY=2 trusts two hops: the address the outer proxy saw', async () => {
    const t = await createTestApp({ TRUST_PROXY: '2' }, ipProbe);
    try {
      expect(await ipOf(t.app, PROXY, '1.2.3.4, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
      expect(await ipOf(t.app, PROXY, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    } finally {
      await t.close();
    }
  });

  it('a list trusts only those proxies: a direct client cannot pass for another', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/24, 192.168.1.5' }, ipProbe);
    try {
      expect(await ipOf(t.app, PROXY, '1.2.3.4, 203.0.113.7, 192.168.1.5')).toBe('203.0.113.7');
      expect(await ipOf(t.app, PROXY, '203.0.113.7')).toBe('203.0.113.7');
      // Not from a listed proxy: its header is ignored.
      expect(await ipOf(t.app, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });
});
