// Where a quote is shown in the web client: notifications and e-mails of several server modules
// (quotes, rating moderation) link there, and the web's quotes-tabs.tsx reads the same parameters.

/** Where the web client shows quotes; notifications written before issue 18 link there. */
export const QUOTES_PAGE = '/quotes';

/**
 * A quote's own view (issue 18 item 7): /quotes opens the tab of the reader's side and the quote's
 * view over it (quotes-tabs.tsx reads `tab` and `quote`). The customer's quotes are under 'mine',
 * those a company received under 'received'.
 */
export function quoteLink(reqId: string, side: 'customer' | 'company'): string {
  const tab = side === 'customer' ? 'mine' : 'received';
  return `${QUOTES_PAGE}?tab=${tab}&quote=${encodeURIComponent(reqId)}`;
}

/**
 * An outside supplier's invitation link is `/shared-quote/o.<token>` (issue 34 item 7, decision
 * 0045): the share link's page shows the supplier's view for a token with this prefix. Apart from
 * the invitation's schemas, so that page tells the two apart without loading zod.
 */
export const OUTSIDE_TOKEN_PREFIX = 'o.';
export const isOutsideToken = (token: string) => token.startsWith(OUTSIDE_TOKEN_PREFIX);
