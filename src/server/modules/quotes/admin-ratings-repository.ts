import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { AdminRatingsBody } from '../../../shared/schemas/rating-moderation';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';
import { containsAllWords, unaccentLower } from '../../db/sql/search';

const reportOpen = and(isNotNull(ratings.reportedAt), isNull(ratings.reportClosedAt));

// What the moderator reads: the scores, the rater's texts and the decisions. Nothing of the rater
// (name, CPF, e-mail, phone) is selected, so no answer can carry it.
const rowColumns = {
  reqId: quoteProposals.reqId,
  companyName: companies.tradeName,
  companyReqId: companies.reqId,
  createdAt: ratings.createdAt,
  generalEvaluation: ratings.generalEvaluation,
  productRate: ratings.productRate,
  comunication: ratings.comunication,
  shortDescription: ratings.shortDescription,
  suggestions: ratings.suggestions,
  reportedAt: ratings.reportedAt,
  reportReason: ratings.reportReason,
  reportClosedAt: ratings.reportClosedAt,
  hiddenAt: ratings.hiddenAt,
  hiddenReason: ratings.hiddenReason,
  reply: ratings.reply,
  repliedAt: ratings.repliedAt,
  replyHiddenAt: ratings.replyHiddenAt,
  replyHiddenReason: ratings.replyHiddenReason,
};

function whereOf(filter: AdminRatingsBody): SQL | undefined {
  return and(
    containsAllWords(unaccentLower(companies.tradeName), filter.search),
    filter.status === 'reported' ? reportOpen : undefined,
    filter.status === 'hidden' ? isNotNull(ratings.hiddenAt) : undefined,
  );
}

/** Ratings of companies still in the catalogue, newest first. */
export async function listAdminRatings(db: Db, filter: AdminRatingsBody) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(ratings)
      .innerJoin(companies, eq(companies.id, ratings.companyId))
      .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(ratings)
      .innerJoin(companies, eq(companies.id, ratings.companyId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The columns a moderation decision changes (the rating's, or its answer's), with whom it concerns
 * (the rated company and its owner, the rater) and the quote's title their notifications name;
 * locked for the transaction. One lock for both kinds of decision: a few text columns more than
 * either needs, read from the one row it locks anyway.
 */
export async function lockRatingState(tx: Db, proposalReqId: string) {
  const [row] = await tx
    .select({
      id: ratings.id,
      companyId: companies.id,
      companyName: companies.tradeName,
      ownerId: companies.ownerId,
      raterId: quotes.customerId,
      quoteReqId: quotes.reqId,
      title: quotes.title,
      hiddenAt: ratings.hiddenAt,
      hiddenReason: ratings.hiddenReason,
      hiddenBy: ratings.hiddenBy,
      reportedAt: ratings.reportedAt,
      reportReason: ratings.reportReason,
      reportClosedAt: ratings.reportClosedAt,
      reply: ratings.reply,
      replyHiddenAt: ratings.replyHiddenAt,
      replyHiddenReason: ratings.replyHiddenReason,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(quotes, eq(quotes.id, quoteProposals.quoteId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .where(eq(quoteProposals.reqId, proposalReqId))
    .for('update', { of: ratings });
  return row;
}

export interface RatingModeration {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenBy: number | null;
  reportClosedAt: Date | null;
}

export async function setRatingModeration(tx: Db, id: number, values: RatingModeration): Promise<void> {
  await tx.update(ratings).set(values).where(eq(ratings.id, id));
}

export async function setReplyModeration(
  tx: Db,
  id: number,
  values: { replyHiddenAt: Date | null; replyHiddenReason: string | null },
): Promise<void> {
  await tx.update(ratings).set(values).where(eq(ratings.id, id));
}
