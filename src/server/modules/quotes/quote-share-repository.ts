import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteShareLinks } from '../../db/schema/quote-share-links';
import { quotes } from '../../db/schema/quotes';

/* Read-only share links to a quote's comparison (issue 34 item 5, decision 0036). */

export interface ShareLinkRow {
  reqId: string;
  createdAt: Date;
  expiresAt: Date;
}

const linkColumns = {
  reqId: quoteShareLinks.reqId,
  createdAt: quoteShareLinks.createdAt,
  expiresAt: quoteShareLinks.expiresAt,
};

export async function insertShareLink(
  db: Db,
  values: { quoteId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<ShareLinkRow> {
  const [row] = await db.insert(quoteShareLinks).values(values).returning(linkColumns);
  return row;
}

/** The quote's links neither revoked nor expired at `now`, newest first. */
export async function liveLinksOf(db: Db, quoteId: number, now: Date): Promise<ShareLinkRow[]> {
  return db
    .select(linkColumns)
    .from(quoteShareLinks)
    .where(
      and(
        eq(quoteShareLinks.quoteId, quoteId),
        isNull(quoteShareLinks.revokedAt),
        gt(quoteShareLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(quoteShareLinks.createdAt), desc(quoteShareLinks.id));
}

/** A link by its reqId, with its quote's reqId (whose owner alone may revoke it). */
export async function linkByReqId(
  db: Db,
  reqId: string,
): Promise<{ id: number; quoteReqId: string; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: quoteShareLinks.id, quoteReqId: quotes.reqId, revokedAt: quoteShareLinks.revokedAt })
    .from(quoteShareLinks)
    .innerJoin(quotes, eq(quotes.id, quoteShareLinks.quoteId))
    .where(eq(quoteShareLinks.reqId, reqId));
  return row;
}

export async function revokeLink(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(quoteShareLinks)
    .set({ revokedAt: at })
    .where(and(eq(quoteShareLinks.id, id), isNull(quoteShareLinks.revokedAt)));
}

/** The link a token's hash names, whatever its state. */
export async function linkByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ quoteId: number; expiresAt: Date; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      quoteId: quoteShareLinks.quoteId,
      expiresAt: quoteShareLinks.expiresAt,
      revokedAt: quoteShareLinks.revokedAt,
    })
    .from(quoteShareLinks)
    .where(eq(quoteShareLinks.tokenHash, tokenHash));
  return row;
}
