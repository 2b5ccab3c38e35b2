import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { ratings } from '../../db/schema/ratings';
import { qualified } from '../../db/sql/qualified';
import { ratingShown } from '../../db/sql/shown-ratings';

/*
 * The sitemap's reads. Files split the companies by id range (sitemap-service.ts), so each is a
 * range of the primary key index and the index file reads only the largest id: no count, no
 * offset, nothing that grows with the catalogue but the file being written.
 */

/** The largest company id (0 with none): how many company files the sitemap index names. */
export async function lastCompanyId(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(companies.id) }).from(companies);
  return row?.last ?? 0;
}

/**
 * The public companies with ids in (afterId, upToId], in id order: what their page address is
 * made of and when their page last changed: the company's own row (every edit, suspension and
 * verification moves updated_at) or its newest rating, which the page lists (one step back along
 * ratings_company_date_idx; a hidden rating is not on the page). Suspended companies are out, as
 * in the public list.
 */
export function listSitemapCompanies(db: Db, afterId: number, upToId: number) {
  const lastRated = sql`(select max(${ratings.createdAt}) from ${ratings} where ${ratings.companyId} = ${qualified(companies.id)} and ${ratingShown})`;
  // greatest() passes over the null of a company without ratings.
  const changedAt = sql<Date>`greatest(${companies.updatedAt}, ${lastRated})`.mapWith(companies.updatedAt);
  return db
    .select({ reqId: companies.reqId, tradeName: companies.tradeName, changedAt })
    .from(companies)
    .where(and(gt(companies.id, afterId), lte(companies.id, upToId), eq(companies.listed, true)))
    .orderBy(asc(companies.id));
}
