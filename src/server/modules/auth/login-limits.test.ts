import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/sessions';
import { LIMITS, SLOWDOWN } from '../../lib/rate-limit';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { loginAddressKey } from './auth-service';
import { addCustomer, clearRateLimits, login, newCpf, type TestCustomer } from './test-accounts';

let t: TestApp;
let ana: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  ana = await addCustomer(t.db);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t.db);
});

describe('brute force', () => {
  it(`locks a CPF after ${LIMITS.loginCpf.max} failures, even for the right password`, async () => {
    const victim = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    for (let i = 0; i < LIMITS.loginCpf.max; i++) {
      const body = await login(t.app, headers, { document: victim.doc, password: `Wrong#${i}` });
      expect(body.error).toBe('AUT001');
    }
    // Another client address: the lock is the CPF's.
    const locked = await login(
      t.app,
      headers,
      { document: victim.doc, password: victim.password },
      '10.0.0.9',
    );
    expect(locked).toEqual({
      response: false,
      error: 'AUT002',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    // A rate limit is a fault of the request (DECISIONS.md 3): HTTP 429, and when to come back.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/app/auth/login',
      headers,
      payload: { document: victim.doc, password: victim.password },
    });
    expect(raw.statusCode).toBe(429);
    expect(raw.headers['retry-after']).toBe(String(15 * 60));
    expect(raw.json()).toMatchObject({ response: false, error: 'AUT002' });
    // Other CPFs from the same address still work.
    expect((await login(t.app, headers, { document: ana.doc, password: ana.password })).response).toBe(true);
    // When the lock has passed, the right password works again.
    await t.db.db.update(rateLimits).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await login(t.app, headers, { document: victim.doc, password: victim.password })).response).toBe(
      true,
    );
  });

  it('answers repeated failures for a CPF ever more slowly before the lock', async () => {
    const user = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const slowAfter = LIMITS.loginCpf.slowAfter ?? 0;
    expect(slowAfter).toBeLessThan(LIMITS.loginCpf.max - 1);
    for (let i = 0; i < slowAfter; i++) {
      expect((await login(t.app, headers, { document: user.doc, password: 'Wrong#1' })).error).toBe('AUT001');
    }
    // The next two failures wait one and two steps on top of the password check.
    for (const steps of [1, 2]) {
      const started = performance.now();
      const body = await login(t.app, headers, { document: user.doc, password: 'Wrong#1' });
      expect(body.error).toBe('AUT001');
      expect(performance.now() - started).toBeGreaterThanOrEqual(steps * SLOWDOWN.stepMs - 5);
    }
  });

  it('a successful login clears the CPF counter', async () => {
    const user = await addCustomer(t.db);
    const headers = await openSession(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.loginCpf.max - 1; i++) {
        expect((await login(t.app, headers, { document: user.doc, password: 'Wrong#1' })).error).toBe(
          'AUT001',
        );
      }
      expect((await login(t.app, headers, { document: user.doc, password: user.password })).response).toBe(
        true,
      );
    }
  });

  it(`locks a client address after ${LIMITS.loginAddress.max} failures, whatever the CPF`, async () => {
    const address = '10.1.2.3';
    const headers = await openSession(t.app, 'en');
    // The counter as earlier failures from this address left it.
    await t.db.db.insert(rateLimits).values({
      key: loginAddressKey(address),
      count: LIMITS.loginAddress.max - 1,
      windowStart: new Date(),
    });
    const last = await login(t.app, headers, { document: newCpf(), password: 'Wrong#1' }, address);
    expect(last.error).toBe('AUT001');
    const locked = await login(t.app, headers, { document: ana.doc, password: ana.password }, address);
    expect(locked.error).toBe('AUT002');
    expect(locked.message).toMatch(/15 minutes/);
    expect(
      (await login(t.app, headers, { document: ana.doc, password: ana.password }, '10.1.2.4')).response,
    ).toBe(true);
  });

  it('counts address failures for real, one by one', async () => {
    const address = '10.9.9.9';
    const headers = await openSession(t.app);
    for (let i = 0; i < LIMITS.loginAddress.max; i++) {
      await login(t.app, headers, { document: newCpf(), password: 'Wrong#1' }, address);
    }
    const [row] = await t.db.db
      .select({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil })
      .from(rateLimits)
      .where(eq(rateLimits.key, loginAddressKey(address)));
    expect(row.count).toBe(LIMITS.loginAddress.max);
    expect(row.lockedUntil).not.toBeNull();
  });
});
