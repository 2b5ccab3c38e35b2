import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { hashSecret, newSecret } from '../../lib/ids';
import type { Mailer } from '../../plugins/mail';
import {
  abandonInFlight,
  finishIssue,
  type IssueToSend,
  moveDelivery,
  nextIssueToSend,
  pendingBatch,
} from './newsletter-issues-repository';
import { issueMail, unsubscribeUrls } from './newsletter-mail';

/** pg_advisory_lock key of the newsletter sender: one process of all that share the database sends. */
export const SENDER_LOCK_KEY = 1_796_000_014;
export const BATCH_SIZE = 50;
const BATCH_PAUSE_MS = 1_000;
/** When another process holds the lock, look again this much later (it may have just finished). */
const RETRY_MS = 5_000;

export interface SenderDeps {
  db: Db;
  pool: pg.Pool;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  pauseMs?: number;
}

/**
 * Sends the issues waiting in the database, recipient by recipient, in batches. The state lives in
 * newsletter_deliveries, so a server that stops halfway (or dies) resumes where it was on its next
 * start; each recipient is claimed (committed) before the mail is handed to the transport, so none
 * is sent twice. Of several processes (WORKERS, several servers), only the one holding the advisory
 * lock sends; the lock goes with its connection if that process dies.
 */
export class NewsletterSender {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private retry: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly deps: SenderDeps) {}

  /** Starts sending if this process can take the lock; a call while sending looks again afterwards. */
  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((err: unknown) => this.deps.log.error({ err }, 'newsletter sender failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when nothing is being sent (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Finishes the recipient in hand and stops; the rest stays pending for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.retry) clearTimeout(this.retry);
    this.wake?.();
    await this.idle();
  }

  private async run(): Promise<void> {
    const client = await this.deps.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        SENDER_LOCK_KEY,
      ]);
      if (!rows[0]?.locked) {
        if (await nextIssueToSend(this.deps.db)) this.retryLater();
        return;
      }
      try {
        const abandoned = await abandonInFlight(this.deps.db);
        if (abandoned) this.deps.log.warn({ abandoned }, 'newsletter deliveries left in flight: not resent');
        for (let issue = await nextIssueToSend(this.deps.db); issue && !this.stopping; ) {
          await this.sendIssue(issue);
          issue = await nextIssueToSend(this.deps.db);
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SENDER_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  private retryLater(): void {
    if (this.retry || this.stopping) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.kick();
    }, RETRY_MS);
    this.retry.unref();
  }

  private async sendIssue(issue: IssueToSend): Promise<void> {
    const size = this.deps.batchSize ?? BATCH_SIZE;
    for (;;) {
      const batch = await pendingBatch(this.deps.db, issue.id, size);
      if (batch.length === 0) {
        await finishIssue(this.deps.db, issue.id, new Date());
        this.deps.log.info({ issue: issue.id }, 'newsletter issue sent');
        return;
      }
      for (const recipient of batch) {
        if (this.stopping) return;
        await this.deliver(issue, recipient);
      }
      await this.pause();
      if (this.stopping) return;
    }
  }

  private async deliver(
    issue: IssueToSend,
    recipient: { subscriberId: number; email: string; lang: 'pt-BR' | 'en'; confirmedAt: Date | null },
  ): Promise<void> {
    const key = { issueId: issue.id, subscriberId: recipient.subscriberId };
    if (recipient.confirmedAt === null) {
      await moveDelivery(this.deps.db, key, 'pending', 'skipped');
      return;
    }
    const token = newSecret();
    if (
      !(await moveDelivery(this.deps.db, key, 'pending', 'sending', { unsubscribeHash: hashSecret(token) }))
    )
      return;
    try {
      await this.deps.mailer.send(issueMail(issue, recipient, unsubscribeUrls(this.deps.publicUrl, token)));
      await moveDelivery(this.deps.db, key, 'sending', 'sent', { sentAt: new Date() });
    } catch (err) {
      // Not retried: the transport may have taken it before failing.
      this.deps.log.error({ err, issue: issue.id }, 'newsletter mail not sent');
      await moveDelivery(this.deps.db, key, 'sending', 'failed');
    }
  }

  private pause(): Promise<void> {
    const ms = this.deps.pauseMs ?? BATCH_PAUSE_MS;
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
