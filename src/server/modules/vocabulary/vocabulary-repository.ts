import { and, asc, count, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { NamedTerm, VocabularyKind, VocabularyTerm } from '../../../shared/schemas/vocabulary';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { companyTerms, termSuggestions, vocabularyTerms } from '../../db/schema/vocabulary';
import { byLang } from '../../db/sql/localized';
import { sortKey } from '../../db/sql/search';

/* The vocabulary as companies and the public read it (issue 32, migration 0088). */

const t = vocabularyTerms;
const live = isNull(t.retiredAt);
const termColumns = { id: t.id, kind: t.kind, namePt: t.namePt, nameEn: t.nameEn };

/** Every live term, processes first, by Portuguese name. */
export function listLiveTerms(db: Db): Promise<VocabularyTerm[]> {
  return db.select(termColumns).from(t).where(live).orderBy(desc(t.kind), sortKey(t.namePt), t.id);
}

/** The company of `ownerId`, locked so its choices and suggestions are counted one write at a time. */
export async function lockOwnedCompany(tx: Db, ownerId: number) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .for('update');
  return row;
}

export async function ownedCompanyId(db: Db, ownerId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, ownerId));
  return row?.id;
}

/** The live terms a company picked. */
export async function chosenTermIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyTerms.termId })
    .from(companyTerms)
    .innerJoin(t, eq(t.id, companyTerms.termId))
    .where(and(eq(companyTerms.companyId, companyId), live))
    .orderBy(companyTerms.termId);
  return rows.map((r) => r.id);
}

/** Which of `ids` are live terms. */
export async function liveTermIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, [...ids]), live));
  return rows.map((r) => r.id);
}

/** The company's live terms become `ids` (retired ones' links stay for a restore). */
export async function replaceChosenTerms(tx: Db, companyId: number, ids: readonly number[]): Promise<void> {
  const liveIds = sql`(select ${t.id} from ${t} where ${live})`;
  await tx
    .delete(companyTerms)
    .where(
      and(
        eq(companyTerms.companyId, companyId),
        sql`${companyTerms.termId} in ${liveIds}`,
        ids.length > 0 ? notInArray(companyTerms.termId, [...ids]) : undefined,
      ),
    );
  if (ids.length > 0)
    await tx
      .insert(companyTerms)
      .values(ids.map((termId) => ({ companyId, termId })))
      .onConflictDoNothing();
}

/** Gives a company one term (an approved suggestion); nothing when it has it already. */
export async function linkTerm(tx: Db, companyId: number, termId: number): Promise<void> {
  await tx.insert(companyTerms).values({ companyId, termId }).onConflictDoNothing();
}

export async function countPendingSuggestions(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(termSuggestions)
    .where(and(eq(termSuggestions.companyId, companyId), eq(termSuggestions.status, 'pending')));
  return row?.n ?? 0;
}

export async function insertSuggestion(
  tx: Db,
  values: {
    companyId: number;
    kind: VocabularyKind;
    namePt: string | null;
    nameEn: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(termSuggestions).values(values);
}

/** A company's suggestions, newest first. */
export function listCompanySuggestions(db: Db, companyId: number) {
  return db
    .select({
      kind: termSuggestions.kind,
      namePt: termSuggestions.namePt,
      nameEn: termSuggestions.nameEn,
      status: termSuggestions.status,
      reason: termSuggestions.reason,
      createdAt: termSuggestions.createdAt,
      decidedAt: termSuggestions.decidedAt,
    })
    .from(termSuggestions)
    .where(eq(termSuggestions.companyId, companyId))
    .orderBy(desc(termSuggestions.createdAt), desc(termSuggestions.id));
}

const sameName = (column: SQL, name: string) =>
  sql`lower(immutable_unaccent(${column})) = lower(immutable_unaccent(${name}))`;

/** The live term of `kind` named `namePt` or `nameEn` (accents and case aside), but `exceptId`: which name it shares. */
export async function liveTermNamed(
  db: Db,
  kind: VocabularyKind,
  names: { namePt: string | null; nameEn: string | null },
  exceptId?: number,
): Promise<'pt' | 'en' | null> {
  const pt = names.namePt === null ? sql`false` : sameName(sql`${t.namePt}`, names.namePt);
  const en = names.nameEn === null ? sql`false` : sameName(sql`${t.nameEn}`, names.nameEn);
  const [row] = await db
    .select({ pt })
    .from(t)
    .where(
      and(
        eq(t.kind, kind),
        live,
        sql`(${pt} or ${en})`,
        exceptId === undefined ? undefined : sql`${t.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.pt ? 'pt' : 'en';
}

/** A company's live terms in `lang`, by kind, each list by name. */
export async function companyTermNames(
  db: Db,
  companyId: number,
  lang: Lang,
): Promise<{ kind: VocabularyKind; term: NamedTerm }[]> {
  const name = byLang<SQL, SQL>(lang, sql`${t.namePt}`, sql`${t.nameEn}`).mapWith(String);
  const rows = await db
    .select({ id: t.id, kind: t.kind, name })
    .from(companyTerms)
    .innerJoin(t, eq(t.id, companyTerms.termId))
    .where(and(eq(companyTerms.companyId, companyId), live))
    .orderBy(sortKey(name), asc(t.id));
  return rows.map(({ kind, id, name }) => ({ kind, term: { id, name } }));
}

/** A company's live terms with both names (its owner's data export). */
export function companyTermRecords(db: Db, companyId: number) {
  return db
    .select({ kind: t.kind, namePt: t.namePt, nameEn: t.nameEn, chosenAt: companyTerms.createdAt })
    .from(companyTerms)
    .innerJoin(t, eq(t.id, companyTerms.termId))
    .where(and(eq(companyTerms.companyId, companyId), live))
    .orderBy(desc(t.kind), sortKey(t.namePt));
}
