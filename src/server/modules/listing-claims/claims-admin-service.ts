import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { ClaimQueueRow } from '../../../shared/schemas/listing-claims';
import { catalogueChanged } from '../../db/catalogue-cache';
import { uniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { notify } from '../notifications/notifications-service';
import { linkOutsideInvites } from '../quotes/quote-outside-link-service';
import { claimDecisionMail } from './claim-mails';
import {
  claimCompany,
  claimForDecision,
  closeOtherClaims,
  decideClaim,
  ownedCompanyId,
  pendingClaims,
  takeOwnership,
} from './claims-repository';

/*
 * The staff queue of claims nothing proved (issue 33 item 3, decision 0039): a claim with another
 * address, or of a listing claimed already. Approving gives the listing to the claimant (from its
 * owner, for a second claim); refusing needs a reason. The claimant is told in their language by
 * e-mail and notification; both are in the audit log.
 */

export type ClaimAdminDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** The profile's company tab: where the new owner completes the listing. */
const OWNER_LINK = '/profile';

const iso = (at: Date | string) => new Date(at).toISOString();

export async function claimQueue(deps: Pick<ClaimAdminDeps, 'db'>, page: number) {
  const rows = await pendingClaims(deps.db, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return {
    data: rows.map(
      (r): ClaimQueueRow => ({
        reqId: r.reqId,
        company: { reqId: r.companyReqId, tradeName: r.tradeName, email: r.companyEmail, website: r.website },
        claimed: r.claimed,
        claimant: { name: r.claimantName, email: r.claimantEmail },
        email: r.email,
        message: r.message,
        createdAt: iso(r.createdAt),
      }),
    ),
    total: rows[0]?.total ?? 0,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function approveClaim(
  deps: ClaimAdminDeps,
  actor: Actor,
  reqId: string,
  lang: Lang,
  now = new Date(),
) {
  let outcome: { company: string; claimant: { name: string; email: string; lang: Lang } };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const claim = await claimForDecision(tx, reqId);
      if (!claim) throw new AppError('NFD001');
      if (claim.status !== 'pending') throw new AppError('CLM004');
      const company = await claimCompany(tx, { id: claim.companyId });
      if (!company) throw new AppError('NFD001');
      const owned = await ownedCompanyId(tx, claim.claimantId);
      if (owned === company.id) throw new AppError('CLM003');
      if (owned !== null) throw new AppError('CLM002');
      if (
        !(await takeOwnership(
          tx,
          company.id,
          claim.claimantId,
          { fromOwner: company.ownerId, emailProved: false },
          now,
        ))
      )
        throw new AppError('CLM004');
      await decideClaim(tx, claim.id, { status: 'approved', reason: null, decidedBy: actor.id }, now);
      await closeOtherClaims(tx, company.id, now);
      await companyPageChanged(tx, company.id, now);
      await linkOutsideInvites(tx, { companyId: company.id }, now);
      await notify(tx, {
        customerId: claim.claimantId,
        kind: 'claimApproved',
        params: { company: company.tradeName },
        link: OWNER_LINK,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'claim.approve',
        targetType: 'company',
        target: `${company.reqId} ${company.tradeName}`,
        after: { claimant: `${claim.claimantName} <${claim.claimantEmail}>` },
      });
      return {
        company: company.tradeName,
        claimant: { name: claim.claimantName, email: claim.claimantEmail, lang: claim.claimantLang },
      };
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('CLM002');
    throw error;
  }
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(
    [
      claimDecisionMail(
        outcome.claimant,
        { approved: true, url: `${deps.config.publicUrl}${OWNER_LINK}` },
        outcome.company,
      ),
    ],
    'claim approval mail not sent',
  );
  return {
    message: translate(lang, 'claim.approved', { company: outcome.company, name: outcome.claimant.name }),
  };
}

export async function refuseClaim(
  deps: ClaimAdminDeps,
  actor: Actor,
  body: { req_id: string; reason: string },
  lang: Lang,
  now = new Date(),
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const claim = await claimForDecision(tx, body.req_id);
    if (!claim) throw new AppError('NFD001');
    if (
      !(await decideClaim(tx, claim.id, { status: 'refused', reason: body.reason, decidedBy: actor.id }, now))
    )
      throw new AppError('CLM004');
    const company = await claimCompany(tx, { id: claim.companyId });
    if (!company) throw new AppError('NFD001');
    await notify(tx, {
      customerId: claim.claimantId,
      kind: 'claimRefused',
      params: { company: company.tradeName, reason: body.reason },
      link: null,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'claim.refuse',
      targetType: 'company',
      target: `${company.reqId} ${company.tradeName}`,
      after: { claimant: `${claim.claimantName} <${claim.claimantEmail}>`, refusalReason: body.reason },
    });
    return {
      company: company.tradeName,
      claimant: { name: claim.claimantName, email: claim.claimantEmail, lang: claim.claimantLang },
    };
  });
  await deps.mailer.sendAfterCommit(
    [claimDecisionMail(outcome.claimant, { approved: false, reason: body.reason }, outcome.company)],
    'claim refusal mail not sent',
  );
  return {
    message: translate(lang, 'claim.refused', { company: outcome.company, name: outcome.claimant.name }),
  };
}
