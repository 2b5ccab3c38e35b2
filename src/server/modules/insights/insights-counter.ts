import type { FastifyBaseLogger } from 'fastify';
import type { CountKind } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import { LIMITS, type LimitRule } from '../rate-limit/rate-limit-service';
import { type ReportBatch, writeReports } from './insights-count-repository';

/** How often a process writes what it counted (and at its stop): at most this much is lost to a crash. */
export const FLUSH_MS = 5_000;
/** Events waiting past this many are written at once rather than at the next tick. */
const FLUSH_EVENTS = 10_000;
/** Events held while the database does not take them; past it, new reports are dropped. */
const PENDING_MAX = 100_000;

/** One report call: its sender's limit key and account, its São Paulo day, its events. */
export interface ReportCall {
  key: string;
  userId: number | null;
  day: string;
  events: readonly { company: string; kind: CountKind }[];
}

const emptyBatch = (): ReportBatch => ({
  keys: [],
  calls: [],
  events: { key: [], call: [], company: [], userId: [], day: [], kind: [] },
});

/**
 * Each process keeps the reports in memory and writes them in one statement every FLUSH_MS (never
 * one write per view: issue 35 asks the company page to lose < 5 % of its throughput). A report
 * costs no database work at all: the per-address limit (LIMITS.insightsAddress) is taken at the
 * flush, on the rate-limit counters every process shares: every address of a batch, one visit or
 * many, has its calls added to its row in the flush's one statement, so the cap is exact across
 * processes and machines (max calls per window, whoever took them); the rows whose window ended
 * are deleted every 10 minutes (insightsLimitsPruneJob). The companies are looked up there too,
 * by their public ids, with their owners. In between, this process drops at once the calls of an address a flush found locked, and keeps at most `max`
 * calls of an address. A timer rather than a job: the reports live in this process's memory,
 * which no other process's job can reach (decision 0030).
 */
export class InsightsCounter {
  private pending = emptyBatch();
  /** Each pending key's index in pending.keys. */
  private slots = new Map<string, number>();
  /** Keys a flush found locked, with their lock's end (ms). */
  private locked = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private early = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly rule: LimitRule & { max: number } = LIMITS.insightsAddress,
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

  /** Keeps a call for the next flush; false when it is dropped here (locked key, full, too many). */
  add(call: ReportCall, now = Date.now()): boolean {
    const until = this.locked.get(call.key);
    if (until !== undefined && until > now) return false;
    const events = this.pending.events;
    if (events.key.length + call.events.length > PENDING_MAX) return false;
    let slot = this.slots.get(call.key);
    if (slot === undefined) {
      slot = this.pending.keys.push(call.key) - 1;
      this.pending.calls.push(0);
      this.slots.set(call.key, slot);
    }
    if (this.pending.calls[slot] >= this.rule.max) return false; // past the cap whatever the flush says
    const rank = ++this.pending.calls[slot];
    for (const event of call.events) {
      events.key.push(call.key);
      events.call.push(rank);
      events.company.push(event.company);
      events.userId.push(call.userId);
      events.day.push(call.day);
      events.kind.push(event.kind);
    }
    if (events.key.length >= FLUSH_EVENTS && !this.early) {
      this.early = true;
      void this.flush();
    }
    return true;
  }

  /** Writes what is pending (one flush at a time; a failed batch is kept for the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      this.early = false;
      if (this.pending.keys.length === 0) return;
      const batch = this.pending;
      this.pending = emptyBatch();
      this.slots = new Map();
      const now = new Date();
      for (const [key, until] of this.locked) if (until <= now.getTime()) this.locked.delete(key);
      try {
        for (const lock of await writeReports(this.db, batch, this.rule, now)) {
          this.locked.set(lock.key, lock.lockedUntil.getTime());
        }
      } catch (err) {
        this.log.warn({ err }, 'insights: counts not written, kept for the next flush');
        this.keepBefore(batch);
      }
    });
    return this.flushing;
  }

  /** Puts a batch that was not written back before what arrived since (its calls rank first). */
  private keepBefore(batch: ReportBatch): void {
    const later = this.pending;
    this.pending = batch;
    this.slots = new Map(batch.keys.map((key, slot) => [key, slot]));
    const first = new Map(batch.keys.map((key, slot) => [key, batch.calls[slot]]));
    for (const [slot, key] of later.keys.entries()) {
      const known = this.slots.get(key);
      if (known === undefined) {
        this.slots.set(key, batch.keys.push(key) - 1);
        batch.calls.push(later.calls[slot]);
      } else batch.calls[known] += later.calls[slot];
    }
    const e = later.events;
    for (let i = 0; i < e.key.length; i++) {
      batch.events.key.push(e.key[i]);
      batch.events.call.push(e.call[i] + (first.get(e.key[i]) ?? 0));
      batch.events.company.push(e.company[i]);
      batch.events.userId.push(e.userId[i]);
      batch.events.day.push(e.day[i]);
      batch.events.kind.push(e.kind[i]);
    }
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
