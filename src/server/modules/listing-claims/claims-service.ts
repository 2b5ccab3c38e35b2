import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { slugify } from '../../../shared/rules/slug';
import { CLAIM, type ClaimLinkRead, type ClaimStartBody } from '../../../shared/schemas/listing-claims';
import { DAY_MS } from '../../../shared/time';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { linkOutsideInvites } from '../quotes/quote-outside-link-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { claimLinkMail, claimLinkUrl } from './claim-mails';
import {
  type ClaimCompany,
  claimByTokenHash,
  claimCompany,
  closeOtherClaims,
  customerContact,
  insertClaim,
  openClaimOf,
  ownedCompanyId,
  spendClaim,
  takeOwnership,
} from './claims-repository';
import { invitationByTokenHash, spendInvitation } from './invitations-repository';

/*
 * A person claims a listing (issue 33 item 3, decision 0039): with the association's invitation
 * link, or from the listing's page with their work e-mail (a link proves it when it is the listing's
 * address or on its website's domain; staff decide otherwise). Tokens are 256 random bits; only
 * their SHA-256 is stored, and they are never logged nor answered.
 */

export type ClaimDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

const linkAttempt = (db: Db, ip: string, now: Date) =>
  consumeAttempt(db, limitKey('claim-link:address', ip), LIMITS.claimLinkAddress, now);

function presentCompany(company: ClaimCompany) {
  return {
    reqId: company.reqId,
    tradeName: company.tradeName,
    slug: slugify(company.tradeName),
    city: company.city,
  };
}

/** POST /claims/link_read: the company a live link names; CLM001 otherwise. */
export async function readClaimLink(
  db: Db,
  token: string,
  ip: string,
  now = new Date(),
): Promise<ClaimLinkRead> {
  await linkAttempt(db, ip, now);
  const hash = hashSecret(token);
  const invitation = await invitationByTokenHash(db, hash);
  const live = invitation
    ? invitation.status === 'sent' && invitation.expiresAt !== null && invitation.expiresAt > now
      ? { kind: 'invitation' as const, companyId: invitation.companyId, expiresAt: invitation.expiresAt }
      : null
    : await liveClaimLink(db, hash, now);
  const company = live ? await claimCompany(db, { id: live.companyId }) : undefined;
  if (!live || !company || company.ownerId !== null) throw new AppError('CLM001');
  return { kind: live.kind, company: presentCompany(company), expiresAt: live.expiresAt.toISOString() };
}

async function liveClaimLink(db: Db, hash: string, now: Date) {
  const claim = await claimByTokenHash(db, hash);
  if (!claim?.expiresAt || claim.status !== 'mailed' || claim.expiresAt <= now) return null;
  return { kind: 'claim' as const, companyId: claim.companyId, expiresAt: claim.expiresAt };
}

/**
 * POST /claims/link_use: the caller becomes the listing's owner. The link is marked used and the
 * owner set in one transaction, each guarded by its state, so of parallel uses exactly one wins.
 */
export async function useClaimLink(
  db: Db,
  customerId: number,
  token: string,
  lang: Lang,
  ip: string,
  now = new Date(),
) {
  await linkAttempt(db, ip, now);
  const hash = hashSecret(token);
  let company: ClaimCompany;
  try {
    company = await db.transaction(async (tx) => {
      if ((await ownedCompanyId(tx, customerId)) !== null) throw new AppError('CLM002');
      const invitation = await invitationByTokenHash(tx, hash);
      let used: { companyId: number; emailProved: boolean } | undefined;
      if (invitation) {
        const row = await spendInvitation(tx, hash, customerId, now);
        used = row && { companyId: row.companyId, emailProved: true };
      } else {
        const row = await spendClaim(tx, hash, customerId, now);
        const listing = row && (await claimCompany(tx, { id: row.companyId }));
        used = row &&
          listing && { companyId: row.companyId, emailProved: row.email === listing.email.toLowerCase() };
      }
      if (!used) throw new AppError('CLM001');
      const taken = await takeOwnership(
        tx,
        used.companyId,
        customerId,
        { fromOwner: null, emailProved: used.emailProved },
        now,
      );
      if (!taken) throw new AppError('CLM003');
      await closeOtherClaims(tx, used.companyId, now);
      await companyPageChanged(tx, used.companyId, now);
      await linkOutsideInvites(tx, { companyId: used.companyId }, now);
      const claimed = await claimCompany(tx, { id: used.companyId });
      if (!claimed) throw new AppError('CLM001');
      return claimed;
    });
  } catch (error) {
    // Two links used at once by one account: the second breaks "one company per owner".
    if (uniqueViolation(error) !== null) throw new AppError('CLM002');
    throw error;
  }
  catalogueChanged(db);
  return {
    message: translate(lang, 'claim.owned', { company: company.tradeName }),
    company: { id: company.id, reqId: company.reqId, tradeName: company.tradeName },
  };
}

/** The work e-mail proves the listing: its own address, or an address on its website's domain. */
export function provesListing(email: string, listing: { email: string; website: string | null }): boolean {
  const address = email.toLowerCase();
  if (address === listing.email.trim().toLowerCase()) return true;
  const domain = address.split('@')[1];
  if (!domain || !listing.website) return false;
  let host: string;
  try {
    host = new URL(listing.website).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.replace(/^www\./, '') === domain;
}

/**
 * POST /claims/start: from the listing's page. A claim of an unclaimed listing with a work e-mail
 * that proves it gets a link there; any other (another address, or a listing claimed already)
 * waits for staff with what the claimant wrote.
 */
export async function startClaim(
  deps: ClaimDeps,
  customerId: number,
  body: ClaimStartBody,
  lang: Lang,
  now = new Date(),
) {
  const { db } = deps;
  await consumeAttempt(db, limitKey('claim-start:user', customerId), LIMITS.claimStartUser, now);
  const company = await claimCompany(db, { reqId: body.req_id });
  if (!company?.listed) throw new AppError('NFD001');
  if (company.ownerId === customerId) throw new AppError('CLM003');
  if (company.ownerId === null && (await ownedCompanyId(db, customerId)) !== null)
    throw new AppError('CLM002');
  const proved = company.ownerId === null && provesListing(body.email, company);
  const token = newSecret();
  try {
    await db.transaction(async (tx) => {
      if (await openClaimOf(tx, company.id, customerId)) throw new AppError('CLM005');
      await insertClaim(tx, {
        companyId: company.id,
        claimantId: customerId,
        email: body.email,
        message: body.message,
        status: proved ? 'mailed' : 'pending',
        createdAt: now,
        ...(proved
          ? {
              tokenHash: hashSecret(token),
              expiresAt: new Date(now.getTime() + CLAIM.claimLinkDays * DAY_MS),
            }
          : {}),
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('CLM005');
    throw error;
  }
  if (!proved) {
    return {
      outcome: 'pending' as const,
      message: translate(lang, 'claim.pending', { company: company.tradeName }),
    };
  }
  const claimant = await customerContact(db, customerId);
  await deps.mailer.send(
    claimLinkMail(
      body.email,
      claimant?.lang ?? lang,
      company.tradeName,
      claimLinkUrl(deps.config.publicUrl, token),
    ),
  );
  return {
    outcome: 'mailed' as const,
    message: translate(lang, 'claim.mailed', {
      email: body.email,
      company: company.tradeName,
      count: CLAIM.claimLinkDays,
    }),
  };
}
