import type { FastifyBaseLogger } from 'fastify';
import type { CountKind } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import { LIMITS, type LimitRule } from '../rate-limit/rate-limit-service';
import { type CounterPlan, type ReportBatch, writeReports } from './insights-count-repository';

/** How often a process writes what it counted (and at its stop): at most this much is lost to a crash. */
export const FLUSH_MS = 5_000;
/** Events waiting past this many are written at once rather than at the next tick. */
const FLUSH_EVENTS = 10_000;
/** Events held while the database does not take them; past it, new reports are dropped. */
const PENDING_MAX = 100_000;
/**
 * An address that sent at most this many calls to this process in the limit's window writes no
 * rate_limits row (most visitors: a row per new address on every flush was counting's main
 * cost); past it, its counter row gets these calls too, so the limit holds from there on across
 * processes. What other processes took quietly is unknown to the row: with P processes an
 * address may count up to max + (P - 1) x QUIET_CALLS calls in a window, never more.
 */
export const QUIET_CALLS = 5;
/** Quiet addresses remembered at most; a new address past it is written at once (the limit stays exact). */
const QUIET_KEYS_MAX = 100_000;

/** An address's calls this process counted in its window without a counter row (`loud`: it has one now). */
interface Quiet {
  since: number;
  calls: number;
  loud: boolean;
}

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
 * flush, on the rate-limit counters every process shares, and caps each address's calls there;
 * the companies are looked up there too, by their public ids, with their owners. In between, this
 * process drops at once the calls of an address a flush found locked, and keeps at most `max`
 * calls of an address. A timer rather than a job: the reports live in this process's memory,
 * which no other process's job can reach (decision 0030).
 */
export class InsightsCounter {
  private pending = emptyBatch();
  /** Each pending key's index in pending.keys. */
  private slots = new Map<string, number>();
  /** Keys a flush found locked, with their lock's end (ms). */
  private locked = new Map<string, number>();
  /** Keys counted in the current window, oldest first (see QUIET_CALLS). */
  private quiet = new Map<string, Quiet>();
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
      const plan = this.planOf(batch, now.getTime());
      try {
        for (const lock of await writeReports(this.db, batch, this.rule, now, plan)) {
          this.locked.set(lock.key, lock.lockedUntil.getTime());
        }
        this.remember(batch, plan, now.getTime());
      } catch (err) {
        this.log.warn({ err }, 'insights: counts not written, kept for the next flush');
        this.keepBefore(batch);
      }
    });
    return this.flushing;
  }

  /** Which keys of a batch stay quiet, and the quiet calls the others bring to their counter row. */
  private planOf(batch: ReportBatch, now: number): CounterPlan {
    for (const [key, q] of this.quiet) {
      if (now - q.since < this.rule.windowMs) break; // oldest first: the rest are younger
      this.quiet.delete(key);
    }
    const plan: CounterPlan = { quiet: [], earlier: [] };
    for (const [slot, key] of batch.keys.entries()) {
      const q = this.quiet.get(key);
      const full = q === undefined && this.quiet.size >= QUIET_KEYS_MAX;
      const quiet = !full && !q?.loud && (q?.calls ?? 0) + batch.calls[slot] <= QUIET_CALLS;
      plan.quiet.push(quiet);
      plan.earlier.push(quiet || q?.loud ? 0 : (q?.calls ?? 0));
    }
    return plan;
  }

  /** After a batch was written: its quiet keys' calls, and the keys that now have a counter row. */
  private remember(batch: ReportBatch, plan: CounterPlan, now: number): void {
    for (const [slot, key] of batch.keys.entries()) {
      const q = this.quiet.get(key);
      if (q) {
        q.calls += batch.calls[slot];
        q.loud ||= !plan.quiet[slot];
      } else if (this.quiet.size < QUIET_KEYS_MAX || plan.quiet[slot]) {
        this.quiet.set(key, { since: now, calls: batch.calls[slot], loud: !plan.quiet[slot] });
      }
    }
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
