import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { persistentLogins } from '../../db/schema/sessions';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import { api, postQuote, type QuoteScenario, quoteScenario } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

let t: TestApp;
let s: QuoteScenario;
let admin: TestUser;
let person: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  person = await createStaff(t, [], {
    name: 'Bruno Bloqueável',
    email: 'bruno.b@example.com',
    lang: 'pt-BR',
  });
});
afterAll(() => t.close());

type Row = {
  id: number;
  name: string;
  doc: string;
  blockedAt: string | null;
  blockedReason: string | null;
  quotes: { total: number; open: number; concluded: number; cancelled: number };
};
const asAdmin = (url: string, payload: Record<string, unknown>) =>
  api(t, 'POST', url, admin.headers, payload);
const list = async (payload: Record<string, unknown>) =>
  (await asAdmin('/admin/customers/list', payload)).body as unknown as { data: Row[]; total: number };

async function login(who: TestUser, device?: string) {
  const headers = await openSession(t.app, 'en');
  const res = await api(t, 'POST', '/auth/login', headers, {
    document: who.doc,
    password: who.password,
    ...(device ? { device } : {}),
  });
  const token = res.body.token as { name: string; value: string } | undefined;
  return { ...res, headers: token ? { ...headers, [token.name]: token.value } : headers };
}

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the customers list', () => {
  it('finds a person by name (without accents), e-mail or CPF, formatted or not, with their quotes by status', async () => {
    await postQuote(t, person, { category: s.category, companies: [s.first.company.id] });
    const formatted = `${person.doc.slice(0, 3)}.${person.doc.slice(3, 6)}.${person.doc.slice(6, 9)}-${person.doc.slice(9)}`;
    for (const search of ['bloqueavel', 'BRUNO.B@example', person.doc, formatted]) {
      const found = await list({ search });
      expect(
        found.data.map((r) => r.id),
        search,
      ).toEqual([person.id]);
    }
    const [row] = (await list({ search: person.doc })).data;
    expect(row).toMatchObject({ name: 'Bruno Bloqueável', doc: formatted, blockedAt: null });
    expect(row.quotes).toEqual({ total: 1, open: 1, concluded: 0, cancelled: 0 });
    expect((await list({ search: 'nobody-has-this' })).total).toBe(0);
  });

  it('never answers a password hash, a token or a recovery code', async () => {
    const body = (await asAdmin('/admin/customers/list', {})).body;
    expect(body.response).toBe(true);
    const keys = new Set(keysOf(body));
    for (const secret of [
      'password',
      'passwordHash',
      'password_hash',
      'token',
      'tokenHash',
      'code',
      'codeHash',
    ])
      expect(keys.has(secret), secret).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|token/i);
  });
});

describe('blocking and unblocking', () => {
  it('ends the logins at once, refuses login and quote requests with BLK001 in both languages, and audits', async () => {
    const device = randomUUID();
    const saved = await login(person, device);
    expect(saved.body.response).toBe(true);
    const persistent = saved.body.persistent as string;
    const before = await api(t, 'GET', '/customer/info', person.headers);
    expect(before.body.response).toBe(true);

    const blocked = await asAdmin('/admin/customers/block', { id: person.id, reason: 'Fraudulent requests' });
    expect(blocked.body).toEqual({
      response: true,
      message: 'Bruno Bloqueável is blocked; their logins have ended.',
    });

    // The session that was logged in is told its login has ended; the saved login is gone.
    expect((await api(t, 'GET', '/customer/info', person.headers)).body.error).toBe('SES003');
    expect(
      await t.db.db.select().from(persistentLogins).where(eq(persistentLogins.userId, person.id)),
    ).toEqual([]);
    const again = await api(t, 'POST', '/auth/login_token', await openSession(t.app), {
      token: persistent,
      device,
    });
    expect(again.body.response).toBe(false);

    const refused = await login(person);
    expect(refused.body).toMatchObject({ response: false, error: 'BLK001' });
    expect(refused.body.message).toMatch(/blocked by the association/);
    const pt = await api(t, 'POST', '/auth/login', await openSession(t.app, 'pt-BR'), {
      document: person.doc,
      password: person.password,
    });
    expect(pt.body.message).toMatch(/bloqueada pela associação/);

    // A quote request is refused even from a login that raced the block (still bound).
    const stale = await createStaff(t, []);
    await t.db.db
      .update(customers)
      .set({ blockedAt: new Date(), blockedReason: 'Spam' })
      .where(eq(customers.id, stale.id));
    const quote = await postQuote(t, stale, { category: s.category, companies: [s.first.company.id] });
    expect(quote.body).toMatchObject({ response: false, error: 'BLK001' });

    const [row] = (await list({ search: person.doc })).data;
    expect(row).toMatchObject({ blockedReason: 'Fraudulent requests', blockedAt: expect.any(String) });
    expect((await list({ status: 'blocked' })).data.map((r) => r.id).sort()).toEqual(
      [person.id, stale.id].sort(),
    );

    const audit = await asAdmin('/admin/audit/list', { action: 'customer.block' });
    const entries = (audit.body as unknown as { data: { actor: string; target: string; after: unknown }[] })
      .data;
    expect(entries.find((e) => e.target.includes('Bruno'))).toMatchObject({
      actor: 'Ana Admin',
      after: { blockedReason: 'Fraudulent requests' },
    });
  });

  it('refuses to block twice or to block oneself, and lets the person in again once unblocked', async () => {
    expect((await asAdmin('/admin/customers/block', { id: person.id, reason: 'again' })).body.error).toBe(
      'BLK002',
    );
    expect((await asAdmin('/admin/customers/block', { id: admin.id, reason: 'oops' })).body.error).toBe(
      'BLK002',
    );
    expect((await asAdmin('/admin/customers/block', { id: 99_999_999, reason: 'ghost' })).body.error).toBe(
      'NFD001',
    );
    expect((await asAdmin('/admin/customers/block', { id: person.id, reason: '' })).body).toMatchObject({
      error: 'VAL001',
      fields: { reason: expect.any(String) },
    });

    const unblocked = await asAdmin('/admin/customers/unblock', { id: person.id });
    expect(unblocked.body).toEqual({ response: true, message: 'Bruno Bloqueável can log in again.' });
    expect((await asAdmin('/admin/customers/unblock', { id: person.id })).body.error).toBe('BLK002');
    const back = await login(person);
    expect(back.body.response).toBe(true);
    const quote = await postQuote(t, { ...person, headers: back.headers }, { category: s.category });
    expect(quote.body.response, JSON.stringify(quote.body)).toBe(true);
    const audit = await asAdmin('/admin/audit/list', { action: 'customer.unblock' });
    expect((audit.body as unknown as { total: number }).total).toBe(1);
  });
});
