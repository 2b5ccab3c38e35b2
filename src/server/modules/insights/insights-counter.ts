import type { FastifyBaseLogger } from 'fastify';
import type { CountKind } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import {
  addCounts,
  type CountColumn,
  type CountRow,
  companiesByReqId,
  KIND_COLUMNS,
} from './insights-count-repository';

/** How often a process writes what it counted (and at its stop): at most this much is lost to a crash. */
export const FLUSH_MS = 5_000;
/** Public ids are looked up once this long: a company suspended meanwhile is counted a little longer. */
const KNOWN_MS = 60_000;
const KNOWN_MAX = 20_000;

/** An unclaimed listing has no owner (decision 0031). */
type Known = { id: number; ownerId: number | null } | null;

const zero = (): Record<CountColumn, number> => ({
  views: 0,
  appearances: 0,
  website_clicks: 0,
  phone_clicks: 0,
  whatsapp_clicks: 0,
  email_clicks: 0,
});

/**
 * Each process adds up the reports in memory, per company and day, and writes them in one statement
 * every FLUSH_MS (never one write per view: issue 35 asks the company page to lose < 5 % of its
 * throughput). The rows add to what is there, so any number of processes may flush at once. A
 * timer rather than a job: the counts live in this process's memory, which no other process's job
 * can reach (decision 0030).
 */
export class InsightsCounter {
  private pending = new Map<string, CountRow>();
  private known = new Map<string, Known>();
  private knownSince = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** The companies among these public ids, read once a minute at most. */
  async resolve(reqIds: readonly string[]): Promise<Map<string, Known>> {
    if (Date.now() - this.knownSince > KNOWN_MS || this.known.size > KNOWN_MAX) {
      this.known.clear();
      this.knownSince = Date.now();
    }
    const missing = [...new Set(reqIds)].filter((reqId) => !this.known.has(reqId));
    if (missing.length > 0) {
      const found = await companiesByReqId(this.db, missing);
      for (const reqId of missing) this.known.set(reqId, null);
      for (const row of found) this.known.set(row.reqId, { id: row.id, ownerId: row.ownerId });
    }
    return this.known;
  }

  add(companyId: number, day: string, kind: CountKind): void {
    const key = `${companyId}:${day}`;
    let row = this.pending.get(key);
    if (!row) {
      row = { companyId, day, add: zero() };
      this.pending.set(key, row);
    }
    row.add[KIND_COLUMNS[kind]] += 1;
  }

  /** Writes what is pending (one flush at a time; a failed batch is kept for the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await addCounts(this.db, [...batch.values()]);
      } catch (err) {
        this.log.warn({ err }, 'insights: counts not written, kept for the next flush');
        for (const [key, row] of batch) {
          const later = this.pending.get(key);
          if (!later) this.pending.set(key, row);
          else
            for (const column of Object.keys(row.add) as CountColumn[]) later.add[column] += row.add[column];
        }
      }
    });
    return this.flushing;
  }
}

const counters = new WeakMap<Db, InsightsCounter>();

/** The counter of this app's database (one per app; tests reach it to flush). */
export function counterOf(db: Db, log: FastifyBaseLogger): InsightsCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new InsightsCounter(db, log);
    counters.set(db, counter);
  }
  return counter;
}

/** Writes this app's pending counts now (tests; the app also does it at its stop). */
export function flushCounts(db: Db): Promise<void> {
  return counters.get(db)?.flush() ?? Promise.resolve();
}
