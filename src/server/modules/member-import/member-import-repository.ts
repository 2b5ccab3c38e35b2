import { setImmediate as turnForEventLoop } from 'node:timers/promises';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { memberImports, memberImportUpdates } from '../../db/schema/member-imports';
import { cities, states } from '../../db/schema/places';

/** The listing columns an import writes (and compares, and puts back on undo). */
export interface ListingColumns {
  tradeName: string;
  name: string;
  email: string;
  phone1: string | null;
  postalCode: string;
  address: string;
  addressNumber: string;
  addressNeighborhood: string;
  cityId: number;
  website: string | null;
  membershipNumber: string | null;
  memberSince: string | null;
  searchText: string;
}

const LISTING = {
  tradeName: companies.tradeName,
  name: companies.name,
  email: companies.email,
  phone1: companies.phone1,
  postalCode: companies.postalCode,
  address: companies.address,
  addressNumber: companies.addressNumber,
  addressNeighborhood: companies.addressNeighborhood,
  cityId: companies.cityId,
  website: companies.website,
  membershipNumber: companies.membershipNumber,
  memberSince: companies.memberSince,
  searchText: companies.searchText,
};

/** Every city with its state's UF, and every category's names: what rows are matched against. */
export async function lookupRows(db: Db) {
  const [cityRows, categoryRows] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name, uf: states.iso })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId)),
    db.select({ id: categories.id, namePt: categories.namePt, nameEn: categories.nameEn }).from(categories),
  ]);
  return { cityRows, categoryRows };
}

/** The companies of these CNPJs, with their owner (if any), listing columns and categories. */
export async function companiesOfCnpjs(db: Db, cnpjs: string[]) {
  if (cnpjs.length === 0) return [];
  return db
    .select({
      id: companies.id,
      cnpj: companies.cnpj,
      ownerId: companies.ownerId,
      ...LISTING,
      categoryIds: sql<
        number[]
      >`coalesce((select array_agg(${companyCategories.categoryId} order by ${companyCategories.categoryId}) from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}), '{}')`,
    })
    .from(companies)
    .where(inArray(companies.cnpj, cnpjs));
}

export async function insertImport(
  tx: Db,
  values: Omit<typeof memberImports.$inferInsert, 'id' | 'reqId' | 'createdAt' | 'undoneAt'>,
) {
  const [row] = await tx
    .insert(memberImports)
    .values(values)
    .returning({ id: memberImports.id, reqId: memberImports.reqId, createdAt: memberImports.createdAt });
  if (!row) throw new Error('member import not inserted');
  return row;
}

/** New unclaimed listings: no owner, no terms, no quote requests (decision 0031). */
export async function insertListings(
  tx: Db,
  importId: number,
  hidden: boolean,
  rows: (ListingColumns & { cnpj: string; categoryIds: number[] })[],
): Promise<void> {
  // 100 rows a statement: building the SQL of 500 held the event loop 120–300 ms.
  for (let at = 0; at < rows.length; at += 100) {
    if (at > 0) await turnForEventLoop();
    const part = rows.slice(at, at + 100);
    const inserted = await tx
      .insert(companies)
      .values(
        part.map(({ categoryIds: _ids, ...row }) => ({
          ...row,
          ownerId: null,
          termsAcceptedAt: null,
          acceptsQuotes: false,
          about: '',
          aboutShort: '',
          importId,
          hiddenUntilClaimed: hidden,
        })),
      )
      .returning({ id: companies.id, cnpj: companies.cnpj });
    const idOf = new Map(inserted.map((row) => [row.cnpj, row.id]));
    const links = part.flatMap((row) =>
      row.categoryIds.map((categoryId) => ({ companyId: idOf.get(row.cnpj) ?? 0, categoryId })),
    );
    if (links.length) await tx.insert(companyCategories).values(links);
  }
}

/** An unclaimed listing's columns and categories; false when it has an owner (nothing written). */
export async function updateUnclaimed(
  tx: Db,
  companyId: number,
  columns: ListingColumns,
  categoryIds: number[],
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(companies)
    .set({ ...columns, updatedAt: now })
    .where(and(eq(companies.id, companyId), isNull(companies.ownerId)))
    .returning({ id: companies.id });
  if (updated.length === 0) return false;
  await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
  if (categoryIds.length)
    await tx.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
  return true;
}

export async function recordUpdates(
  tx: Db,
  importId: number,
  rows: { companyId: number; before: ListingColumns & { categoryIds: number[] } }[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 1000) {
    await tx
      .insert(memberImportUpdates)
      .values(rows.slice(at, at + 1000).map((row) => ({ importId, ...row })));
  }
}

const SUMMARY = {
  id: memberImports.id,
  reqId: memberImports.reqId,
  fileName: memberImports.fileName,
  actor: memberImports.actorName,
  visibility: memberImports.visibility,
  created: memberImports.createdCount,
  updated: memberImports.updatedCount,
  unchanged: memberImports.unchangedCount,
  claimed: memberImports.skippedCount,
  createdAt: memberImports.createdAt,
  undoneAt: memberImports.undoneAt,
};

/** The latest imports, newest first. */
export function listImports(db: Db, limit: number) {
  return db
    .select(SUMMARY)
    .from(memberImports)
    .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
    .limit(limit);
}

/** The latest import's mapping and the headers it was made for. */
export async function lastMapping(db: Db) {
  const [row] = await db
    .select({ mapping: memberImports.mapping, columns: memberImports.columns })
    .from(memberImports)
    .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
    .limit(1);
  return row ?? null;
}

/** One import, locked for its undo. */
export async function lockImport(tx: Db, reqId: string) {
  const [row] = await tx
    .select(SUMMARY)
    .from(memberImports)
    .where(eq(memberImports.reqId, reqId))
    .for('update');
  return row ?? null;
}

/** Removes the import's listings nobody claimed; answers how many went and how many stay (claimed). */
export async function deleteUnclaimedOfImport(tx: Db, importId: number) {
  const removed = await tx
    .delete(companies)
    .where(and(eq(companies.importId, importId), isNull(companies.ownerId)))
    .returning({ id: companies.id });
  const kept = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.importId, importId), isNotNull(companies.ownerId)));
  return { removed: removed.length, kept: kept.length };
}

export function updatesOfImport(tx: Db, importId: number) {
  return tx
    .select({ companyId: memberImportUpdates.companyId, before: memberImportUpdates.before })
    .from(memberImportUpdates)
    .where(eq(memberImportUpdates.importId, importId));
}

export async function markUndone(tx: Db, importId: number, now: Date): Promise<void> {
  await tx.update(memberImports).set({ undoneAt: now }).where(eq(memberImports.id, importId));
}
