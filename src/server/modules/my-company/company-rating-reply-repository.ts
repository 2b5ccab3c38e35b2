import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';

/**
 * The rating of the proposal `proposalReqId` when it rates a company `ownerId` owns (else nothing:
 * another company's rating is not found), locked for the transaction, with what its answer's
 * notification names (the rater, the quote's title, the company's page).
 */
export async function lockOwnRatingReply(tx: Db, proposalReqId: string, ownerId: number) {
  const [row] = await tx
    .select({
      id: ratings.id,
      companyId: companies.id,
      companyReqId: companies.reqId,
      companyName: companies.tradeName,
      raterId: quotes.customerId,
      title: quotes.title,
      hiddenAt: ratings.hiddenAt,
      reply: ratings.reply,
      replyHiddenAt: ratings.replyHiddenAt,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(quotes, eq(quotes.id, quoteProposals.quoteId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .where(and(eq(quoteProposals.reqId, proposalReqId), eq(companies.ownerId, ownerId)))
    .for('update', { of: ratings });
  return row;
}

/** Writes (or, with nulls, removes) the answer. */
export async function setRatingReply(
  tx: Db,
  id: number,
  values: { reply: string; repliedAt: Date } | { reply: null; repliedAt: null },
): Promise<void> {
  await tx.update(ratings).set(values).where(eq(ratings.id, id));
}

/** The answers the owner `ownerId` wrote on their company's ratings, newest first (their export). */
export async function listOwnRatingReplies(db: Db, ownerId: number) {
  return db
    .select({
      rating: quoteProposals.reqId,
      reply: ratings.reply,
      repliedAt: ratings.repliedAt,
      hiddenAt: ratings.replyHiddenAt,
      hiddenReason: ratings.replyHiddenReason,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .where(and(eq(companies.ownerId, ownerId), isNotNull(ratings.reply)))
    .orderBy(desc(ratings.repliedAt));
}
