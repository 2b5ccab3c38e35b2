import type { FastifyBaseLogger } from 'fastify';
import { pause } from './pause';

/**
 * A queue of e-mails kept in rows, each row moving queued → sending → sent or failed, that any
 * number of runners may work at once (each server process runs the job): the listings' quote
 * requests, the outside suppliers' invitations, the claim invitations. The queue's own module says
 * how each step reads and writes its table; `runClaimedMailQueue` is the one loop over them.
 */
export interface ClaimedMailQueue<Row, Claimed> {
  /**
   * Rows a stopped runner left `sending`: the mail may have gone, so they are settled (as sent)
   * rather than sent again. Answers how many.
   */
  settleInFlight(): Promise<number>;
  /** Up to `size` queued rows, in the queue's order. */
  queued(size: number): Promise<readonly Row[]>;
  /**
   * Moves the row queued → sending, committed before its mail goes. Answers what the sending
   * needs, or null when it is not to be sent: another runner claimed it first, or it was skipped.
   */
  claim(row: Row): Promise<Claimed | null>;
  /** Builds and sends the claimed row's mail; throws when it was not sent. */
  send(claimed: Claimed): Promise<void>;
  /** sending → sent, or → failed (with whatever else a refused address marks). */
  finish(claimed: Claimed, outcome: 'sent' | 'failed'): Promise<void>;
}

export interface ClaimedMailQueueOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** What the log says of rows left in flight, and of a mail not sent. */
  messages: { inFlight: string; notSent: string };
  /** Rows read at a time (20 unless said). */
  batchSize?: number;
  /** A pause between two full batches, for a mail server's pace (none unless said). */
  pauseMs?: number;
}

export const MAIL_QUEUE_BATCH = 20;

/**
 * Settles what a stopped runner left in flight, then sends the queue's rows a batch at a time until
 * a batch comes back short or `signal` aborts. Each row is claimed before its mail goes, so a row
 * two runners both read is sent once; a mail that fails marks its row failed and is not retried.
 * Answers how many mails this runner sent.
 */
export async function runClaimedMailQueue<Row, Claimed>(
  queue: ClaimedMailQueue<Row, Claimed>,
  options: ClaimedMailQueueOptions,
  signal: AbortSignal,
): Promise<number> {
  const { log, messages } = options;
  const size = options.batchSize ?? MAIL_QUEUE_BATCH;
  const settled = await queue.settleInFlight();
  if (settled) log.warn({ settled }, messages.inFlight);
  let sent = 0;
  for (;;) {
    const batch = await queue.queued(size);
    for (const row of batch) {
      if (signal.aborted) return sent;
      const claimed = await queue.claim(row);
      if (claimed === null) continue;
      try {
        await queue.send(claimed);
      } catch (err) {
        log.error({ err }, messages.notSent);
        await queue.finish(claimed, 'failed');
        continue;
      }
      await queue.finish(claimed, 'sent');
      sent += 1;
    }
    if (batch.length < size || signal.aborted) return sent;
    await pause(options.pauseMs ?? 0, signal);
  }
}
