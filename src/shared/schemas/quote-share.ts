import { z } from 'zod';
import { FREIGHT_KINDS } from '../rules/quote-totals';
import { reqIdField, textInput } from './common';
import { ok } from './envelope';
import { itemCompareRow } from './quote-item-compare';
import { quoteItem } from './quote-items';

/*
 * Read-only share links to a quote's comparison (issue 34 item 5, decision 0036). The owner makes
 * up to SHARE.liveLinks live links per quote, each reading for SHARE.days days unless revoked;
 * whoever holds one reads the request and the comparison, without any supplier contact.
 */

export const SHARE = { days: 14, liveLinks: 5, tokenMaxLength: 100 } as const;

/** The web page a link opens (src/web/app/route-table.tsx). */
export const SHARED_QUOTE_PATH = '/shared-quote';

export const shareLink = z.object({
  /** Names the link to revoke it (POST /quotes/share_link_revoke). */
  reqId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLink>;

/** POST /quotes/share_link: the new link; its URL is answered this once (only its hash is kept). */
export const shareLinkResponse = ok({ data: shareLink.extend({ url: z.string() }) });
export type NewShareLink = z.infer<typeof shareLinkResponse>['data'];

/** POST /quotes/share_links and share_link_revoke: the quote's live links, newest first. */
export const shareLinksResponse = ok({ data: z.array(shareLink) });

/** POST /quotes/share_link_revoke: the link's reqId. */
export const shareLinkRevokeBody = z.object({ req_id: reqIdField });

/** POST /quotes/shared: the token of the link's URL. */
export const sharedQuoteBody = z.object({
  token: textInput().trim().min(1, { error: 'v.required' }).max(SHARE.tokenMaxLength, { error: 'v.invalid' }),
});
export type SharedQuoteBody = z.infer<typeof sharedQuoteBody>;

export const sharedSupplier = z.object({
  companyName: z.string(),
  goodsCents: z.number().int(),
  taxesCents: z.number().int(),
  freight: z.enum(FREIGHT_KINDS).nullable(),
  /** With freight cif_value only. */
  freightCents: z.number().int().nullable(),
  landedCents: z.number().int(),
  supplied: z.number().int(),
  complete: z.boolean(),
  lowestTotal: z.boolean(),
});

export const sharedQuote = z.object({
  title: z.string(),
  description: z.string(),
  categoryName: z.string(),
  dateOpen: z.string(),
  statusDesc: z.string(),
  /** When this link stops reading. */
  expiresAt: z.string(),
  items: z.array(quoteItem),
  /** Each compared proposal, in the owner's comparison order; the rows' cells follow it. */
  suppliers: z.array(sharedSupplier),
  rows: z.array(itemCompareRow),
});
export type SharedQuote = z.infer<typeof sharedQuote>;

export const sharedQuoteResponse = ok({ data: sharedQuote });
