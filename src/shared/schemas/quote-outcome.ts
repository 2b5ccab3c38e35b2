import { z } from 'zod';

/**
 * The requester's contact, in the quote view of the company whose proposal was chosen, and of
 * nobody else (issue 18 item 5): so it can follow up.
 */
export const quoteContact = z.object({
  name: z.string(),
  email: z.string(),
  /** The cellphone, formatted: 19 99999-9999. */
  cellphone: z.string(),
});
export type QuoteContact = z.infer<typeof quoteContact>;
