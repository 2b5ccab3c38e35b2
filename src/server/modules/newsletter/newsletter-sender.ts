import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hashSecret, newSecret } from '../../lib/ids';
import { pause } from '../../lib/pause';
import type { JobDefinition } from '../../plugins/jobs';
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

export const BATCH_SIZE = 50;
const BATCH_PAUSE_MS = 1_000;

export interface SenderDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  pauseMs?: number;
}

/**
 * Sends the issues waiting in the database, recipient by recipient, in batches, until none is left
 * or `signal` aborts (the server stops: the recipient in hand is finished). The state lives in
 * newsletter_deliveries, so a send that stopped halfway resumes where it was; each recipient is
 * claimed (committed) before the mail is handed to the transport, so none is sent twice
 * (decision 0016). Run only by the job below, which the job runner never runs twice at once.
 */
export async function sendPendingIssues(deps: SenderDeps, signal: AbortSignal): Promise<void> {
  // Only one sender runs (the queue's policy), so a delivery still `sending` was left by one that died.
  const abandoned = await abandonInFlight(deps.db);
  if (abandoned) deps.log.warn({ abandoned }, 'newsletter deliveries left in flight: not resent');
  for (let issue = await nextIssueToSend(deps.db); issue && !signal.aborted; ) {
    await sendIssue(deps, issue, signal);
    issue = await nextIssueToSend(deps.db);
  }
}

/**
 * The newsletter's job: queued when an issue starts and at every start (an interrupted send
 * resumes). At most one runs in all processes; a process that dies mid-send stops proving it is
 * alive, and within a minute another takes the job over.
 */
export const newsletterSendJob: JobDefinition = {
  name: 'newsletter-send',
  atStart: true,
  heartbeatSeconds: 30,
  // An issue to thousands of subscribers, a second's pause every 50.
  expireInSeconds: 6 * 60 * 60,
  run: (app, _data, signal) =>
    sendPendingIssues(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
      signal,
    ),
};

async function sendIssue(deps: SenderDeps, issue: IssueToSend, signal: AbortSignal): Promise<void> {
  const size = deps.batchSize ?? BATCH_SIZE;
  for (;;) {
    const batch = await pendingBatch(deps.db, issue.id, size);
    if (batch.length === 0) {
      await finishIssue(deps.db, issue.id, new Date());
      deps.log.info({ issue: issue.id }, 'newsletter issue sent');
      return;
    }
    for (const recipient of batch) {
      if (signal.aborted) return;
      await deliver(deps, issue, recipient);
    }
    await pause(deps.pauseMs ?? BATCH_PAUSE_MS, signal);
    if (signal.aborted) return;
  }
}

async function deliver(
  deps: SenderDeps,
  issue: IssueToSend,
  recipient: { subscriberId: number; email: string; lang: 'pt-BR' | 'en'; confirmedAt: Date | null },
): Promise<void> {
  const key = { issueId: issue.id, subscriberId: recipient.subscriberId };
  if (recipient.confirmedAt === null) {
    await moveDelivery(deps.db, key, 'pending', 'skipped');
    return;
  }
  const token = newSecret();
  if (!(await moveDelivery(deps.db, key, 'pending', 'sending', { unsubscribeHash: hashSecret(token) })))
    return;
  try {
    await deps.mailer.send(issueMail(issue, recipient, unsubscribeUrls(deps.publicUrl, token)));
    await moveDelivery(deps.db, key, 'sending', 'sent', { sentAt: new Date() });
  } catch (err) {
    // Not retried: the transport may have taken it before failing.
    deps.log.error({ err, issue: issue.id }, 'newsletter mail not sent');
    await moveDelivery(deps.db, key, 'sending', 'failed');
  }
}
