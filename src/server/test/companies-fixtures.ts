import { eq, inArray } from 'drizzle-orm';
import { catalogueChanged } from '../db/catalogue-cache';
import type { DbHandle } from '../db/client';
import { categories } from '../db/schema/categories';
import { companies, companyCategories } from '../db/schema/companies';
import { customers } from '../db/schema/customers';
import { companySearchText } from '../db/sql/search';

let serial = 0;

/** Digits that are unique within a test run (the columns only check they are digits). */
function uniqueDigits(length: number): string {
  serial += 1;
  return `${Date.now() % 1e6}${serial}`.padStart(length, '7').slice(-length);
}

export interface FixtureCompany {
  tradeName: string;
  cityId?: number;
  categoryIds?: number[];
  rate?: number | null;
  keywords?: string;
  aboutShort?: string;
  about?: string;
  emailValid?: boolean;
  /** An imported listing with no owner (issue 33): shown "not yet claimed", or hidden until claimed. */
  unclaimed?: 'public' | 'hidden';
}

/** A company (with its owner, unless `unclaimed`) for tests that need exact names, places or rates. */
export async function addCompany(
  handle: DbHandle,
  c: FixtureCompany,
): Promise<{ id: number; reqId: string; cnpj: string; ownerDoc: string }> {
  const cityId = c.cityId ?? 9896;
  const ownerDoc = uniqueDigits(11);
  const owner = c.unclaimed ? null : await addOwner(handle, c.tradeName, ownerDoc, cityId);
  const company = await insertCompany(handle, c, owner?.id ?? null, cityId);
  return { ...company, ownerDoc };
}

async function addOwner(handle: DbHandle, tradeName: string, ownerDoc: string, cityId: number) {
  const [owner] = await handle.db
    .insert(customers)
    .values({
      name: `Owner of ${tradeName}`,
      doc: ownerDoc,
      email: `owner${ownerDoc}@example.com`,
      cellphone: '19991234567',
      cityId,
      termsAcceptedAt: new Date(),
      passwordHash: 'not-a-hash',
    })
    .returning({ id: customers.id });
  return owner;
}

/** The company's part of addCompany. */
async function insertCompany(handle: DbHandle, c: FixtureCompany, ownerId: number | null, cityId: number) {
  const db = handle.db;
  const categoryIds = c.categoryIds ?? [];
  const names = categoryIds.length
    ? await db
        .select({ pt: categories.namePt, en: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : [];
  const legalName = `${c.tradeName} Ltda`;
  const aboutShort = c.aboutShort ?? `${c.tradeName} short about`;
  const cnpj = uniqueDigits(14);
  const [company] = await db
    .insert(companies)
    .values({
      ownerId,
      tradeName: c.tradeName,
      name: legalName,
      email: `contact${cnpj}@example.com`,
      emailValid: c.emailValid ?? true,
      cnpj,
      about: c.about ?? `${c.tradeName} about`,
      aboutShort,
      keywords: c.keywords ?? null,
      postalCode: '13400000',
      address: 'Rua Fixture',
      addressNumber: '1',
      addressNeighborhood: 'Centro',
      cityId,
      rate: c.rate ?? null,
      searchText: companySearchText({
        tradeName: c.tradeName,
        name: legalName,
        keywords: c.keywords,
        aboutShort,
        categoryNames: names.flatMap((n) => [n.pt, n.en]),
      }),
      termsAcceptedAt: ownerId === null ? null : new Date(),
      acceptsQuotes: ownerId !== null,
      hiddenUntilClaimed: c.unclaimed === 'hidden',
    })
    .returning({ id: companies.id, reqId: companies.reqId });
  if (categoryIds.length) {
    await db
      .insert(companyCategories)
      .values(categoryIds.map((categoryId) => ({ companyId: company.id, categoryId })));
  }
  // As the services do after a write: this process's cached catalogue pages are stale now.
  catalogueChanged(db);
  return { ...company, cnpj };
}

export async function removeCompany(handle: DbHandle, id: number): Promise<void> {
  await handle.db.delete(companies).where(eq(companies.id, id));
  catalogueChanged(handle.db);
}
