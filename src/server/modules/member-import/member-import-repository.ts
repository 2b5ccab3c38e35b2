import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories } from '../../db/schema/companies';
import { memberImportChanges, memberImports } from '../../db/schema/member-imports';
import { cities, states } from '../../db/schema/places';
import { companySearchText, normalizeSearch } from '../../db/sql/search';
import type { ExistingListing, ImportLookups, ListingFields } from './import-rows';

const listingColumns = {
  id: companies.id,
  cnpj: companies.cnpj,
  ownerId: companies.ownerId,
  tradeName: companies.tradeName,
  name: companies.name,
  email: companies.email,
  phone1: companies.phone1,
  postalCode: companies.postalCode,
  address: companies.address,
  addressNumber: companies.addressNumber,
  addressNeighborhood: companies.addressNeighborhood,
  website: companies.website,
  cityId: companies.cityId,
  membershipNumber: companies.membershipNumber,
  memberSince: companies.memberSince,
  categoryIds: sql<
    number[]
  >`coalesce((select array_agg(${companyCategories.categoryId}) from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}), '{}')`,
};

/** Cities, categories and the listings of the file's CNPJs, each read once for the whole file. */
export async function importLookups(db: Db, cnpjs: string[]): Promise<ImportLookups> {
  const [cityRows, categoryRows, listingRows] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name, uf: states.iso })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId)),
    db.select({ id: categories.id, pt: categories.namePt, en: categories.nameEn }).from(categories),
    cnpjs.length ? db.select(listingColumns).from(companies).where(inArray(companies.cnpj, cnpjs)) : [],
  ]);
  const lookups: ImportLookups = {
    cities: new Map(),
    cityNames: new Map(),
    categories: new Map(),
    existing: new Map(),
  };
  for (const city of cityRows) {
    const name = normalizeSearch(city.name);
    for (const key of [name, `${name}|${normalizeSearch(city.uf)}`])
      lookups.cities.set(key, [...(lookups.cities.get(key) ?? []), city.id]);
    lookups.cityNames.set(city.id, city.name);
  }
  for (const c of categoryRows) {
    lookups.categories.set(normalizeSearch(c.pt), c.id);
    lookups.categories.set(normalizeSearch(c.en), c.id);
  }
  for (const { id, cnpj, ownerId, ...fields } of listingRows)
    lookups.existing.set(cnpj, { id, ownerId, fields } satisfies ExistingListing);
  return lookups;
}

/** The mapping of the last import confirmed, offered for the next file. */
export async function lastMapping(db: Db): Promise<Record<string, number> | undefined> {
  const [row] = await db
    .select({ mapping: memberImports.mapping })
    .from(memberImports)
    .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
    .limit(1);
  return row?.mapping;
}

export type ImportRecord = typeof memberImports.$inferSelect;

export async function insertImport(db: Db, values: typeof memberImports.$inferInsert) {
  const [row] = await db.insert(memberImports).values(values).returning();
  return row;
}

export async function findImport(db: Db, where: { reqId: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(memberImports)
    .where('id' in where ? eq(memberImports.id, where.id) : eq(memberImports.reqId, where.reqId));
  return row;
}

export async function listImports(db: Db, limit: number) {
  return db
    .select()
    .from(memberImports)
    .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
    .limit(limit);
}

export async function setImport(db: Db, id: number, values: Partial<typeof memberImports.$inferInsert>) {
  await db.update(memberImports).set(values).where(eq(memberImports.id, id));
}

/** How many listings an import created or changed have been claimed since. */
export async function claimedOfImport(db: Db, importId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberImportChanges)
    .innerJoin(companies, eq(companies.id, memberImportChanges.companyId))
    .where(and(eq(memberImportChanges.importId, importId), isNotNull(companies.ownerId)));
  return row?.n ?? 0;
}

export interface NewListing extends ListingFields {
  cnpj: string;
  categoryNames: string[];
}

const searchTextOf = (l: ListingFields, categoryNames: string[]) =>
  companySearchText({ tradeName: l.tradeName, name: l.name, categoryNames });

const columnsOf = (l: ListingFields, categoryNames: string[]) => ({
  tradeName: l.tradeName,
  name: l.name,
  email: l.email,
  phone1: l.phone1,
  postalCode: l.postalCode,
  address: l.address,
  addressNumber: l.addressNumber,
  addressNeighborhood: l.addressNeighborhood,
  website: l.website,
  cityId: l.cityId,
  membershipNumber: l.membershipNumber,
  memberSince: l.memberSince,
  searchText: searchTextOf(l, categoryNames),
});

/** New unclaimed listings, one statement for the chunk; their categories and the undo record with them. */
export async function insertListings(
  tx: Db,
  importRow: { id: number; hidden: boolean; quotesByEmail: boolean },
  listings: NewListing[],
): Promise<void> {
  if (listings.length === 0) return;
  const ids = await tx
    .insert(companies)
    .values(
      listings.map((l) => ({
        ...columnsOf(l, l.categoryNames),
        cnpj: l.cnpj,
        ownerId: null,
        about: '',
        aboutShort: '',
        acceptsQuotes: false,
        importId: importRow.id,
        hiddenUntilClaimed: importRow.hidden,
        quotesByEmail: importRow.quotesByEmail,
      })),
    )
    .returning({ id: companies.id });
  const links = listings.flatMap((l, i) =>
    l.categoryIds.map((categoryId) => ({ companyId: ids[i].id, categoryId })),
  );
  if (links.length) await tx.insert(companyCategories).values(links);
  await tx
    .insert(memberImportChanges)
    .values(ids.map(({ id }) => ({ importId: importRow.id, companyId: id, kind: 'created' as const })));
}

/** An unclaimed listing changed by the import (never a claimed one: the where says so). */
export async function updateListing(
  tx: Db,
  importId: number,
  existing: ExistingListing,
  next: NewListing,
): Promise<void> {
  const changed = await tx
    .update(companies)
    .set({ ...columnsOf(next, next.categoryNames), updatedAt: new Date() })
    .where(and(eq(companies.id, existing.id), sql`${companies.ownerId} is null`))
    .returning({ id: companies.id });
  if (changed.length === 0) return;
  await replaceCategories(tx, existing.id, next.categoryIds);
  await tx
    .insert(memberImportChanges)
    .values({ importId, companyId: existing.id, kind: 'updated', before: { ...existing.fields } })
    .onConflictDoNothing();
}

async function replaceCategories(tx: Db, companyId: number, categoryIds: number[]) {
  await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
  if (categoryIds.length)
    await tx.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
}

export async function importChanges(tx: Db, importId: number) {
  return tx
    .select({
      companyId: memberImportChanges.companyId,
      kind: memberImportChanges.kind,
      before: memberImportChanges.before,
    })
    .from(memberImportChanges)
    .where(eq(memberImportChanges.importId, importId));
}

export async function deleteListings(tx: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await tx.delete(companies).where(and(inArray(companies.id, ids), sql`${companies.ownerId} is null`));
}

export async function restoreListing(
  tx: Db,
  companyId: number,
  before: ListingFields,
  categoryNames: string[],
) {
  await tx
    .update(companies)
    .set({ ...columnsOf(before, categoryNames), updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), sql`${companies.ownerId} is null`));
  await replaceCategories(tx, companyId, before.categoryIds);
}

/** Category names (both languages) of these ids, for the search text. */
export async function categoryNamesOf(db: Db): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: categories.id, pt: categories.namePt, en: categories.nameEn })
    .from(categories);
  return new Map(rows.map((r) => [r.id, [r.pt, r.en]]));
}
