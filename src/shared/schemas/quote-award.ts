import { z } from 'zod';
import { reqIdField, typeError } from './common';
import { ITEMS } from './quote-items';

/*
 * A split award (issue 34 item 4, decision 0033): every item of a request with items goes to one
 * supplier whose current proposal priced it. The web's award form and the route share this schema.
 */

export const itemAwardInput = z.object({
  /** The item's reqId (quote `items[].reqId`). */
  item: reqIdField,
  /** The proposal's reqId as its requester sees it (`itemComparison.suppliers[].proposal`). */
  proposal: reqIdField,
});
export type ItemAwardInput = z.infer<typeof itemAwardInput>;

/** POST /quotes/award_items */
export const awardItemsBody = z.object({
  /** The quote's reqId. */
  req_id: reqIdField,
  awards: z
    .array(itemAwardInput, { error: typeError() })
    .min(1, { error: 'v.required' })
    .max(ITEMS.max, { error: 'v.itemCount' }),
});
export type AwardItemsBody = z.infer<typeof awardItemsBody>;

/**
 * An awarded item in a quote's view: the requester sees every item's supplier; a supplier only the
 * items it won. `proposal` is the proposal's reqId for the requester, the supplier's own id of it
 * (as in its `proposals`) for the supplier.
 */
export const itemAward = z.object({
  item: z.string(),
  proposal: z.string(),
  companyName: z.string(),
});
export type ItemAward = z.infer<typeof itemAward>;
