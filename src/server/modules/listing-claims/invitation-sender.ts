import type { FastifyBaseLogger } from 'fastify';
import { CLAIM } from '../../../shared/schemas/listing-claims';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { hashSecret, newSecret } from '../../lib/ids';
import type { JobDefinition } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { claimLinkUrl, invitationMail } from './claim-mails';
import { finishSending, queuedBatch, settleInFlight, startSending } from './invitations-repository';

export interface InvitationSenderDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  pauseMs?: number;
}

/**
 * Sends the queued invitations, CLAIM.batchSize at a time with a pause between batches (the pace
 * the mail server and spam filters accept), until none is left or `signal` aborts. Each is claimed
 * (`sending`, with its token's hash) before the mail goes, so none is sent twice; a mail the mailer
 * refuses marks the invitation `failed`, and its address is never tried again (bounce-safe).
 */
export async function sendQueuedInvitations(
  deps: InvitationSenderDeps,
  signal: AbortSignal,
): Promise<number> {
  const settled = await settleInFlight(deps.db, new Date());
  if (settled) deps.log.warn({ settled }, 'claim invitations left in flight: counted as sent');
  const size = deps.batchSize ?? CLAIM.batchSize;
  let sent = 0;
  for (;;) {
    const batch = await queuedBatch(deps.db, size);
    for (const invitation of batch) {
      if (signal.aborted) return sent;
      const now = new Date();
      const token = newSecret();
      const expiresAt = new Date(now.getTime() + CLAIM.invitationDays * DAY_MS);
      if ((await startSending(deps.db, invitation.id, hashSecret(token), expiresAt, now)) === 'skip')
        continue;
      try {
        await deps.mailer.send(invitationMail(invitation, claimLinkUrl(deps.publicUrl, token)));
        await finishSending(deps.db, invitation.id, 'sent', new Date());
        sent += 1;
      } catch (err) {
        // Not retried: the address refused it (or the transport took it before failing).
        deps.log.error({ err }, 'claim invitation not sent');
        await finishSending(deps.db, invitation.id, 'failed', new Date());
      }
    }
    if (batch.length < size || signal.aborted) return sent;
    await pause(deps.pauseMs ?? CLAIM.batchPauseMs, signal);
  }
}

/** Queued by every invite or resend, and at start (what a stopped server left). */
export const invitationSendJob: JobDefinition = {
  name: 'claim-invitations-send',
  atStart: true,
  heartbeatSeconds: 30,
  expireInSeconds: 60 * 60,
  run: (app, _data, signal) =>
    sendQueuedInvitations(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
      signal,
    ),
};

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
