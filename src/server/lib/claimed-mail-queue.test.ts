import { describe, expect, it, vi } from 'vitest';
import { type ClaimedMailQueue, runClaimedMailQueue } from './claimed-mail-queue';

/*
 * The one loop of the mail queues kept in rows (listings' quote requests, outside suppliers'
 * invitations, claim invitations). The table here is in memory, but read and written as the
 * database is: a batch is a snapshot that may be stale by the time its rows are claimed, and a claim
 * is a compare-and-set (update … where status = 'queued'), each step a turn of the event loop
 * later, so two runners interleave as two server processes do.
 */

type Status = 'queued' | 'sending' | 'sent' | 'failed';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function table(count: number, opts: { refuse?: (id: number) => boolean; inFlight?: number[] } = {}) {
  const rows = new Map<number, Status>();
  for (let id = 1; id <= count; id++) rows.set(id, opts.inFlight?.includes(id) ? 'sending' : 'queued');
  const mailed: number[] = [];
  const queue: ClaimedMailQueue<{ id: number }, number> = {
    async settleInFlight() {
      await tick();
      let settled = 0;
      for (const [id, status] of rows)
        if (status === 'sending') {
          rows.set(id, 'sent');
          settled += 1;
        }
      return settled;
    },
    async queued(size) {
      await tick();
      return [...rows]
        .filter(([, status]) => status === 'queued')
        .slice(0, size)
        .map(([id]) => ({ id }));
    },
    async claim(row) {
      await tick();
      if (rows.get(row.id) !== 'queued') return null;
      rows.set(row.id, 'sending');
      return row.id;
    },
    async send(id) {
      // A mail server answers at its own pace: runners fall out of step.
      for (let i = id % 3; i > 0; i--) await tick();
      if (opts.refuse?.(id)) throw new Error('550 no such user');
      mailed.push(id);
    },
    async finish(id, outcome) {
      await tick();
      if (rows.get(id) === 'sending') rows.set(id, outcome);
    },
  };
  return { rows, mailed, queue };
}

const log = () => ({ warn: vi.fn(), error: vi.fn() });
const messages = { inFlight: 'left in flight', notSent: 'not sent' };

describe('a claimed mail queue', () => {
  it('sends each row once under two runners started together (a burst of 95 rows)', async () => {
    const { rows, mailed, queue } = table(95);
    const signal = new AbortController().signal;
    const counts = await Promise.all([
      runClaimedMailQueue(queue, { log: log(), messages, batchSize: 20 }, signal),
      runClaimedMailQueue(queue, { log: log(), messages, batchSize: 20 }, signal),
    ]);
    expect([...mailed].sort((a, b) => a - b)).toEqual([...rows.keys()]);
    expect(counts[0] + counts[1]).toBe(95);
    // Both did part of the work: the claims, not one runner finishing first, kept it to once.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(new Set(rows.values())).toEqual(new Set(['sent']));
  });

  it('settles rows left in flight without sending them, and says so', async () => {
    const { rows, mailed, queue } = table(5, { inFlight: [2, 4] });
    const logged = log();
    expect(await runClaimedMailQueue(queue, { log: logged, messages }, new AbortController().signal)).toBe(3);
    expect(mailed.sort()).toEqual([1, 3, 5]);
    expect(rows.get(2)).toBe('sent');
    expect(logged.warn).toHaveBeenCalledWith({ settled: 2 }, 'left in flight');
  });

  it('marks a refused mail failed, logs it, never retries it, and goes on with the others', async () => {
    const { rows, mailed, queue } = table(45, { refuse: (id) => id % 10 === 0 });
    const logged = log();
    const signal = new AbortController().signal;
    expect(await runClaimedMailQueue(queue, { log: logged, messages }, signal)).toBe(41);
    expect(mailed).not.toContain(10);
    expect([10, 20, 30, 40].map((id) => rows.get(id))).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(logged.error).toHaveBeenCalledTimes(4);
    expect(await runClaimedMailQueue(queue, { log: logged, messages }, signal)).toBe(0);
    expect(mailed).toHaveLength(41);
  });

  it('stops at an abort, leaving the rest queued for the next run, and pauses between full batches', async () => {
    const { rows, mailed, queue } = table(30);
    const stop = new AbortController();
    const finish = queue.finish;
    queue.finish = async (id, outcome) => {
      await finish(id, outcome);
      if (id === 25) stop.abort();
    };
    const started = Date.now();
    expect(
      await runClaimedMailQueue(queue, { log: log(), messages, batchSize: 10, pauseMs: 40 }, stop.signal),
    ).toBe(25);
    // Two pauses came between the three batches read.
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(mailed).toHaveLength(25);
    expect([...rows.values()].filter((status) => status === 'queued')).toHaveLength(5);
  });
});
