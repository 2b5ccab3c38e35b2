import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteProposals } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';

/**
 * The rating of the proposal `proposalReqId` when it rates a company `ownerId` owns (else nothing:
 * another company's rating is not found, whatever its reqId), locked for the transaction.
 */
export async function lockOwnRating(tx: Db, proposalReqId: string, ownerId: number) {
  const [row] = await tx
    .select({
      id: ratings.id,
      hiddenAt: ratings.hiddenAt,
      reportedAt: ratings.reportedAt,
      reportClosedAt: ratings.reportClosedAt,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .where(and(eq(quoteProposals.reqId, proposalReqId), eq(companies.ownerId, ownerId)))
    .for('update', { of: ratings });
  return row;
}

/** Opens a report: a new one replaces a closed one (the audit log keeps the decisions). */
export async function openRatingReport(
  tx: Db,
  id: number,
  report: { reportedAt: Date; reportReason: string },
): Promise<void> {
  await tx
    .update(ratings)
    .set({ ...report, reportClosedAt: null })
    .where(eq(ratings.id, id));
}

/** The reports the owner `ownerId` made on their company's ratings, newest first (their export). */
export async function listOwnRatingReports(db: Db, ownerId: number) {
  return db
    .select({
      rating: quoteProposals.reqId,
      reportedAt: ratings.reportedAt,
      reason: ratings.reportReason,
      closedAt: ratings.reportClosedAt,
      hiddenAt: ratings.hiddenAt,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .where(and(eq(companies.ownerId, ownerId), isNotNull(ratings.reportedAt)))
    .orderBy(desc(ratings.reportedAt));
}
