import { and, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { CompanyApproval } from '../../../shared/schemas/company-approval';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories, companyPortfolio } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { type FileKind, storedFiles } from '../../db/schema/files';
import { cities } from '../../db/schema/places';
import { associationSetting } from '../../db/sql/association-settings';
import type { WebpImage } from '../../lib/images';

export type CompanyInsert = typeof companies.$inferInsert;
export type CompanyColumns = Omit<
  CompanyInsert,
  'id' | 'reqId' | 'ownerId' | 'termsAcceptedAt' | 'createdAt' | 'rate' | 'ratesCount'
>;

const ownColumns = {
  id: companies.id,
  reqId: companies.reqId,
  tradeName: companies.tradeName,
  email: companies.email,
  emailValid: companies.emailValid,
  logoFileId: companies.logoFileId,
  coverFileId: companies.coverFileId,
  aboutShortEn: companies.aboutShortEn,
};
export interface OwnCompany {
  id: number;
  reqId: string;
  tradeName: string;
  email: string;
  emailValid: boolean;
  logoFileId: number | null;
  coverFileId: number | null;
  /** Kept in the search text when a write leaves it out (decision 0042). */
  aboutShortEn: string | null;
}

/** The company of a customer; every write looks it up by owner, never by an id from the client. */
export async function findCompanyOfOwner(db: Db, ownerId: number): Promise<OwnCompany | undefined> {
  const rows = await db.select(ownColumns).from(companies).where(eq(companies.ownerId, ownerId)).limit(1);
  return rows[0];
}

/** Same, holding the row until the transaction ends so concurrent updates queue up. */
export async function lockCompanyOfOwner(tx: Db, ownerId: number): Promise<OwnCompany | undefined> {
  const rows = await tx
    .select(ownColumns)
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .for('update');
  return rows[0];
}

export async function cnpjTaken(db: Db, cnpj: string, exceptCompanyId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cnpj, cnpj), exceptCompanyId ? ne(companies.id, exceptCompanyId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return rows.length > 0;
}

/** The categories among `ids` that exist, with both names (for companies.search_text). */
export async function findCategories(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
}

export async function customerLang(db: Db, customerId: number): Promise<Lang> {
  const rows = await db
    .select({ lang: customers.lang })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0]?.lang ?? 'pt-BR';
}

export async function insertCompany(
  tx: Db,
  values: CompanyColumns & Pick<CompanyInsert, 'ownerId' | 'termsAcceptedAt'>,
): Promise<{ id: number; reqId: string; approval: CompanyApproval }> {
  // Waits for the association's approval when it chose so, read in the same statement (decision 0044).
  const [row] = await tx
    .insert(companies)
    .values({
      ...values,
      approval: sql`case when ${associationSetting('approveNewCompanies')} then 'pending' else 'approved' end`,
      approvalRequestedAt: sql`case when ${associationSetting('approveNewCompanies')} then now() end`,
    })
    .returning({ id: companies.id, reqId: companies.reqId, approval: companies.approval });
  return row;
}

export async function updateCompanyRow(tx: Db, id: number, values: Partial<CompanyColumns>): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.id, id));
}

export async function replaceCategories(tx: Db, companyId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
  if (ids.length > 0) {
    await tx.insert(companyCategories).values(ids.map((categoryId) => ({ companyId, categoryId })));
  }
}

/** Stores WebP images; answers their ids in order. */
export async function insertImages(
  tx: Db,
  kind: FileKind,
  images: readonly { name: string; image: WebpImage }[],
): Promise<number[]> {
  if (images.length === 0) return [];
  const rows = await tx
    .insert(storedFiles)
    .values(
      images.map(({ name, image }) => ({
        kind,
        name,
        mime: image.mime,
        size: image.bytes.length,
        bytes: image.bytes,
        sha256: image.sha256,
      })),
    )
    .returning({ id: storedFiles.id });
  // Postgres returns the rows of a multi-row insert in the order given.
  return rows.map((r) => r.id);
}

export async function deleteFiles(tx: Db, ids: readonly (number | null)[]): Promise<void> {
  const existing = ids.filter((id): id is number => id !== null);
  if (existing.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, existing));
}

export async function countPortfolio(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyPortfolio)
    .where(eq(companyPortfolio.companyId, companyId));
  return row?.n ?? 0;
}

/** New images go after the stored ones. */
export async function appendPortfolio(tx: Db, companyId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  const [row] = await tx
    .select({ last: max(companyPortfolio.position) })
    .from(companyPortfolio)
    .where(eq(companyPortfolio.companyId, companyId));
  const start = (row?.last ?? -1) + 1;
  await tx
    .insert(companyPortfolio)
    .values(fileIds.map((fileId, k) => ({ companyId, fileId, position: start + k })));
}

/**
 * Deletes the stored file of one of this company's portfolio images (the portfolio row goes with
 * it by cascade). False when the reqId is unknown or belongs to another company.
 */
export async function deletePortfolioImage(db: Db, companyId: number, reqId: string): Promise<boolean> {
  const rows = await db
    .delete(storedFiles)
    .where(
      eq(
        storedFiles.id,
        sql`(select ${companyPortfolio.fileId} from ${companyPortfolio} where ${companyPortfolio.reqId} = ${reqId} and ${companyPortfolio.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: storedFiles.id });
  return rows.length > 0;
}
