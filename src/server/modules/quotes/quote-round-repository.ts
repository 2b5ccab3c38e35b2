import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteProposals, quoteRounds, quotes } from '../../db/schema/quotes';

/* Issue 34 item 6: the revision rounds of a quote (migration 0092, decision 0040). */

export interface RoundRow {
  round: number;
  deadline: Date;
  note: string | null;
  createdAt: Date;
}

/** Records the quote's next round and makes it the current one (inside the owner's locked write). */
export async function startRound(
  db: Db,
  values: { quoteId: number; round: number; deadline: Date; note: string | null },
): Promise<RoundRow> {
  const [row] = await db.insert(quoteRounds).values(values).returning({
    round: quoteRounds.round,
    deadline: quoteRounds.deadline,
    note: quoteRounds.note,
    createdAt: quoteRounds.createdAt,
  });
  await db.update(quotes).set({ round: values.round }).where(eq(quotes.id, values.quoteId));
  return row;
}

/** The revision rounds asked for, oldest first. */
export function roundsOf(db: Db, quoteId: number): Promise<RoundRow[]> {
  return db
    .select({
      round: quoteRounds.round,
      deadline: quoteRounds.deadline,
      note: quoteRounds.note,
      createdAt: quoteRounds.createdAt,
    })
    .from(quoteRounds)
    .where(eq(quoteRounds.quoteId, quoteId))
    .orderBy(asc(quoteRounds.round));
}

/** The companies, still in the catalogue, that sent at least one proposal for the quote. */
export async function proposersOf(db: Db, quoteId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: quoteProposals.companyId })
    .from(quoteProposals)
    .where(and(eq(quoteProposals.quoteId, quoteId), isNotNull(quoteProposals.companyId)));
  return rows.map((r) => r.companyId).filter((id): id is number => id !== null);
}
