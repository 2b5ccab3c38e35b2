import { z } from 'zod';
import { optionalText, reqIdField } from './common';
import { ok } from './envelope';
import { deadlineField } from './quote-deadline';

/*
 * Issue 34 item 6, a second round (decision 0040): before choosing, the buyer asks the suppliers who
 * proposed for a revised offer (best and final) by a new deadline. Round 1 is the request itself;
 * rounds 2 and 3 are the revisions a buyer may ask for.
 */

/** The request's own round and at most two revisions. */
export const QUOTE_ROUNDS_MAX = 3;
export const ROUND_NOTE_MAX = 1000;

/** POST /quotes/revision_request: a revised offer from every supplier that proposed, by `deadline`. */
export const quoteRevisionBody = z.object({
  req_id: reqIdField,
  deadline: deadlineField,
  note: optionalText(ROUND_NOTE_MAX),
});
export type QuoteRevisionBody = z.infer<typeof quoteRevisionBody>;

/** A revision round as the quote's owner and its suppliers read it. */
export const quoteRoundItem = z.object({
  round: z.number().int(),
  deadline: z.string(),
  note: z.string().nullable(),
  date: z.string(),
});
export type QuoteRoundItem = z.infer<typeof quoteRoundItem>;

export const quoteRevisionResponse = ok({
  message: z.string(),
  data: z.object({ round: quoteRoundItem, suppliers: z.number().int() }),
});
export type QuoteRevisionResponse = z.infer<typeof quoteRevisionResponse>;
