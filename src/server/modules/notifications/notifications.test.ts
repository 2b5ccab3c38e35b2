import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { addCustomer, api, login, type TestCustomer } from '../auth/test-accounts';
import { notify } from './notify';

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
  it('stores a notification as given and answers its reqId', async () => {
    const reqId = await notify(t.db.db, {
      customerId: ana.id,
      label: 'Orçamento recebido',
      text: 'Você recebeu um orçamento.',
      link: '/quotes',
    });
    expect(reqId.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.db.db.select().from(notifications).where(eq(notifications.reqId, reqId));
    expect(row).toMatchObject({
      customerId: ana.id,
      label: 'Orçamento recebido',
      link: '/quotes',
      read: false,
    });
    await t.db.db.delete(notifications).where(eq(notifications.reqId, reqId));
  });

  it('joins the caller transaction', async () => {
    await expect(
      t.db.db.transaction(async (tx) => {
        await notify(tx, { customerId: ana.id, label: 'rolled back', text: 'x' });
        throw new Error('event failed');
      }),
    ).rejects.toThrow('event failed');
    expect(
      await t.db.db.select().from(notifications).where(eq(notifications.label, 'rolled back')),
    ).toHaveLength(0);
  });
});

describe('notifications API', () => {
  it('lists 10 per page, newest first, and counts the unread', async () => {
    const base = Date.now() - 60_000;
    for (let i = 1; i <= 12; i++) {
      const reqId = await notify(t.db.db, { customerId: ana.id, label: `L${i}`, text: `T${i}` });
      await t.db.db
        .update(notifications)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(notifications.reqId, reqId));
    }
    await notify(t.db.db, { customerId: bia.id, label: 'Bia only', text: 'x' });
    expect(await count(anaHeaders)).toBe(12);

    const first = await list(anaHeaders);
    expect(first.records).toBe(10);
    const items = first.data as Item[];
    expect(items.map((n) => n.label)).toEqual([
      'L12',
      'L11',
      'L10',
      'L9',
      'L8',
      'L7',
      'L6',
      'L5',
      'L4',
      'L3',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      reqId: expect.any(String),
      label: 'L12',
      text: 'T12',
      link: null,
      date: new Date(base + 12_000).toISOString(),
      read: false,
    });
    const second = (await list(anaHeaders, 2)).data as Item[];
    expect(second.map((n) => n.label)).toEqual(['L2', 'L1']);
    expect((await list(anaHeaders, 3)).data).toEqual([]);
    expect(((await list(biaHeaders)).data as Item[]).map((n) => n.label)).toEqual(['Bia only']);
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
