import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import {
  certificationName,
  isExpired,
  type OwnCertification,
  type PublicCertification,
} from '../../../shared/schemas/company-certifications';
import type { Db } from '../../db/client';
import { fileUrl } from '../files/files-service';
import { type CertificationRow, listCertifications } from './company-certifications-repository';

/*
 * The company page's certificates. Apart from the owner's service because the public page
 * (modules/company-catalogue) reads it while the owner's writes call back into that module for the
 * page's date: one file each way keeps the imports free of cycles (as the products').
 */

/** A row as its owner sees it, expired or not on São Paulo's `today`. */
export function ownOf(row: CertificationRow, today: string): OwnCertification {
  return {
    reqId: row.reqId,
    standard: row.standard,
    standardOther: row.standardOther,
    number: row.number,
    certificationBody: row.certificationBody,
    scope: row.scope,
    validUntil: row.validUntil,
    expired: isExpired(row.validUntil, today),
    checked: row.checkedAt !== null,
    pdf: fileUrl(row.pdfReqId),
  };
}

/** The certificates of `companyId`, valid ones first, each saying whether it expired (São Paulo day). */
export async function publicCertifications(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<PublicCertification[]> {
  const today = saoPauloDay(now);
  const rows = await listCertifications(db, { companyId });
  const shown = rows.map((row) => {
    const { standardOther: _, ...own } = ownOf(row, today);
    return { ...own, name: certificationName(row.standard, row.standardOther) };
  });
  // Stable: valid ones keep their order (latest last day first), then the expired ones.
  return [...shown.filter((c) => !c.expired), ...shown.filter((c) => c.expired)];
}
