import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { quoteItemAwards, quoteItems } from '../../db/schema/quote-items';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { quoteProposals } from '../../db/schema/quotes';

/* A split award's rows (issue 34 item 4, migration 0070, decision 0033). */

export async function insertItemAwards(
  db: Db,
  quoteId: number,
  awards: readonly { itemId: number; proposalId: number }[],
): Promise<void> {
  if (awards.length === 0) return;
  await db.insert(quoteItemAwards).values(awards.map((a) => ({ quoteId, ...a })));
}

/** Marks each proposal chosen for its items of a split award. */
export async function markChosenForItems(db: Db, proposalIds: readonly number[], at: Date): Promise<void> {
  if (proposalIds.length === 0) return;
  await db
    .update(quoteProposals)
    .set({ chosen: true, chosenItems: true, chosenAt: at })
    .where(inArray(quoteProposals.id, [...proposalIds]));
}

export interface ItemAwardRow {
  itemReqId: string;
  proposalReqId: string;
  /** The proposal's PDF, whose reqId is the supplier's own id of it (quote-presenter companySideId). */
  fileReqId: string | null;
  /** Null once the company left the catalogue. */
  companyName: string | null;
}

/** The quote's awarded items in the request's order; only those `companyId` won when given. */
export async function itemAwardsOf(db: Db, quoteId: number, companyId?: number): Promise<ItemAwardRow[]> {
  return db
    .select({
      itemReqId: quoteItems.reqId,
      proposalReqId: quoteProposals.reqId,
      fileReqId: storedFiles.reqId,
      // An outside supplier (decision 0045) by the name or address it was invited with.
      companyName: sql<
        string | null
      >`coalesce(${companies.tradeName}, ${quoteOutsideInvites.name}, ${quoteOutsideInvites.email})`,
    })
    .from(quoteItemAwards)
    .innerJoin(quoteItems, eq(quoteItems.id, quoteItemAwards.itemId))
    .innerJoin(quoteProposals, eq(quoteProposals.id, quoteItemAwards.proposalId))
    .leftJoin(companies, eq(companies.id, quoteProposals.companyId))
    .leftJoin(quoteOutsideInvites, eq(quoteOutsideInvites.id, quoteProposals.outsideId))
    .leftJoin(storedFiles, eq(storedFiles.id, quoteProposals.fileId))
    .where(
      and(
        eq(quoteItemAwards.quoteId, quoteId),
        companyId === undefined ? undefined : eq(quoteProposals.companyId, companyId),
      ),
    )
    .orderBy(asc(quoteItems.position));
}
