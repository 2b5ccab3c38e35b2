import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { addCustomer, api, login, type TestCustomer } from '../../test/accounts';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { notify } from './notifications-service';

let t: TestApp;
let ana: TestCustomer;
let bia: TestCustomer;
let anaHeaders: SessionHeaders;
let biaHeaders: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  ana = await addCustomer(t.db);
  bia = await addCustomer(t.db);
  anaHeaders = await openSession(t.app);
  biaHeaders = await openSession(t.app);
  await login(t.app, anaHeaders, { document: ana.doc, password: ana.password });
  await login(t.app, biaHeaders, { document: bia.doc, password: bia.password });
});
afterAll(async () => {
  await t.close();
});

const count = async (headers: SessionHeaders) =>
  (await api(t.app, { method: 'GET', url: '/app/notifications/get_count', headers })).unread;
const list = (headers: SessionHeaders, page?: number) =>
  api(t.app, { method: 'POST', url: '/app/notifications/list', headers, payload: page ? { page } : {} });
const post = (url: string, headers: SessionHeaders, reqId: string) =>
  api(t.app, { method: 'POST', url: `/app/notifications/${url}`, headers, payload: { req_id: reqId } });

interface Item {
  id: number;
  reqId: string;
  label: string;
  text: string;
  link: string | null;
  date: string;
  read: boolean;
}

describe('notify()', () => {
  it('stores what happened (kind and params), not words, and answers its reqId', async () => {
    const reqId = await notify(t.db.db, {
      customerId: ana.id,
      kind: 'quoteReceived',
      params: { title: 'Eixo 4140' },
      link: '/quotes',
    });
    expect(reqId.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.db.db.select().from(notifications).where(eq(notifications.reqId, reqId));
    expect(row).toMatchObject({
      customerId: ana.id,
      kind: 'quoteReceived',
      params: { title: 'Eixo 4140' },
      label: null,
      text: null,
      link: '/quotes',
      read: false,
    });
    await t.db.db.delete(notifications).where(eq(notifications.reqId, reqId));
  });

  it('joins the caller transaction', async () => {
    await expect(
      t.db.db.transaction(async (tx) => {
        await notify(tx, { customerId: ana.id, kind: 'quoteCancelled', params: { title: 'rolled back' } });
        throw new Error('event failed');
      }),
    ).rejects.toThrow('event failed');
    expect(
      await t.db.db.select().from(notifications).where(eq(notifications.customerId, ana.id)),
    ).toHaveLength(0);
  });
});

describe('notifications API', () => {
  it('lists 10 per page, newest first, and counts the unread', async () => {
    const base = Date.now() - 60_000;
    for (let i = 1; i <= 12; i++) {
      const reqId = await notify(t.db.db, {
        customerId: ana.id,
        kind: 'quoteCancelled',
        params: { title: `T${i}` },
      });
      await t.db.db
        .update(notifications)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(notifications.reqId, reqId));
    }
    await notify(t.db.db, { customerId: bia.id, kind: 'quoteCancelled', params: { title: 'Bia only' } });
    expect(await count(anaHeaders)).toBe(12);

    const first = await list(anaHeaders);
    expect(first.records).toBe(10);
    const items = first.data as Item[];
    const titles = (list: Item[]) => list.map((n) => /"(.*)"/.exec(n.text)?.[1]);
    expect(titles(items)).toEqual(['T12', 'T11', 'T10', 'T9', 'T8', 'T7', 'T6', 'T5', 'T4', 'T3']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      reqId: expect.any(String),
      label: 'Quote cancelled',
      text: 'The quote request "T12" was cancelled.',
      link: null,
      date: new Date(base + 12_000).toISOString(),
      read: false,
    });
    const second = (await list(anaHeaders, 2)).data as Item[];
    expect(titles(second)).toEqual(['T2', 'T1']);
    expect((await list(anaHeaders, 3)).data).toEqual([]);
    expect(titles((await list(biaHeaders)).data as Item[])).toEqual(['Bia only']);
  });

  it("writes each notification in the reader's language when read (issue 12 item 7)", async () => {
    // Ana's account language is pt-BR; she now uses the site in English, and then in Portuguese.
    await notify(t.db.db, {
      customerId: ana.id,
      kind: 'proposalReceived',
      params: { company: 'Metal Forte', title: 'Eixo 4140' },
    });
    const newest = async (lang: string) =>
      ((await list({ ...anaHeaders, 'app-language': lang })).data as Item[])[0];
    expect(await newest('en')).toMatchObject({
      label: 'Proposal received',
      text: 'Metal Forte sent a proposal for "Eixo 4140".',
    });
    expect(await newest('pt-BR')).toMatchObject({
      label: 'Proposta recebida',
      text: 'Metal Forte enviou uma proposta para "Eixo 4140".',
    });
  });

  it('keeps the words of a notification stored before kinds existed', async () => {
    await t.db.db.insert(notifications).values({
      customerId: bia.id,
      label: 'Orçamento recebido',
      text: 'Novo pedido de orçamento: "Antigo".',
    });
    const [old] = (await list({ ...biaHeaders, 'app-language': 'en' })).data as Item[];
    expect(old).toMatchObject({ label: 'Orçamento recebido', text: 'Novo pedido de orçamento: "Antigo".' });
  });

  it('set_read marks read and exclude removes, each counting down', async () => {
    const [a, b] = (await list(anaHeaders)).data as Item[];
    const before = (await count(anaHeaders)) as number;
    expect(await post('set_read', anaHeaders, a.reqId)).toEqual({ response: true });
    expect(await count(anaHeaders)).toBe(before - 1);
    expect(((await list(anaHeaders)).data as Item[])[0]).toMatchObject({ reqId: a.reqId, read: true });
    expect(await post('exclude', anaHeaders, b.reqId)).toEqual({ response: true });
    expect(await count(anaHeaders)).toBe(before - 2);
    expect(((await list(anaHeaders)).data as Item[]).some((n) => n.reqId === b.reqId)).toBe(false);
    // A removed one is gone for good.
    expect((await post('set_read', anaHeaders, b.reqId)).error).toBe('NFD001');
  });

  it("refuses another user's notification with NFD001 and leaves it alone", async () => {
    const [mine] = (await list(anaHeaders)).data as Item[];
    const read = await post('set_read', biaHeaders, mine.reqId);
    expect(read).toEqual({ response: false, error: 'NFD001', message: 'No records found!' });
    expect((await post('exclude', biaHeaders, mine.reqId)).error).toBe('NFD001');
    const [row] = await t.db.db.select().from(notifications).where(eq(notifications.reqId, mine.reqId));
    expect(row).toMatchObject({ customerId: ana.id, read: mine.read });
    // The numeric id is not a key.
    expect((await post('exclude', biaHeaders, String(mine.id))).error).toBe('NFD001');
    expect((await post('exclude', anaHeaders, String(mine.id))).error).toBe('NFD001');
  });

  it('validates the page and the req_id', async () => {
    expect((await list(anaHeaders, -1)).error).toBe('VAL001');
    expect((await post('set_read', anaHeaders, '')).error).toBe('VAL001');
  });

  it('needs a logged-in user', async () => {
    const headers = await openSession(t.app);
    expect((await api(t.app, { method: 'GET', url: '/app/notifications/get_count', headers })).error).toBe(
      'SES006',
    );
    expect((await list(headers)).error).toBe('SES006');
  });
});
