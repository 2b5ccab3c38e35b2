import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminSuggestion,
  AdminVocabularyTerm,
  VocabularyKind,
} from '../../../shared/schemas/vocabulary';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { companyTerms, termSuggestions, vocabularyTerms } from '../../db/schema/vocabulary';
import { sortKey } from '../../db/sql/search';

/* The vocabulary's back office (issue 32, migration 0088). */

const t = vocabularyTerms;
const s = termSuggestions;

const adminColumns = {
  id: t.id,
  kind: t.kind,
  namePt: t.namePt,
  nameEn: t.nameEn,
  retired: sql<boolean>`${t.retiredAt} is not null`,
  companies: sql<number>`(select count(*)::int from ${companyTerms} where ${companyTerms.termId} = ${t.id})`,
};

/** Every term, live first, processes before materials, by Portuguese name. */
export function listAdminTerms(db: Db): Promise<AdminVocabularyTerm[]> {
  return db
    .select(adminColumns)
    .from(t)
    .orderBy(sql`${t.retiredAt} is not null`, desc(t.kind), sortKey(t.namePt), t.id);
}

/** One term, locked for the change being made. */
export async function lockTerm(tx: Db, id: number) {
  const [row] = await tx
    .select({ ...adminColumns, retiredAt: t.retiredAt })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row;
}

export async function adminTerm(db: Db, id: number): Promise<AdminVocabularyTerm | undefined> {
  const [row] = await db.select(adminColumns).from(t).where(eq(t.id, id));
  return row;
}

export async function insertTerm(
  tx: Db,
  values: { kind: VocabularyKind; namePt: string; nameEn: string },
): Promise<number> {
  const [row] = await tx.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export async function updateTermNames(tx: Db, id: number, names: { namePt: string; nameEn: string }) {
  await tx.update(t).set(names).where(eq(t.id, id));
}

export async function setTermRetired(tx: Db, id: number, retiredAt: Date | null) {
  await tx.update(t).set({ retiredAt }).where(eq(t.id, id));
}

/** Pending suggestions, oldest first, with the company that made each. */
export function listPendingSuggestions(
  db: Db,
): Promise<(Omit<AdminSuggestion, 'createdAt'> & { createdAt: Date })[]> {
  return db
    .select({
      id: s.id,
      kind: s.kind,
      namePt: s.namePt,
      nameEn: s.nameEn,
      companyReqId: companies.reqId,
      companyName: companies.tradeName,
      createdAt: s.createdAt,
    })
    .from(s)
    .innerJoin(companies, eq(companies.id, s.companyId))
    .where(eq(s.status, 'pending'))
    .orderBy(asc(s.createdAt), asc(s.id));
}

/** One suggestion, locked while it is decided (two staff answering at once: one wins). */
export async function lockSuggestion(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: s.id,
      companyId: s.companyId,
      kind: s.kind,
      namePt: s.namePt,
      nameEn: s.nameEn,
      status: s.status,
      companyName: companies.tradeName,
      ownerId: companies.ownerId,
      // Where the answer is e-mailed, and in which language (an unclaimed listing has no owner).
      ownerEmail: customers.email,
      ownerLang: customers.lang,
    })
    .from(s)
    .innerJoin(companies, eq(companies.id, s.companyId))
    .leftJoin(customers, eq(customers.id, companies.ownerId))
    .where(eq(s.id, id))
    .for('update', { of: s });
  return row;
}

export async function decideSuggestion(
  tx: Db,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; termId: number | null; decidedAt: Date },
): Promise<void> {
  await tx
    .update(s)
    .set(decision)
    .where(and(eq(s.id, id), eq(s.status, 'pending')));
}
