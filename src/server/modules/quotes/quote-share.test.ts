import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../../shared/time';
import { createTestApp, type TestApp } from '../../test/harness';
import { quoteCalls, quoteOf } from '../../test/quote-calls';
import { api, type QuoteScenario, quoteScenario, type TestUser } from '../../test/quote-fixtures';
import { readSharedQuote } from './quote-share-service';
import { openItemQuote, sendLines } from './test/item-quote';

/* Issue 34 item 5: read-only share links: who makes them, what they read, expiry, revocation. */

let t: TestApp;
let s: QuoteScenario;
let reqId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await quoteScenario(t);
  reqId = await openItemQuote(t, s, 'Flanges for the boss');
  const ids = (quoteOf(await quoteCalls(t).infoCustomer(s.owner, reqId)).items ?? []).map((i) => i.reqId);
  await sendLines(t, s.first, reqId, {
    lines: ids.map((item) => ({ item, unit_price_cents: 1000, delivery_days: 10 })),
    freight: 'cif_value',
    freight_cents: 5000,
  });
  await sendLines(t, s.second, reqId, {
    lines: ids.map((item, i) =>
      i === 1 ? { item, cannot_supply: true } : { item, unit_price_cents: 900, delivery_days: 20 },
    ),
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const share = (who: TestUser, id = reqId) =>
  api(t, 'POST', '/quotes/share_link', who.headers, { req_id: id });
const links = (who: TestUser, id = reqId) =>
  api(t, 'POST', '/quotes/share_links', who.headers, { req_id: id });
const revoke = (who: TestUser, link: string) =>
  api(t, 'POST', '/quotes/share_link_revoke', who.headers, { req_id: link });
const read = (token: string, lang = 'en') =>
  api(t, 'POST', '/quotes/shared', { ...s.visitor, 'app-language': lang }, { token });

interface Made {
  reqId: string;
  url: string;
  expiresAt: string;
}
async function made(who: TestUser, id = reqId): Promise<Made & { token: string }> {
  const res = await share(who, id);
  expect(res.body.response, JSON.stringify(res.body)).toBe(true);
  const data = res.body.data as Made;
  return { ...data, token: data.url.split('/').pop() ?? '' };
}

describe('share links', () => {
  it('gives the owner a 14-day link that a visitor reads: the request and the comparison, no contacts', async () => {
    const before = Date.now();
    const link = await made(s.owner);
    expect(link.url).toMatch(/\/shared-quote\/[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(14 * DAY_MS - MINUTE_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    const res = await read(link.token, 'pt-BR');
    expect(res.body).toMatchObject({ response: true });
    const data = res.body.data as Record<string, unknown> & {
      suppliers: { companyName: string; lowestTotal: boolean; freightCents: number | null }[];
      rows: { cells: unknown[] }[];
      items: unknown[];
    };
    expect(data.title).toBe('Flanges for the boss');
    expect(data.items).toHaveLength(3);
    expect(data.suppliers.map((x) => [x.companyName, x.freightCents])).toEqual([
      ['Second', null],
      ['Primeira', 5000],
    ]);
    expect(data.rows[1]?.cells[0]).toBeNull();
    // Nothing that reaches a supplier or the requester, nor the ids the owner's calls take.
    const text = JSON.stringify(res.body);
    for (const secret of [s.first.email, s.second.email, s.owner.email, 'Maria Buyer', '"proposal"', 'phone'])
      expect(text).not.toContain(secret);
    // The owner sees it among the live links, without its URL.
    const live = (await links(s.owner)).body.data as Record<string, unknown>[];
    expect(live.map((l) => l.reqId)).toContain(link.reqId);
    expect(JSON.stringify(live)).not.toContain(link.token);
  });

  it('stops reading after 14 days (QSH001), in the reader’s language', async () => {
    const link = await made(s.owner);
    const expires = Date.parse(link.expiresAt);
    const justBefore = await readSharedQuote(
      t.db.db,
      link.token,
      'en',
      '192.0.2.10',
      new Date(expires - 1000),
    );
    expect(justBefore.title).toBe('Flanges for the boss');
    await expect(
      readSharedQuote(t.db.db, link.token, 'en', '192.0.2.10', new Date(expires + 1)),
    ).rejects.toMatchObject({ code: 'QSH001' });
    await revoke(s.owner, link.reqId);
  });

  it('stops reading once revoked; only the owner revokes', async () => {
    const link = await made(s.owner);
    for (const who of [s.otherCustomer, s.first] as TestUser[])
      expect((await revoke(who, link.reqId)).body).toMatchObject({ response: false, error: 'NFD001' });
    expect((await read(link.token)).body).toMatchObject({ response: true });
    const left = await revoke(s.owner, link.reqId);
    expect((left.body.data as { reqId: string }[]).map((l) => l.reqId)).not.toContain(link.reqId);
    expect((await read(link.token)).body).toMatchObject({ response: false, error: 'QSH001' });
    const pt = await read(link.token, 'pt-BR');
    expect(pt.body.message).toMatch(/não é mais válido/);
    expect((await read('not-a-token')).body).toMatchObject({ response: false, error: 'QSH001' });
  });

  it('a link reads its own quote only', async () => {
    const other = await openItemQuote(t, s, 'Another request');
    const link = await made(s.owner, other);
    const data = (await read(link.token)).body.data as { title: string; suppliers: unknown[] };
    expect(data).toMatchObject({ title: 'Another request', suppliers: [] });
  });

  it('refuses another customer, a recipient, a company and a visitor, by hand', async () => {
    for (const who of [s.otherCustomer, s.first, s.otherCompany] as TestUser[]) {
      expect((await share(who)).body).toMatchObject({ response: false, error: 'NFD001' });
      expect((await links(who)).body).toMatchObject({ response: false, error: 'NFD001' });
    }
    const visitor = await api(t, 'POST', '/quotes/share_link', s.visitor, { req_id: reqId });
    expect(visitor.body).toMatchObject({ response: false, error: 'SES006' });
  });

  it('allows 5 live links per quote (QSH002), and another once one is revoked', async () => {
    const quote = await openItemQuote(t, s, 'Many links');
    const all = [];
    for (let i = 0; i < 5; i++) all.push(await made(s.owner, quote));
    const refused = await share(s.owner, quote);
    expect(refused.body).toMatchObject({ response: false, error: 'QSH002' });
    expect(refused.body.message).toBe('This quote already has 5 live share links: revoke one first.');
    await revoke(s.owner, all[0].reqId);
    expect((await share(s.owner, quote)).body).toMatchObject({ response: true });
  });

  it('limits reads per client address (AUT002 past 60 in 10 minutes)', async () => {
    const link = await made(s.owner);
    const now = new Date();
    for (let i = 0; i < 60; i++) await readSharedQuote(t.db.db, link.token, 'en', '198.51.100.7', now);
    await expect(readSharedQuote(t.db.db, link.token, 'en', '198.51.100.7', now)).rejects.toMatchObject({
      code: 'AUT002',
    });
    // Another address still reads.
    await expect(readSharedQuote(t.db.db, link.token, 'en', '198.51.100.8', now)).resolves.toBeDefined();
  });
});
