import type { FastifyInstance } from 'fastify';
import { OUTSIDE, type OutsideInvite, type OutsideInviteBody } from '../../../shared/schemas/quote-outside';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { giveBack, LIMITS, limitKey, recordHit } from '../rate-limit/rate-limit-service';
import { quoteOfOwner, requireOpen } from './quote-access';
import { requireBeforeDeadline } from './quote-deadline-service';
import { outsideInvitesJob } from './quote-outside-mails';
import {
  catalogueCompanyFor,
  countInvitesOf,
  type InviteListRow,
  type InviteRow,
  insertInvite,
  inviteByReqId,
  invitesOf,
  revokeInvite,
} from './quote-outside-repository';
import { iso } from './quote-presenter';
import { findQuote } from './quotes-repository';

/*
 * The buyer's side of outside suppliers (issue 34 item 7, decision 0045): invite an address to an
 * open quote, see the invitations, revoke one. An invitation is e-mailed by the job runner
 * (quote-outside-mails.ts), which makes its link.
 */

type Deps = { db: Db } & Pick<FastifyInstance, 'jobs'>;

function stateOf(row: InviteRow, now: Date): OutsideInvite['state'] {
  if (row.revokedAt) return 'revoked';
  // Linked to the company that listed with its address (decision 0048): the request reached it.
  if (row.linkedAt) return 'sent';
  if (row.expiresAt <= now) return 'expired';
  if (row.mailStatus === 'failed' || row.mailStatus === 'skipped') return 'failed';
  return row.mailStatus === 'sent' ? 'sent' : 'queued';
}

const present =
  (now: Date) =>
  (row: InviteListRow): OutsideInvite => ({
    reqId: row.reqId,
    email: row.email,
    cnpj: row.cnpj,
    name: row.name,
    language: row.lang,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    state: stateOf(row, now),
    proposed: row.proposed,
    ...(row.companyReqId && row.companyName
      ? { company: { reqId: row.companyReqId, name: row.companyName } }
      : {}),
  });

/**
 * Counts the invitation against the buyer's day and the address's day, before it is stored: the
 * counter's one statement admits exactly `max` of any burst (rate-limit-service takeAttempts). A
 * refusal names which limit, in the caller's language (QOS002, QOS003); the other count is given
 * back.
 */
async function takeInviteLimits(
  db: Db,
  customerId: number,
  email: string,
  now: Date,
): Promise<() => Promise<void>> {
  const buyer = { key: limitKey('outside-invite:user', customerId), rule: LIMITS.outsideInviteUser };
  const address = { key: limitKey('outside-invite:address', email), rule: LIMITS.outsideInviteAddress };
  const byBuyer = await recordHit(db, buyer.key, buyer.rule, now);
  if (byBuyer.count > buyer.rule.max) throw new AppError('QOS002', { count: OUTSIDE.buyerPerDay });
  const byAddress = await recordHit(db, address.key, address.rule, now);
  if (byAddress.count > address.rule.max) {
    await giveBack(db, buyer.key, buyer.rule);
    throw new AppError('QOS003', { count: OUTSIDE.addressPerDay });
  }
  return async () => {
    await giveBack(db, buyer.key, buyer.rule);
    await giveBack(db, address.key, address.rule);
  };
}

/**
 * POST /quotes/outside_invite: the owner of an open quote (QTE001; QDL001 past its deadline) invites
 * an address not invited to it yet (QOS004), neither the e-mail nor the CNPJ of a catalogue company
 * that receives quote requests (QOS006), at most OUTSIDE.perQuote per quote (QOS005), within the
 * day's limits (QOS002, QOS003). The link reads for OUTSIDE.days days unless revoked.
 */
export async function inviteOutside(
  deps: Deps,
  customerId: number,
  body: OutsideInviteBody,
  now = new Date(),
): Promise<OutsideInvite[]> {
  // What refuses anyway is refused before anything is counted.
  const quote = await quoteOfOwner(deps.db, body.req_id, customerId);
  requireOpen(quote);
  requireBeforeDeadline(quote, now);
  if ((await invitesOf(deps.db, quote.id)).some((row) => row.email === body.email)) {
    throw new AppError('QOS004');
  }
  // A supplier already in the catalogue is asked there (decision 0047).
  const listed = await catalogueCompanyFor(deps.db, body.email, body.cnpj);
  if (listed) throw new AppError('QOS006', { company: listed.name });
  const giveBackAll = await takeInviteLimits(deps.db, customerId, body.email, now);
  try {
    await deps.db.transaction(async (tx) => {
      // Locked, so two invitations at once cannot both pass the count.
      const locked = await quoteOfOwner(tx, body.req_id, customerId, 'update');
      requireOpen(locked);
      if ((await countInvitesOf(tx, locked.id)) >= OUTSIDE.perQuote) {
        throw new AppError('QOS005', { count: OUTSIDE.perQuote });
      }
      await insertInvite(tx, {
        quoteId: locked.id,
        email: body.email,
        cnpj: body.cnpj,
        name: body.name,
        lang: body.language,
        expiresAt: new Date(now.getTime() + OUTSIDE.days * DAY_MS),
      });
    });
  } catch (error) {
    await giveBackAll();
    if (isUniqueViolation(error)) throw new AppError('QOS004');
    throw error;
  }
  await deps.jobs.send(outsideInvitesJob.name);
  return (await invitesOf(deps.db, quote.id)).map(present(now));
}

/** POST /quotes/outside_invites: the caller's quote's invitations, newest first. */
export async function outsideInvitesOf(db: Db, customerId: number, reqId: string, now = new Date()) {
  const quote = await quoteOfOwner(db, reqId, customerId);
  return (await invitesOf(db, quote.id)).map(present(now));
}

/**
 * POST /quotes/outside_revoke (req_id: the invitation's): its link stops at once (QOS001); what it
 * sent stays in the comparison. Anyone else's invitation: NFD001.
 */
export async function revokeOutside(db: Db, customerId: number, inviteReqId: string, now = new Date()) {
  const invite = await inviteByReqId(db, inviteReqId);
  if (!invite) throw new AppError('NFD001');
  return db.transaction(async (tx) => {
    const quote = await findQuote(tx, { id: invite.quoteId }, 'update');
    if (!quote || quote.customerId !== customerId) throw new AppError('NFD001');
    await revokeInvite(tx, invite.id, now);
    return (await invitesOf(tx, quote.id)).map(present(now));
  });
}
