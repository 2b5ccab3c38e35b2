import { z } from 'zod';
import { reqIdField, textInput } from './common';

/*
 * The rated company answers a rating in public (POST /company/rate_reply, /company/rate_reply_remove);
 * the association may hide the answer (POST /admin/ratings/hide_reply, restore_reply). A rating is
 * named by its rated proposal's reqId, as everywhere else (rating-moderation.ts).
 */

/** The answer's length: the form's counter and the server count the same trimmed characters. */
export const RATE_REPLY = { min: 10, max: 1000 } as const;

export const rateReplyBody = z.object({
  req_id: reqIdField,
  reply: textInput()
    .trim()
    .min(1, { error: 'v.required' })
    .min(RATE_REPLY.min, { error: 'v.minLength' })
    .max(RATE_REPLY.max, { error: 'v.maxLength' }),
});
export type RateReplyBody = z.infer<typeof rateReplyBody>;

/** The company's answer under a rating on its public page. */
export const publicReply = z.object({ text: z.string(), date: z.string() });
export type PublicReply = z.infer<typeof publicReply>;

/** The answer as its author sees it: also whether the association hid it from the public. */
export const ownReply = publicReply.extend({ hidden: z.boolean() });
export type OwnReply = z.infer<typeof ownReply>;

/** An answer the owner wrote, as their data export lists it (hidden ones too). */
export const ratingReplyRecord = z.object({
  /** The rated proposal's reqId, as /company/rates names the rating. */
  rating: z.string(),
  reply: z.string(),
  repliedAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type RatingReplyRecord = z.infer<typeof ratingReplyRecord>;
