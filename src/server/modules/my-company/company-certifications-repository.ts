import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { companyCertifications } from '../../db/schema/company-certifications';
import { storedFiles } from '../../db/schema/files';
import { sha256Of } from '../../lib/file-digests';
import { type CompanyScope, listOfCompany } from './company-listing-repository';

type CertificationText = Pick<
  typeof companyCertifications.$inferInsert,
  'standard' | 'standardOther' | 'number' | 'certificationBody' | 'scope' | 'validUntil' | 'pdfFileId'
>;

const t = companyCertifications;

const columns = {
  id: t.id,
  reqId: t.reqId,
  companyId: t.companyId,
  standard: t.standard,
  standardOther: t.standardOther,
  number: t.number,
  certificationBody: t.certificationBody,
  scope: t.scope,
  validUntil: t.validUntil,
  checkedAt: t.checkedAt,
  pdfReqId: storedFiles.reqId,
  createdAt: t.createdAt,
};

export type CertificationRow = Awaited<ReturnType<typeof listCertifications>>[number];

export async function countCertifications(tx: Db, companyId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(t).where(eq(t.companyId, companyId));
  return row?.n ?? 0;
}

/** The certificate `reqId` when it belongs to `companyId` (not yours is not found), with its PDF. */
export async function findCertification(tx: Db, companyId: number, reqId: string) {
  const [row] = await tx
    .select({ id: t.id, pdfFileId: t.pdfFileId })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.reqId, reqId)));
  return row;
}

export async function insertCertification(tx: Db, companyId: number, text: CertificationText) {
  const [row] = await tx
    .insert(t)
    .values({ ...text, companyId })
    .returning({ id: t.id });
  return row.id;
}

/** Rewrites a certificate; the association's check was of the old one, so it goes. */
export async function updateCertification(tx: Db, id: number, text: CertificationText): Promise<void> {
  await tx
    .update(t)
    .set({ ...text, checkedAt: null })
    .where(eq(t.id, id));
}

/** Removes the certificate `reqId` of `companyId`; undefined when there is none, else its PDF's file id. */
export async function deleteCertification(tx: Db, companyId: number, reqId: string) {
  const [row] = await tx
    .delete(t)
    .where(and(eq(t.companyId, companyId), eq(t.reqId, reqId)))
    .returning({ pdfFileId: t.pdfFileId });
  return row;
}

/** Stores a certificate's PDF (a public file of the page); answers its id. */
export async function insertCertificatePdf(tx: Db, name: string, bytes: Uint8Array): Promise<number> {
  const sha256 = await sha256Of(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      kind: 'certificate',
      name,
      mime: 'application/pdf',
      size: buffer.length,
      bytes: buffer,
      sha256,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

/** The certificates of a company or of an owner's companies (their LGPD export), the latest valid first. */
export function listCertifications(db: Db, scope: CompanyScope) {
  const listing = { companyId: t.companyId, fileId: t.pdfFileId, order: [desc(t.validUntil), asc(t.id)] };
  return listOfCompany(db.select(columns).from(t).$dynamic(), listing, scope);
}

/** The company of a certificate (by its reqId), for staff: its id, name and the stored mark. */
export async function lockCertificationForCheck(tx: Db, reqId: string) {
  const [row] = await tx
    .select({
      id: t.id,
      companyId: t.companyId,
      companyReqId: companies.reqId,
      tradeName: companies.tradeName,
      standard: t.standard,
      standardOther: t.standardOther,
      number: t.number,
      checkedAt: t.checkedAt,
    })
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .where(eq(t.reqId, reqId))
    .for('update', { of: t });
  return row;
}

export async function setCertificationChecked(tx: Db, id: number, checkedAt: Date | null): Promise<void> {
  await tx.update(t).set({ checkedAt }).where(eq(t.id, id));
}

/** The id of the company `reqId` (any state: staff see suspended ones too). */
export async function findCompanyIdByReqId(db: Db, reqId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.reqId, reqId));
  return row?.id;
}

/**
 * Rebuilds the search document of the companies with a certificate whose last day was within the
 * `days` days before São Paulo's today: it left the document (migration 0086) when its day passed,
 * which no write told the trigger. Only documents that change are written (the job runs at every
 * start over a month: rewriting the same 336 documents at 10,000 companies left dead rows and 2 MB
 * of GIN pending list that every search then read, and emptied the catalogue cache for nothing).
 * Answers how many companies changed.
 */
export async function refreshExpiredCertifications(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`update company_search s set document = f.document
    from (select c.company_id, company_search_document_of(c.company_id) as document
      from (select distinct ${t.companyId} as company_id from ${t}
        where ${t.validUntil} < sao_paulo_today() and ${t.validUntil} >= sao_paulo_today() - ${days}::int) c) f
    where s.company_id = f.company_id and s.document is distinct from f.document`);
  return result.rowCount ?? 0;
}
