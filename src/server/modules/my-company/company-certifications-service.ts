import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import {
  CERTIFICATIONS,
  type CertificationRecord,
  type CertificationSaveBody,
  certificationName,
  type OwnCertification,
} from '../../../shared/schemas/company-certifications';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { ownOf } from './company-certifications-public-service';
import {
  countCertifications,
  deleteCertification,
  findCertification,
  insertCertificatePdf,
  insertCertification,
  listCertifications,
  updateCertification,
} from './company-certifications-repository';
import { deleteFiles, lockCompanyOfOwner } from './company-repository';

async function lockCompany(tx: Db, ownerId: number) {
  const company = await lockCompanyOfOwner(tx, ownerId);
  if (!company) throw new AppError('CMP003');
  return company;
}

/** POST /company/certifications/list: the caller's certificates (no company: CMP003). */
export async function ownCertifications(
  db: Db,
  ownerId: number,
  now = new Date(),
): Promise<OwnCertification[]> {
  const company = await lockCompanyOfOwner(db, ownerId);
  if (!company) throw new AppError('CMP003');
  const today = saoPauloDay(now);
  return (await listCertifications(db, { companyId: company.id })).map((row) => ownOf(row, today));
}

/** The PDF's stored name: the standard and number, so a saved copy says what it is. */
function pdfName(body: CertificationSaveBody): string {
  const base = `${certificationName(body.standard, body.standard_other)} ${body.number}`
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .trim();
  return `${base || 'certificate'}.pdf`;
}

/**
 * POST /company/certifications/save: adds a certificate (at most CERTIFICATIONS.perCompany: CRT001)
 * or, with req_id, rewrites one of the caller's (another's or unknown: NFD001), which clears the
 * association's check. A past valid_until is taken: the certificate shows as expired.
 */
export async function saveCertification(
  db: Db,
  ownerId: number,
  body: CertificationSaveBody,
  lang: Lang,
  now = new Date(),
): Promise<{ message: string; certification: OwnCertification }> {
  const reqId = body.req_id;
  const certification = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    const stored = reqId ? await findCertification(tx, company.id, reqId) : undefined;
    if (reqId && stored === undefined) throw new AppError('NFD001');
    if (!stored && (await countCertifications(tx, company.id)) >= CERTIFICATIONS.perCompany)
      throw new AppError('CRT001', { max: CERTIFICATIONS.perCompany });
    const pdfFileId = body.pdf ? await insertCertificatePdf(tx, pdfName(body), body.pdf.bytes) : undefined;
    const text = {
      standard: body.standard,
      standardOther: body.standard_other,
      number: body.number,
      certificationBody: body.certification_body,
      scope: body.scope,
      validUntil: body.valid_until,
      // A new PDF replaces the stored one; pdf_remove clears it; else it stays (undefined is not written).
      pdfFileId: pdfFileId ?? (body.pdf_remove ? null : undefined),
    };
    let id: number;
    if (stored) {
      id = stored.id;
      await updateCertification(tx, id, text);
      if (text.pdfFileId !== undefined) await deleteFiles(tx, [stored.pdfFileId]);
    } else {
      id = await insertCertification(tx, company.id, text);
    }
    await companyPageChanged(tx, company.id, now);
    const row = (await listCertifications(tx, { companyId: company.id })).find((r) => r.id === id);
    if (!row) throw new Error('saved certification not found');
    return ownOf(row, saoPauloDay(now));
  });
  catalogueChanged(db);
  const message = translate(lang, reqId ? 'company.certificationSaved' : 'company.certificationAdded');
  return { message, certification };
}

/** POST /company/certifications/delete: removes one of the caller's certificates (else NFD001). */
export async function removeCertification(
  db: Db,
  ownerId: number,
  reqId: string,
  lang: Lang,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, ownerId);
    const removed = await deleteCertification(tx, company.id, reqId);
    if (!removed) throw new AppError('NFD001');
    await deleteFiles(tx, [removed.pdfFileId]);
    await companyPageChanged(tx, company.id, now);
  });
  catalogueChanged(db);
  return translate(lang, 'company.certificationRemoved');
}

/** The owner's certificates: their LGPD export (the PDF by its URL, as the page links it). */
export async function ownCertificationRecords(
  db: Db,
  ownerId: number,
  now = new Date(),
): Promise<CertificationRecord[]> {
  const today = saoPauloDay(now);
  const rows = await listCertifications(db, { ownerId });
  return rows.map((row) => ({ ...ownOf(row, today), createdAt: row.createdAt.toISOString() }));
}
