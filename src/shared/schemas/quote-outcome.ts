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

/**
 * An outside supplier that won the whole quote or items of it (issue 34 item 7, decision 0047), in
 * the owner's view only: as the buyer named it, the address invited, and the CNPJ the buyer gave.
 */
export const outsideContact = z.object({
  name: z.string().nullable(),
  email: z.string(),
  cnpj: z.string().nullable(),
});
export type OutsideContact = z.infer<typeof outsideContact>;
