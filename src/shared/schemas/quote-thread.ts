import { z } from 'zod';
import { reqIdField, requiredText } from './common';
import { ok } from './envelope';
import { optionalAttachmentField } from './file-fields';

/*
 * Issue 34 item 8, after the award (decision 0041): a thread between the buyer and each awarded
 * supplier of a concluded quote, text and an optional file, until the buyer closes them.
 */

export const THREAD_TEXT_MAX = 2000;

/** POST /quotes/threads: the quote's threads the caller may read. */
export const threadsBody = z.object({ req_id: reqIdField });

/** POST /quotes/thread_send: `company` (its reqId) names the thread when the buyer writes. */
export const threadSendBody = z.object({
  req_id: reqIdField,
  company: reqIdField.optional(),
  text: requiredText(THREAD_TEXT_MAX),
  file: optionalAttachmentField,
});
export type ThreadSendBody = z.output<typeof threadSendBody>;

export const threadMessage = z.object({
  reqId: z.string(),
  /** Who wrote it: the buyer or the supplier of the thread. */
  from: z.enum(['buyer', 'supplier']),
  text: z.string(),
  /** For GET /quotes/file/{reqId}; null without a file. */
  file: z.object({ reqId: z.string(), name: z.string() }).nullable(),
  date: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const quoteThread = z.object({
  /** The awarded company; for an outside winner (`outside`), its invitation and the name the buyer gave. */
  company: z.object({ reqId: z.string(), name: z.string() }),
  /**
   * Decision 0050: true for the thread with a supplier outside the catalogue, which reads and
   * answers through its invitation's link; `company.reqId` (the invitation's) names it in
   * POST /quotes/thread_send as a company's does. Absent for a catalogue company.
   */
  outside: z.literal(true).optional(),
  /** Oldest first. */
  messages: z.array(threadMessage),
});
export type QuoteThread = z.infer<typeof quoteThread>;

export const threadsResponse = ok({
  data: z.object({
    /** Whether the buyer closed the threads (nothing more can be sent). */
    closed: z.boolean(),
    /** The buyer: one per awarded supplier; a supplier: its own, if it was awarded. */
    threads: z.array(quoteThread),
  }),
});
export const threadSendResponse = ok({ message: z.string(), data: threadMessage });
