import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { isValidCnpj } from '../../../shared/rules/cnpj';
import { formatCnpj } from '../../../shared/rules/cnpj-format';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type {
  ApprovalQueueRow,
  AssociationSettings,
  AssociationSettingsBody,
} from '../../../shared/schemas/company-approval';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { notify } from '../notifications/notifications-service';
import { linkOutsideInvites } from '../quotes/quote-outside-link-service';
import { approvalDecisionMail } from './approval-mails';
import {
  companyForDecision,
  decideApproval,
  ownCompanyApproval,
  pendingCompanies,
  readSettings,
  resubmitOwnCompany,
  writeSettings,
} from './approval-repository';

/*
 * Approval of new companies (issue 33 item 4, decision 0044). The association chooses whether a
 * company registered on the site is public at once (the default) or waits in the back office's
 * queue; staff approve it (it becomes public) or refuse it with a reason, which its owner reads,
 * corrects and sends again. The owner is told in their language by e-mail and notification; every
 * decision and change of the settings is in the audit log.
 */

export type ApprovalDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** The profile: where the owner sees the state of their company and corrects it. */
const OWNER_LINK = '/profile';

export function associationSettingsOf(db: Db): Promise<AssociationSettings> {
  return readSettings(db);
}

export async function saveAssociationSettings(
  db: Db,
  actor: Actor,
  body: AssociationSettingsBody,
  lang: Lang,
  now = new Date(),
) {
  const after: AssociationSettings = {
    approveNewCompanies: body.approve_new_companies,
    memberMark: body.member_mark,
  };
  await db.transaction(async (tx) => {
    const before = await readSettings(tx, true);
    await writeSettings(tx, after, now);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'settings.update',
      targetType: 'settings',
      target: 'settings',
      before,
      after,
    });
  });
  // The member mark is on the cached public pages.
  catalogueChanged(db);
  return { message: translate(lang, 'approval.settingsSaved') };
}

export async function approvalQueue(db: Db, lang: Lang, page: number) {
  const rows = await pendingCompanies(db, lang, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  return {
    data: rows.map(
      (r): ApprovalQueueRow => ({
        reqId: r.reqId,
        tradeName: r.tradeName,
        name: r.name,
        cnpj: formatCnpj(r.cnpj),
        cnpjValid: isValidCnpj(r.cnpj),
        email: r.email,
        emailValid: r.emailValid,
        phone1: r.phone1,
        website: r.website,
        city: r.city,
        state: r.state,
        categories: r.categories,
        aboutShort: r.aboutShort,
        owner: { name: r.ownerName, email: r.ownerEmail },
        membership: r.membershipNumber ? { number: r.membershipNumber, since: r.memberSince } : null,
        refusedBefore: r.approvalReason,
        requestedAt: new Date(r.requestedAt).toISOString(),
      }),
    ),
    total: rows[0]?.total ?? 0,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

type Decision = { approved: true; membershipNumber: string | null } | { approved: false; reason: string };

/** Approve or refuse, once: a company no longer waiting (decided by a parallel call) is APR001. */
async function decide(deps: ApprovalDeps, actor: Actor, reqId: string, decision: Decision, now: Date) {
  const outcome = await deps.db.transaction(async (tx) => {
    const company = await companyForDecision(tx, reqId);
    if (!company) throw new AppError('NFD001');
    const changed = await decideApproval(
      tx,
      company.id,
      decision.approved
        ? {
            approval: 'approved',
            reason: null,
            ...(decision.membershipNumber ? { membershipNumber: decision.membershipNumber } : {}),
          }
        : { approval: 'refused', reason: decision.reason },
      now,
    );
    if (!changed) throw new AppError('APR001');
    if (decision.approved) {
      await companyPageChanged(tx, company.id, now);
      // Invitations sent to its address before it was approved reach it now (decision 0048).
      await linkOutsideInvites(tx, { companyId: company.id }, now);
    }
    if (company.ownerId !== null) {
      await notify(tx, {
        customerId: company.ownerId,
        kind: decision.approved ? 'companyApproved' : 'companyRefused',
        params: decision.approved
          ? { company: company.tradeName }
          : { company: company.tradeName, reason: decision.reason },
        link: OWNER_LINK,
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: decision.approved ? 'company.approve' : 'company.refuse',
      targetType: 'company',
      target: `${company.reqId} ${company.tradeName}`,
      before: { approval: 'pending' },
      after: decision.approved
        ? {
            approval: 'approved',
            ...(decision.membershipNumber ? { membershipNumber: decision.membershipNumber } : {}),
          }
        : { approval: 'refused', refusalReason: decision.reason },
    });
    return company;
  });
  if (decision.approved) catalogueChanged(deps.db);
  const owner =
    outcome.ownerEmail && outcome.ownerLang && outcome.ownerName
      ? { email: outcome.ownerEmail, lang: outcome.ownerLang, name: outcome.ownerName }
      : null;
  if (owner) {
    await deps.mailer.sendAfterCommit(
      [
        approvalDecisionMail(
          owner,
          decision.approved ? { approved: true } : { approved: false, reason: decision.reason },
          outcome.tradeName,
          `${deps.config.publicUrl}${OWNER_LINK}`,
        ),
      ],
      decision.approved ? 'company approval mail not sent' : 'company refusal mail not sent',
    );
  }
  return { company: outcome.tradeName, owner: owner?.name ?? '' };
}

export async function approveCompany(
  deps: ApprovalDeps,
  actor: Actor,
  body: { req_id: string; membership_number: string | null },
  lang: Lang,
  now = new Date(),
) {
  const done = await decide(
    deps,
    actor,
    body.req_id,
    { approved: true, membershipNumber: body.membership_number },
    now,
  );
  return { message: translate(lang, 'approval.approved', { company: done.company, name: done.owner }) };
}

export async function refuseCompany(
  deps: ApprovalDeps,
  actor: Actor,
  body: { req_id: string; reason: string },
  lang: Lang,
  now = new Date(),
) {
  const done = await decide(deps, actor, body.req_id, { approved: false, reason: body.reason }, now);
  return { message: translate(lang, 'approval.refused', { company: done.company, name: done.owner }) };
}

/** The owner sends their refused company for approval again (after correcting it with /company/update). */
export async function resubmitCompany(db: Db, ownerId: number, lang: Lang, now = new Date()) {
  const row = await resubmitOwnCompany(db, ownerId, now);
  if (!row) throw new AppError((await ownCompanyApproval(db, ownerId)) === undefined ? 'CMP003' : 'APR002');
  return { message: translate(lang, 'company.resubmitted', { company: row.tradeName }) };
}
