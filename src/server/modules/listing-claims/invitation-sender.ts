import type { FastifyBaseLogger } from 'fastify';
import { CLAIM } from '../../../shared/schemas/listing-claims';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { type ClaimedMailQueue, runClaimedMailQueue } from '../../lib/claimed-mail-queue';
import { hashSecret, newSecret } from '../../lib/ids';
import type { JobDefinition } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { claimLinkUrl, invitationMail } from './claim-mails';
import {
  finishSending,
  type QueuedInvitation,
  queuedBatch,
  settleInFlight,
  startSending,
} from './invitation-sending-repository';

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
  return runClaimedMailQueue(
    invitationQueue(deps),
    {
      log: deps.log,
      messages: {
        inFlight: 'claim invitations left in flight: counted as sent',
        // Not retried: the address refused it (or the transport took it before failing).
        notSent: 'claim invitation not sent',
      },
      batchSize: deps.batchSize ?? CLAIM.batchSize,
      pauseMs: deps.pauseMs ?? CLAIM.batchPauseMs,
    },
    signal,
  );
}

type Claimed = { invitation: QueuedInvitation; token: string };

function invitationQueue(deps: InvitationSenderDeps): ClaimedMailQueue<QueuedInvitation, Claimed> {
  return {
    settleInFlight: () => settleInFlight(deps.db, new Date()),
    queued: (size) => queuedBatch(deps.db, size),
    claim: async (invitation) => {
      const now = new Date();
      const token = newSecret();
      const expiresAt = new Date(now.getTime() + CLAIM.invitationDays * DAY_MS);
      const started = await startSending(deps.db, invitation.id, hashSecret(token), expiresAt, now);
      return started === 'skip' ? null : { invitation, token };
    },
    send: async ({ invitation, token }) => {
      await deps.mailer.send(invitationMail(invitation, claimLinkUrl(deps.publicUrl, token)));
    },
    finish: ({ invitation }, outcome) => finishSending(deps.db, invitation.id, outcome, new Date()),
  };
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
