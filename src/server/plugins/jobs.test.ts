import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { registry } from '../metrics';
import { openTestDb } from '../test/harness';
import dbPlugin from './db';
import jobsPlugin, { type AnyJobDefinition } from './jobs';

let db: DbHandle;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ handle: db, drop } = await openTestDb());
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await drop();
});

/** A server process as far as jobs go: the database and the job runner with these queues. */
async function processWith(definitions: AnyJobDefinition[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(dbPlugin, { handle: db, closeOnShutdown: false });
  await app.register(jobsPlugin, { definitions });
  await app.ready();
  apps.push(app);
  return app;
}

const waitFor = async (ok: () => boolean, ms = 40_000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the job runner (pg-boss)', () => {
  it('runs each job once, whichever of two processes on one database picks it', async () => {
    const ran: { process: string; n: number }[] = [];
    const def = (process: string): AnyJobDefinition => ({
      name: 'test-once',
      policy: 'standard',
      run: async (_app, data: { n: number }) => {
        ran.push({ process, n: data.n });
      },
    });
    const [a, b] = await Promise.all([processWith([def('a')]), processWith([def('b')])]);
    // Each process takes a job a poll (2 s) when it has just run one: a few jobs keep the test short.
    await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? a : b).jobs.send('test-once', { n })));
    await waitFor(() => ran.length >= 8);
    await Promise.all([a.jobs.idle(), b.jobs.idle()]);
    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, n) => n));
  });

  it('never runs two jobs of a stately queue at once, across processes', async () => {
    let inside = 0;
    let most = 0;
    let runs = 0;
    const def: AnyJobDefinition = {
      name: 'test-stately',
      run: async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 300));
        inside -= 1;
        runs += 1;
      },
    };
    const [a, b] = await Promise.all([processWith([def]), processWith([def])]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).jobs.send('test-stately')));
    await waitFor(() => runs >= 1);
    await Promise.all([a.jobs.idle(), b.jobs.idle()]);
    expect(most).toBe(1);
    // A burst queues one pass behind the one running, not ten.
    expect(runs).toBeLessThanOrEqual(2);
  });

  it('retries a failed job after its back-off, and counts a job that keeps failing as failed', async () => {
    const attempts: number[] = [];
    const flaky: AnyJobDefinition = {
      name: 'test-flaky',
      policy: 'standard',
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async (_app, data: { fails: number }) => {
        attempts.push(Date.now());
        if (attempts.length <= data.fails) throw new Error('not yet');
      },
    };
    const app = await processWith([flaky]);
    await app.jobs.send('test-flaky', { fails: 1 });
    await waitFor(() => attempts.length >= 2);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    await app.jobs.idle();
    expect((await app.jobs.counts())[0]).toMatchObject({ queue: 'test-flaky', failed: 0 });

    attempts.length = 0;
    await app.jobs.send('test-flaky', { fails: 5 });
    await waitFor(() => attempts.length >= 2);
    await app.jobs.idle();
    expect((await app.jobs.counts())[0]).toMatchObject({ queue: 'test-flaky', failed: 1, waiting: 0 });
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/jobs\{queue="test-flaky",state="failed"\} 1/);
  });

  it('a job cut short by a stopping server runs again on the next start', async () => {
    const seen: string[] = [];
    const long = (process: string): AnyJobDefinition => ({
      name: 'test-restart',
      retryDelaySeconds: 1,
      run: async (_app, _data, signal) => {
        seen.push(`${process} started`);
        if (process === 'first') {
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          throw new Error('stopped halfway');
        }
        seen.push(`${process} finished`);
      },
    });
    const first = await processWith([long('first')]);
    await first.jobs.send('test-restart');
    await waitFor(() => seen.length === 1);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await processWith([long('second')]);
    await waitFor(() => seen.includes('second finished'));
    expect(seen).toEqual(['first started', 'second started', 'second finished']);
    await second.jobs.idle();
  });

  it('schedules a cron job in São Paulo time, once for every process', async () => {
    const def: AnyJobDefinition = { name: 'test-cron', cron: '*/5 * * * *', run: async () => {} };
    await Promise.all([processWith([def]), processWith([def])]);
    const { rows } = await db.pool.query<{ cron: string; timezone: string }>(
      "select cron, timezone from pgboss.schedule where name = 'test-cron'",
    );
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'America/Sao_Paulo' }]);
  });
});
