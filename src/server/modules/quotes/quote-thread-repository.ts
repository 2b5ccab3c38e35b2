import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { quoteMessages } from '../../db/schema/quote-messages';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { quoteProposals, quotes } from '../../db/schema/quotes';

/* Issue 34 item 8: the threads after an award (migration 0093, decision 0041). */

export interface AwardedCompany {
  id: number;
  reqId: string;
  name: string;
  /** An outside winner (decision 0050): `id` and `reqId` are its invitation's. */
  outside?: true;
}

/** The companies whose proposal was chosen (the whole award or a part of a split one), by name. */
export function awardedCompanies(db: Db, quoteId: number): Promise<AwardedCompany[]> {
  return db
    .selectDistinct({ id: companies.id, reqId: companies.reqId, name: companies.tradeName })
    .from(quoteProposals)
    .innerJoin(companies, eq(companies.id, quoteProposals.companyId))
    .where(and(eq(quoteProposals.quoteId, quoteId), eq(quoteProposals.chosen, true)))
    .orderBy(asc(companies.tradeName));
}

/**
 * The invitations of outside suppliers whose proposal was chosen (decision 0050), named as the
 * buyer named them, else by their address.
 */
export async function awardedOutside(db: Db, quoteId: number): Promise<AwardedCompany[]> {
  const inv = quoteOutsideInvites;
  const rows = await db
    .selectDistinct({ id: inv.id, reqId: inv.reqId, name: sql<string>`coalesce(${inv.name}, ${inv.email})` })
    .from(quoteProposals)
    .innerJoin(inv, eq(inv.id, quoteProposals.outsideId))
    .where(and(eq(quoteProposals.quoteId, quoteId), eq(quoteProposals.chosen, true)));
  return rows
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((row) => ({ ...row, outside: true as const }));
}

export interface MessageRow {
  reqId: string;
  companyId: number | null;
  outsideId: number | null;
  fromBuyer: boolean;
  text: string;
  fileReqId: string | null;
  fileName: string | null;
  createdAt: Date;
}

/** The messages of the quote's threads with these companies and invitations, oldest first. */
export function messagesOf(
  db: Db,
  quoteId: number,
  companyIds: readonly number[],
  outsideIds: readonly number[] = [],
): Promise<MessageRow[]> {
  if (companyIds.length === 0 && outsideIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reqId: quoteMessages.reqId,
      companyId: quoteMessages.companyId,
      outsideId: quoteMessages.outsideId,
      fromBuyer: quoteMessages.fromBuyer,
      text: quoteMessages.text,
      fileReqId: storedFiles.reqId,
      fileName: storedFiles.name,
      createdAt: quoteMessages.createdAt,
    })
    .from(quoteMessages)
    .leftJoin(storedFiles, eq(storedFiles.id, quoteMessages.fileId))
    .where(
      and(
        eq(quoteMessages.quoteId, quoteId),
        or(
          companyIds.length > 0 ? inArray(quoteMessages.companyId, [...companyIds]) : undefined,
          outsideIds.length > 0 ? inArray(quoteMessages.outsideId, [...outsideIds]) : undefined,
        ),
      ),
    )
    .orderBy(asc(quoteMessages.id));
}

export async function insertMessage(
  db: Db,
  values: {
    quoteId: number;
    /** One of the two: the thread's company, or its outside winner's invitation. */
    companyId: number | null;
    outsideId: number | null;
    fromBuyer: boolean;
    /** The writer's account; none for an outside supplier. */
    authorId: number | null;
    text: string;
    fileId: number | null;
  },
): Promise<{ reqId: string; createdAt: Date }> {
  const [row] = await db
    .insert(quoteMessages)
    .values(values)
    .returning({ reqId: quoteMessages.reqId, createdAt: quoteMessages.createdAt });
  return row;
}

/** Closes the quote's threads once; answers whether this call closed them. */
export async function closeThreads(db: Db, quoteId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ threadsClosedAt: now })
    .where(and(eq(quotes.id, quoteId), isNull(quotes.threadsClosedAt)))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

export async function threadsClosedAt(db: Db, quoteId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: quotes.threadsClosedAt })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('share');
  return row?.at ?? null;
}
