import type { Lang } from '../../../shared/lang';
import {
  type NewShareLink,
  SHARE,
  SHARED_QUOTE_PATH,
  type SharedQuote,
  type ShareLink,
} from '../../../shared/schemas/quote-share';
import { DAY_MS } from '../../../shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/ids';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { quoteOfOwner } from './quote-access';
import { compareSourceOf } from './quote-compare-source';
import { categoryNameOf } from './quote-info-repository';
import { presentItem } from './quote-items-presenter';
import { iso } from './quote-presenter';
import {
  insertShareLink,
  linkByReqId,
  linkByTokenHash,
  liveLinksOf,
  revokeLink,
  type ShareLinkRow,
} from './quote-share-repository';
import { statusDesc } from './quote-texts';
import { findQuote } from './quotes-repository';

/*
 * Read-only share links (issue 34 item 5, decision 0036): the owner sends a colleague the
 * comparison. The token is 256 random bits in the URL; only its SHA-256 is stored, so the owner
 * sees a link's URL once. A link reads for SHARE.days days unless revoked; SHARE.liveLinks live
 * links per quote at most. What it reads: the request (title, description, category, items) and
 * the comparison with the suppliers' names; no contact, no requester, no proposal ids.
 */

const presentLink = (row: ShareLinkRow): ShareLink => ({
  reqId: row.reqId,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
});

/** POST /quotes/share_link: a new link to the caller's quote; QSH002 past the live links allowed. */
export async function createShareLink(
  deps: { db: Db; config: { publicUrl: string } },
  customerId: number,
  reqId: string,
  now = new Date(),
): Promise<NewShareLink> {
  const token = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    // Locked, so two calls at once cannot both pass the count.
    const quote = await quoteOfOwner(tx, reqId, customerId, 'update');
    if ((await liveLinksOf(tx, quote.id, now)).length >= SHARE.liveLinks)
      throw new AppError('QSH002', { count: SHARE.liveLinks });
    return insertShareLink(tx, {
      quoteId: quote.id,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SHARE.days * DAY_MS),
    });
  });
  return { ...presentLink(row), url: `${deps.config.publicUrl}${SHARED_QUOTE_PATH}/${token}` };
}

/** POST /quotes/share_links: the caller's quote's live links. */
export async function shareLinksOf(db: Db, customerId: number, reqId: string, now = new Date()) {
  const quote = await quoteOfOwner(db, reqId, customerId);
  return (await liveLinksOf(db, quote.id, now)).map(presentLink);
}

/** POST /quotes/share_link_revoke: the link stops reading at once; the live ones left. */
export async function revokeShareLink(db: Db, customerId: number, linkReqId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const link = await linkByReqId(tx, linkReqId);
    if (!link) throw new AppError('NFD001');
    const quote = await quoteOfOwner(tx, link.quoteReqId, customerId, 'update');
    await revokeLink(tx, link.id, now);
    return (await liveLinksOf(tx, quote.id, now)).map(presentLink);
  });
}

/** POST /quotes/shared: what a link reads, for anyone holding it; QSH001 unknown, expired or revoked. */
export async function readSharedQuote(
  db: Db,
  token: string,
  lang: Lang,
  ip: string,
  now = new Date(),
): Promise<SharedQuote> {
  await consumeAttempt(db, limitKey('shared-quote:address', ip), LIMITS.sharedQuoteAddress, now);
  const link = await linkByTokenHash(db, hashSecret(token));
  if (!link || link.revokedAt !== null || link.expiresAt <= now) throw new AppError('QSH001');
  const quote = await findQuote(db, { id: link.quoteId });
  if (!quote) throw new AppError('QSH001');
  const [source, categoryName] = await Promise.all([
    compareSourceOf(db, quote, lang),
    categoryNameOf(db, quote.categoryId, lang),
  ]);
  const suppliers = source.comparison?.suppliers ?? [];
  return {
    title: quote.title,
    description: quote.description,
    categoryName,
    dateOpen: iso(quote.dateOpen),
    statusDesc: statusDesc(lang, quote.status),
    expiresAt: iso(link.expiresAt),
    // Drawings stay with the owner and the suppliers (decision 0046): the link shows none.
    items: source.items.map((item) => presentItem({ ...item, drawing: null })),
    suppliers: suppliers.map((s) => {
      const row = source.proposals.get(s.proposal);
      return {
        companyName: s.companyName,
        goodsCents: row?.goodsCents ?? 0,
        taxesCents: row?.taxesCents ?? 0,
        freight: s.freight,
        freightCents: s.freight === 'cif_value' ? (row?.freightCents ?? 0) : null,
        landedCents: s.landedCents,
        supplied: s.supplied,
        complete: s.complete,
        lowestTotal: s.lowestTotal,
      };
    }),
    rows: source.comparison?.rows ?? [],
  };
}
