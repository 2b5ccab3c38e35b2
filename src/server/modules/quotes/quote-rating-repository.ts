import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quoteProposals, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';

export interface RatableProposal {
  id: number;
  companyId: number;
  companyName: string;
  chosenAt: Date | null;
  title: string;
  dateOpen: Date;
  rated: boolean;
}

export async function findRatableProposal(db: Db, reqId: string): Promise<RatableProposal | undefined> {
  const [row] = await db
    .select({
      id: quoteProposals.id,
      // From the join: a company that left the catalogue cannot be rated.
      companyId: companies.id,
      companyName: companies.tradeName,
      chosen: quoteProposals.chosen,
      chosenAt: quoteProposals.chosenAt,
      title: quotes.title,
      dateOpen: quotes.dateOpen,
      ratingId: ratings.id,
    })
    .from(quoteProposals)
    .innerJoin(quotes, eq(quotes.id, quoteProposals.quoteId))
    .innerJoin(companies, eq(companies.id, quoteProposals.companyId))
    .leftJoin(ratings, eq(ratings.proposalId, quoteProposals.id))
    .where(eq(quoteProposals.reqId, reqId));
  if (!row?.chosen) return undefined;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    chosenAt: row.chosenAt,
    title: row.title,
    dateOpen: row.dateOpen,
    rated: row.ratingId !== null,
  };
}

export type NewRating = Omit<typeof ratings.$inferInsert, 'id' | 'createdAt'>;

/** Stores the rating once: false when the proposal already had one (the unique proposal_id decides). */
export async function insertRatingOnce(db: Db, values: NewRating): Promise<boolean> {
  const rows = await db
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: ratings.proposalId })
    .returning({ id: ratings.id });
  return rows.length > 0;
}
