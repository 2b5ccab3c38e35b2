import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type {
  ClaimInviteBody,
  ClaimListingRow,
  ClaimListingsBody,
} from '../../../shared/schemas/listing-claims';
import { CLAIM } from '../../../shared/schemas/listing-claims';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { claimLinkUrl } from './claim-mails';
import { invitationSendJob } from './invitation-sender';
import {
  addressBounced,
  claimListings,
  endLive,
  expireSent,
  insertFailedInvitation,
  insertSentInvitation,
  inviteTargets,
  listingById,
  listingByReqId,
  queueInvitations,
  setListingLang,
} from './invitations-repository';

/*
 * The association's invitations (issue 33 item 3, decision 0039): queued here in one transaction
 * with their audit line, sent by the job (invitation-sender.ts), which makes each link's token.
 */

export type InviteDeps = Pick<FastifyInstance, 'db' | 'jobs'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** POST /admin/claims/listings: the unclaimed listings with their invitation's state. */
export async function claimListingsPage(
  deps: Pick<InviteDeps, 'db'>,
  body: ClaimListingsBody,
  now = new Date(),
) {
  const { rows, total } = await claimListings(deps.db, body, ADMIN_PAGE_SIZE, now);
  return {
    data: rows.map((r): ClaimListingRow => ({ ...r, sentAt: iso(r.sentAt), expiresAt: iso(r.expiresAt) })),
    total,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** POST /admin/claims/invite: queues an invitation to each listing that may get one. */
export async function inviteListings(
  deps: InviteDeps,
  actor: Actor,
  body: ClaimInviteBody,
  lang: Lang,
  now = new Date(),
) {
  await consumeAttempt(deps.db, limitKey('claim-invite:user', actor.id), LIMITS.claimInviteUser, now);
  const named = body.all ? 'all' : [...new Set(body.req_ids ?? [])];
  const { queued, skipped } = await deps.db.transaction(async (tx) => {
    const targets = await inviteTargets(tx, named, now);
    await expireSent(
      tx,
      targets.map((t) => t.id),
      now,
    );
    const chosen = targets.filter((t) => !t.live && !t.bounced);
    await queueInvitations(
      tx,
      chosen.map((t) => ({ companyId: t.id, email: t.email })),
      actor.id,
      now,
    );
    const left = (named === 'all' ? targets.length : named.length) - chosen.length;
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'claim.invite',
      targetType: 'listings',
      target: String(chosen.length),
      after: { companies: chosen.length, skipped: left },
    });
    return { queued: chosen.length, skipped: left };
  });
  if (queued > 0) await deps.jobs.send(invitationSendJob.name);
  const parts = [translate(lang, 'claim.invited', { count: queued })];
  if (skipped > 0) parts.push(translate(lang, 'claim.skipped', { count: skipped }));
  return { queued, skipped, message: parts.join(' ') };
}

const audited = (listing: { reqId: string; tradeName: string }) => `${listing.reqId} ${listing.tradeName}`;

/** POST /admin/claims/resend: a new invitation replaces the live one (whose link stops working). */
export async function resendInvitation(
  deps: InviteDeps,
  actor: Actor,
  reqId: string,
  lang: Lang,
  now = new Date(),
) {
  await consumeAttempt(deps.db, limitKey('claim-invite:user', actor.id), LIMITS.claimInviteUser, now);
  const listing = await deps.db.transaction(async (tx) => {
    const row = await listingByReqId(tx, reqId, true);
    if (!row) throw new AppError('NFD001');
    if (row.ownerId !== null) throw new AppError('CLM003');
    if (row.email === '' || (await addressBounced(tx, row.email))) throw new AppError('CLM006');
    await endLive(tx, row.id, 'revoked', now);
    await queueInvitations(tx, [{ companyId: row.id, email: row.email }], actor.id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'claim.resend',
      targetType: 'company',
      target: audited(row),
      after: { email: row.email },
    });
    return row;
  });
  await deps.jobs.send(invitationSendJob.name);
  return { message: translate(lang, 'claim.resent', { company: listing.tradeName }) };
}

/** POST /admin/claims/revoke: the live invitation's link stops working at once. */
export async function revokeInvitation(
  deps: Pick<InviteDeps, 'db'>,
  actor: Actor,
  reqId: string,
  lang: Lang,
  now = new Date(),
) {
  const listing = await deps.db.transaction(async (tx) => {
    const row = await listingByReqId(tx, reqId, true);
    if (!row || (await endLive(tx, row.id, 'revoked', now)) === 0) throw new AppError('NFD001');
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'claim.revoke',
      targetType: 'company',
      target: audited(row),
    });
    return row;
  });
  return { message: translate(lang, 'claim.revoked', { company: listing.tradeName }) };
}

/** POST /admin/claims/lang: the language of the e-mails to an unclaimed listing's address. */
export async function changeListingLang(
  deps: Pick<InviteDeps, 'db'>,
  actor: Actor,
  body: { req_id: string; lang: Lang },
  lang: Lang,
) {
  const listing = await deps.db.transaction(async (tx) => {
    const row = await listingByReqId(tx, body.req_id, true);
    if (!row) throw new AppError('NFD001');
    if (row.ownerId !== null) throw new AppError('CLM003');
    await setListingLang(tx, row.id, body.lang);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'claim.lang',
      targetType: 'company',
      target: audited(row),
      before: { lang: row.lang },
      after: { lang: body.lang },
    });
    return row;
  });
  return {
    message: translate(lang, 'claim.langSet', {
      company: listing.tradeName,
      language: translate(lang, `claim.lang.${body.lang}`),
    }),
  };
}

export interface ListingMailTarget {
  email: string;
  lang: Lang;
  tradeName: string;
  /** The claim link the e-mail carries (a new invitation: any earlier link stops working). */
  claimUrl: string;
}

/**
 * For another module's e-mail to an unclaimed listing (a quote request, issue 33 item 2): its
 * address and language and a fresh claim link valid CLAIM.invitationDays days, in `tx` so the link
 * exists only if the e-mail's row commits. Null when the listing was claimed, has no address, or its
 * address failed before (bounce-safe).
 */
export async function listingMailTarget(
  tx: Db,
  companyId: number,
  publicUrl: string,
  now = new Date(),
): Promise<ListingMailTarget | null> {
  const listing = await listingById(tx, companyId);
  if (!listing || listing.ownerId !== null || listing.email === '') return null;
  if (await addressBounced(tx, listing.email)) return null;
  const token = newSecret();
  await endLive(tx, companyId, 'revoked', now);
  await insertSentInvitation(tx, {
    companyId,
    email: listing.email,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + CLAIM.invitationDays * DAY_MS),
    now,
  });
  return {
    email: listing.email,
    lang: listing.lang,
    tradeName: listing.tradeName,
    claimUrl: claimLinkUrl(publicUrl, token),
  };
}

/** A failed e-mail to the listing's address marks it, as a failed invitation does: never tried again. */
export async function markAddressFailed(db: Db, companyId: number, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await endLive(tx, companyId, 'revoked', now);
    await insertFailedInvitation(tx, { companyId, email, now });
  });
}
