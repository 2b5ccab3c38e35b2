import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { TIMINGS } from '../../../shared/limits';
import type { FreightKind } from '../../../shared/rules/quote-totals';
import type { Db } from '../../db/client';
import { quoteProposals } from '../../db/schema/quotes';

/**
 * Whether the company sent a proposal to the quote in the last 60 s. The database clock decides,
 * so several server processes agree on it.
 */
export async function sentRecently(
  db: Db,
  quoteId: number,
  /** A company's id, or an outside supplier's invitation (issue 34 item 7). */
  who: number | { outsideId: number },
): Promise<boolean> {
  const seconds = TIMINGS.proposalResendLockMs / 1000;
  const rows = await db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(
      and(
        eq(quoteProposals.quoteId, quoteId),
        typeof who === 'number'
          ? eq(quoteProposals.companyId, who)
          : eq(quoteProposals.outsideId, who.outsideId),
        gt(quoteProposals.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The structured terms as stored (decision 0019); null where the company gave none. */
export interface StoredTerms {
  priceCents: number | null;
  deliveryDays: number | null;
  validUntil: string | null;
  paymentTerms: string | null;
  note: string | null;
}

/** Taxes, freight and totals (issue 34 item 2, decision 0028); null totals without a price. */
export interface ProposalFigures {
  icmsRateBp: number;
  icmsIncluded: boolean;
  ipiRateBp: number;
  ipiIncluded: boolean;
  freight: FreightKind | null;
  freightCents: number | null;
  goodsCents: number | null;
  taxesCents: number | null;
  landedCents: number | null;
  /** With lines: the landed total and the longest line delivery stand for the proposal's terms. */
  priceCents: number | null;
  deliveryDays: number | null;
}

export async function insertProposal(
  db: Db,
  values: {
    quoteId: number;
    /** Null with `outsideId`: an outside supplier's (issue 34 item 7). */
    companyId: number | null;
    outsideId?: number;
    fileId: number | null;
    round: number;
  } & StoredTerms &
    Partial<ProposalFigures>,
): Promise<{ id: number; reqId: string; createdAt: Date }> {
  const [row] = await db
    .insert(quoteProposals)
    .values(values)
    .returning({ id: quoteProposals.id, reqId: quoteProposals.reqId, createdAt: quoteProposals.createdAt });
  return row;
}

export interface ProposalRef {
  id: number;
  reqId: string;
  quoteId: number;
  /** Null once the company left the catalogue, or for an outside supplier's. */
  companyId: number | null;
  /** An outside supplier's proposal (issue 34 item 7): its invitation's id. */
  outsideId: number | null;
  chosen: boolean;
  chosenAt: Date | null;
}

export async function findProposal(db: Db, reqId: string): Promise<ProposalRef | undefined> {
  const [row] = await db
    .select({
      id: quoteProposals.id,
      reqId: quoteProposals.reqId,
      quoteId: quoteProposals.quoteId,
      companyId: quoteProposals.companyId,
      outsideId: quoteProposals.outsideId,
      chosen: quoteProposals.chosen,
      chosenAt: quoteProposals.chosenAt,
    })
    .from(quoteProposals)
    .where(eq(quoteProposals.reqId, reqId));
  return row;
}

/** The id of the company's (or the outside supplier's) latest proposal to the quote. */
export async function latestProposalId(
  db: Db,
  quoteId: number,
  who: number | { outsideId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(
      and(
        eq(quoteProposals.quoteId, quoteId),
        typeof who === 'number'
          ? eq(quoteProposals.companyId, who)
          : eq(quoteProposals.outsideId, who.outsideId),
      ),
    )
    .orderBy(desc(quoteProposals.createdAt), desc(quoteProposals.id))
    .limit(1);
  return row?.id;
}

export async function markChosen(db: Db, id: number, at: Date): Promise<void> {
  await db.update(quoteProposals).set({ chosen: true, chosenAt: at }).where(eq(quoteProposals.id, id));
}
