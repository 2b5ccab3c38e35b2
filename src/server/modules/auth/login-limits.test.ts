import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/sessions';
import { addCustomer, clearRateLimits, login, newCpf, type TestCustomer } from '../../test/accounts';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { LIMITS, SLOWDOWN } from '../rate-limit/rate-limit-service';
import { loginAddressKey, loginCpfKey } from './auth-service';

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
  it(`locks a CPF from one address after ${LIMITS.loginCpfAddress.max} failures, not its owner elsewhere`, async () => {
    const victim = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const attacker = '10.0.0.8';
    for (let i = 0; i < LIMITS.loginCpfAddress.max; i++) {
      const body = await login(t.app, headers, { document: victim.doc, password: `Wrong#${i}` }, attacker);
      expect(body.error).toBe('AUT001');
    }
    // From the guessing address, even the right password is refused.
    const locked = await login(t.app, headers, { document: victim.doc, password: victim.password }, attacker);
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
      remoteAddress: attacker,
      payload: { document: victim.doc, password: victim.password },
    });
    expect(raw.statusCode).toBe(429);
    expect(raw.headers['retry-after']).toBe(String(15 * 60));
    expect(raw.json()).toMatchObject({ response: false, error: 'AUT002' });
    // Other CPFs from the same address still work.
    expect(
      (await login(t.app, headers, { document: ana.doc, password: ana.password }, attacker)).response,
    ).toBe(true);
    // The owner, from another address, gets in: CPFs are not secret, so no one can lock one.
    const owner = await openSession(t.app);
    expect(
      (await login(t.app, owner, { document: victim.doc, password: victim.password }, '10.0.0.9')).response,
    ).toBe(true);
    // When the lock has passed, the right password works from the guessing address again.
    await t.db.db.update(rateLimits).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect(
      (await login(t.app, headers, { document: victim.doc, password: victim.password }, attacker)).response,
    ).toBe(true);
  });

  it('never locks a CPF guessed from many addresses: every login to it waits longer, the right one too', async () => {
    const victim = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const slowAfter = LIMITS.loginCpf.slowAfter;
    // More failures than any lock allows, each from an address of its own.
    const failures = Math.max(LIMITS.loginCpfAddress.max, slowAfter) + 2;
    for (let i = 0; i < failures; i++) {
      const body = await login(t.app, headers, { document: victim.doc, password: 'Wrong#1' }, `10.3.0.${i}`);
      expect(body.error).toBe('AUT001');
    }
    /** The owner's own login from yet another address: it works, after how many ms. */
    const ownerLogin = async (address: string) => {
      const started = performance.now();
      const body = await login(t.app, headers, { document: victim.doc, password: victim.password }, address);
      expect(body.response).toBe(true);
      return performance.now() - started;
    };
    // It waits for the failures past slowAfter.
    expect(await ownerLogin('10.3.1.1')).toBeGreaterThanOrEqual((failures - slowAfter) * SLOWDOWN.stepMs - 5);
    // However many guesses, the wait stops at the cap: slower, never locked out.
    await t.db.db
      .update(rateLimits)
      .set({ count: slowAfter + 1000 })
      .where(eq(rateLimits.key, loginCpfKey(victim.doc)));
    const waited = await ownerLogin('10.3.1.2');
    expect(waited).toBeGreaterThanOrEqual(SLOWDOWN.maxMs - 5);
    expect(waited).toBeLessThan(SLOWDOWN.maxMs + 3000);
  }, 30_000);

  it('answers repeated failures for a CPF from one address ever more slowly before the lock', async () => {
    const user = await addCustomer(t.db);
    const headers = await openSession(t.app);
    const slowAfter = LIMITS.loginCpfAddress.slowAfter;
    expect(slowAfter).toBeLessThan(LIMITS.loginCpfAddress.max - 1);
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

  it('a successful login clears the counter of its CPF and address', async () => {
    const user = await addCustomer(t.db);
    const headers = await openSession(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.loginCpfAddress.max - 1; i++) {
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
