import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../test/companies-fixtures';
import { createTestApp, openSession, type TestApp } from '../test/harness';

const TOKEN = 'metrics-token-for-tests';

/** The value of one series in Prometheus' text format, 0 when absent. */
function series(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('GET /app/metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const metrics = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/app/metrics', ...opts });

  it('reports requests and latency per route, the pool, the catalogue cache and the event loop', async () => {
    const before = (await metrics()).body;
    const line = 'http_requests_total{method="POST",route="/app/companies/list",status_code="200"}';
    await addCompany(t.db, { tradeName: 'Metric Forjados', rate: null });
    const headers = await openSession(t.app);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: '/app/companies/list', headers, payload: { page: 1 } });
    }
    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(series(text, line) - series(before, line)).toBe(3);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/app\/companies\/list"/m,
    );
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+/m);
    expect(text).toMatch(/^db_pool_waiting_requests \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The new company's change notice may arrive after the first call was cached and drop it, so
    // ask again until the cache has answered twice (it never would without a working cache).
    const hit = 'catalogue_cache_lookups_total{result="hit"}';
    await expect
      .poll(
        async () => {
          await t.app.inject({ method: 'POST', url: '/app/companies/list', headers, payload: { page: 1 } });
          return series((await metrics()).body, hit) - series(before, hit);
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
  });

  it('is refused from another machine, and to a request relayed by a proxy, without the token', async () => {
    expect((await metrics({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await metrics({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const wrong = { authorization: `Bearer ${TOKEN.replace('t', 'T')}` };
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: wrong })).statusCode).toBe(403);
    const right = { authorization: `Bearer ${TOKEN}` };
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: right })).statusCode).toBe(200);
  });
});
