import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type OpenCount, type SearchCount, writeSearchCounts } from './search-log-repository';

/** How often a process writes what it counted (and at its stop): at most this much is lost to a crash. */
export const FLUSH_MS = 5_000;
/** Distinct searches and opens held between two flushes; past it, new ones wait for the next batch. */
const PENDING_MAX = 20_000;

/**
 * Each process adds up the searches in memory, per day, language and words, and writes them in one
 * transaction every FLUSH_MS: a search costs a map update, never a write of its own (the company
 * list's bench must not fall). A timer rather than a job: the counts live in this process's memory,
 * which no other process's job can reach.
 */
export class SearchLogCounter {
  private searches = new Map<string, SearchCount>();
  private opens = new Map<string, OpenCount>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly today: () => string,
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

  private full(): boolean {
    return this.searches.size + this.opens.size >= PENDING_MAX;
  }

  addSearch(row: Omit<SearchCount, 'searches' | 'foundNothing' | 'marks'>, mark: string | null): void {
    const key = `${row.day}\n${row.lang}\n${row.words}`;
    let count = this.searches.get(key);
    if (!count) {
      if (this.full()) return;
      count = { ...row, searches: 0, foundNothing: 0, marks: new Set() };
      this.searches.set(key, count);
    }
    count.searches += 1;
    if (row.results === 0) count.foundNothing += 1;
    count.results = row.results;
    if (mark !== null) count.marks.add(mark);
  }

  addOpen(row: Omit<OpenCount, 'opens' | 'marks'>, mark: string | null): void {
    const key = `${row.day}\n${row.lang}\n${row.words}\n${row.company}`;
    let count = this.opens.get(key);
    if (!count) {
      if (this.full()) return;
      count = { ...row, opens: 0, marks: new Set() };
      this.opens.set(key, count);
    }
    count.opens += 1;
    if (mark !== null) count.marks.add(mark);
  }

  /** Writes what is pending (one flush at a time; a failed batch is kept for the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.searches.size === 0 && this.opens.size === 0) return;
      const searches = this.searches;
      const opens = this.opens;
      this.searches = new Map();
      this.opens = new Map();
      try {
        await writeSearchCounts(this.db, [...searches.values()], [...opens.values()], this.today());
      } catch (err) {
        this.log.warn({ err }, 'search log: counts not written, kept for the next flush');
        for (const [key, row] of searches) {
          const later = this.searches.get(key);
          if (!later) this.searches.set(key, row);
          else {
            later.searches += row.searches;
            later.foundNothing += row.foundNothing;
            for (const mark of row.marks) later.marks.add(mark);
          }
        }
        for (const [key, row] of opens) {
          const later = this.opens.get(key);
          if (!later) this.opens.set(key, row);
          else {
            later.opens += row.opens;
            for (const mark of row.marks) later.marks.add(mark);
          }
        }
      }
    });
    return this.flushing;
  }
}
