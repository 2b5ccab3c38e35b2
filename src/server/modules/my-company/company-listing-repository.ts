import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';

/** A company's own list (products, certifications): the owning company's column, the file's and the order. */
export interface CompanyListing {
  companyId: AnyPgColumn;
  fileId: AnyPgColumn;
  order: SQL[];
}

/** Whose rows: one company's (its page, the owner's form) or every company of an owner (their LGPD export). */
export type CompanyScope = { companyId: number } | { ownerId: number };

/**
 * A company's own list (`select(columns).from(table)`, dynamic) with its file, in the list's order.
 * One query for both scopes, so the owner's export holds exactly what the page and the form show.
 */
export function listOfCompany<Q extends PgSelect>(query: Q, listing: CompanyListing, scope: CompanyScope) {
  return query
    .innerJoin(companies, eq(companies.id, listing.companyId))
    .leftJoin(storedFiles, eq(storedFiles.id, listing.fileId))
    .where('ownerId' in scope ? eq(companies.ownerId, scope.ownerId) : eq(listing.companyId, scope.companyId))
    .orderBy(...listing.order);
}
