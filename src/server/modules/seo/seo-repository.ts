import { and, asc, gt, isNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';

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
 * made of and when they last changed. Suspended companies are out, as in the public list.
 */
export function listSitemapCompanies(db: Db, afterId: number, upToId: number) {
  return db
    .select({ reqId: companies.reqId, tradeName: companies.tradeName, updatedAt: companies.updatedAt })
    .from(companies)
    .where(and(gt(companies.id, afterId), lte(companies.id, upToId), isNull(companies.suspendedAt)))
    .orderBy(asc(companies.id));
}
