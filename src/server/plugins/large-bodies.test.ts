import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import largeBodies, { createGate, LARGE_BODIES_AT_ONCE, LARGE_BODY_BYTES } from './large-bodies';

describe('createGate', () => {
  it('lets `size` in at once and the rest in arrival order; a second release frees nothing', async () => {
    const gate = createGate(2);
    const order: number[] = [];
    const first = await gate.enter();
    const second = await gate.enter();
    const queued = (n: number) =>
      gate.enter().then((release) => {
        order.push(n);
        return release;
      });
    const third = queued(3);
    const fourth = queued(4);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    first();
    first();
    await third;
    expect([gate.running, gate.waiting, order]).toEqual([2, 1, [3]]);
    second();
    (await fourth)();
    (await third)();
    expect([gate.running, gate.waiting, order]).toEqual([0, 0, [3, 4]]);
  });
});

describe('a large body that arrives slowly', () => {
  const headers = { 'content-type': 'application/json' };
  const body = (n: number) => JSON.stringify({ n, file: 'x'.repeat(LARGE_BODY_BYTES + 1) });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** With one place: a body that stalls after 1,000 bytes, then another one; who answers first. */
  async function race(arrivalMs: number) {
    const app = Fastify();
    await app.register(largeBodies, { atOnce: 1, arrivalMs });
    app.post('/up', { bodyLimit: 4_000_000 }, async (request) => ({ n: (request.body as { n: number }).n }));
    await app.ready();
    const text = body(1);
    const stalled = new Readable({ read() {} });
    stalled.push(text.slice(0, 1000));
    const length = String(Buffer.byteLength(text));
    const slow = app.inject({
      method: 'POST',
      url: '/up',
      headers: { ...headers, 'content-length': length },
      payload: stalled,
    });
    await sleep(50);
    const fast = app.inject({ method: 'POST', url: '/up', headers, payload: body(2) });
    const first = await Promise.race([fast.then(() => 'fast'), sleep(2_000).then(() => 'none')]);
    stalled.push(text.slice(1000));
    stalled.push(null);
    const answers = [(await slow).json(), (await fast).json()];
    await app.close();
    return { first, answers };
  }

  it('gives its place up once its time to arrive is over, and is still answered', async () => {
    expect(await race(200)).toEqual({ first: 'fast', answers: [{ n: 1 }, { n: 2 }] });
  });

  it('keeps its place while within its time (the others wait)', async () => {
    expect(await race(60_000)).toEqual({ first: 'none', answers: [{ n: 1 }, { n: 2 }] });
  });
});

describe('large request bodies and the health check (real server)', () => {
  let t: TestApp;
  let inside = 0;
  let most = 0;
  let open: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    open = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp({}, async (app: FastifyInstance) => {
      app.post('/app/test/upload', { config: { access: 'public' }, bodyLimit: 4_000_000 }, async () => {
        inside++;
        most = Math.max(most, inside);
        await held;
        inside--;
        return { response: true };
      });
      app.post('/app/test/small', { config: { access: 'public' } }, async () => ({ response: true }));
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`runs at most ${LARGE_BODIES_AT_ONCE} large bodies at once; small calls pass them`, async () => {
    const body = JSON.stringify({ file: 'x'.repeat(LARGE_BODY_BYTES + 1) });
    const headers = { 'content-type': 'application/json' };
    const uploads = Array.from({ length: 8 }, () =>
      t.app.inject({ method: 'POST', url: '/app/test/upload', headers, payload: body }),
    );
    // The first ones wait for the JSON worker thread to start (plugins/json-body.ts).
    await vi.waitFor(() => expect(inside).toBe(LARGE_BODIES_AT_ONCE), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inside).toBe(LARGE_BODIES_AT_ONCE);
    // A small body is not held behind them.
    const small = await t.app.inject({ method: 'POST', url: '/app/test/small', headers, payload: '{}' });
    expect(small.statusCode).toBe(200);
    open();
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(most).toBe(LARGE_BODIES_AT_ONCE);
    held = Promise.resolve();
  });

  it('answers /app/health while every connection of the pool is taken', async () => {
    const taken = await Promise.all(Array.from({ length: 10 }, () => t.db.pool.connect()));
    try {
      const started = Date.now();
      const answer = await t.app.inject({ method: 'GET', url: '/app/health' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ response: true, status: 'ok' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const client of taken) client.release();
    }
  });
});
