import { certificationName, type PublicCertification } from '../../../shared/schemas/company-certifications';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobDefinition } from '../../plugins/jobs';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { publicCertifications } from './company-certifications-public-service';
import {
  findCompanyIdByReqId,
  lockCertificationForCheck,
  refreshExpiredCertifications,
  setCertificationChecked,
} from './company-certifications-repository';

/** POST /admin/companies/certifications: a company's certificates as staff check them (unknown: NFD001). */
export async function adminCertifications(db: Db, companyReqId: string): Promise<PublicCertification[]> {
  const id = await findCompanyIdByReqId(db, companyReqId);
  if (id === undefined) throw new AppError('NFD001');
  return publicCertifications(db, id);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * POST /admin/companies/certification_check: staff mark a certificate checked (they saw it is
 * genuine) or take the mark away; audited with the company and the certificate. Marking a checked
 * one again keeps its first date (unknown: NFD001).
 */
export async function checkCertification(
  db: Db,
  actor: Actor,
  input: { reqId: string; checked: boolean },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCertificationForCheck(tx, input.reqId);
    if (!row) throw new AppError('NFD001');
    const checkedAt = input.checked ? (row.checkedAt ?? now) : null;
    await setCertificationChecked(tx, row.id, checkedAt);
    await companyPageChanged(tx, row.companyId, now);
    const name = `${certificationName(row.standard, row.standardOther)} ${row.number}`;
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: input.checked ? 'certification.check' : 'certification.uncheck',
      targetType: 'company',
      target: `${row.companyReqId} ${row.tradeName} — ${name}`,
      before: { checkedAt: iso(row.checkedAt) },
      after: { checkedAt: iso(checkedAt) },
    });
  });
  catalogueChanged(db);
}

/**
 * An expired certificate stops counting at once in the filter (it compares with São Paulo's day),
 * but the search document only changes on a write: the day after a certificate's last day, this
 * rebuilds the documents of its company. At start too, over a month, for a server that was down.
 */
export async function refreshCertificationSearch(db: Db, days = 31): Promise<number> {
  const refreshed = await refreshExpiredCertifications(db, days);
  if (refreshed > 0) catalogueChanged(db);
  return refreshed;
}

export const certificationExpiryJob: JobDefinition = {
  name: 'certification-expiry',
  // São Paulo time: just after the day changes.
  cron: '5 0 * * *',
  atStart: true,
  run: async (app) => {
    await refreshCertificationSearch(app.db);
  },
};
