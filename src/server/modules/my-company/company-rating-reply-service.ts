import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { RateReplyBody, RatingReplyRecord } from '../../../shared/schemas/rating-reply';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyPath } from '../../lib/seo-urls';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { notify } from '../notifications/notifications-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { listOwnRatingReplies, lockOwnRatingReply, setRatingReply } from './company-rating-reply-repository';

type Locked = NonNullable<Awaited<ReturnType<typeof lockOwnRatingReply>>>;

/**
 * The owner's rating, locked, ready for a change of its answer: another company's rating is NFD001
 * (as any id that is not yours), and an answer the association hid stays as it is (RTG006).
 */
async function lockAnswerable(tx: Db, ownerId: number, reqId: string): Promise<Locked> {
  const rating = await lockOwnRatingReply(tx, reqId, ownerId);
  if (!rating) throw new AppError('NFD001');
  // Rewriting a hidden answer would put the text the association took down back in public.
  if (rating.replyHiddenAt) throw new AppError('RTG006');
  return rating;
}

/**
 * POST /company/rate_reply: the owner of the rated company answers a rating in public, or replaces
 * their answer (its date moves). Not on a rating the association hid (RTG005). The rater is told
 * when an answer appears where there was none; an edit tells nobody. Rate-limited per owner, writes
 * and removals together.
 */
export async function replyToRating(
  db: Db,
  ownerId: number,
  body: RateReplyBody,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  await consumeAttempt(db, limitKey('rate-reply', ownerId), LIMITS.rateReplyUser, now);
  await db.transaction(async (tx) => {
    const rating = await lockAnswerable(tx, ownerId, body.req_id);
    if (rating.hiddenAt) throw new AppError('RTG005');
    await setRatingReply(tx, rating.id, { reply: body.reply, repliedAt: now });
    await companyPageChanged(tx, rating.companyId, now);
    if (rating.reply === null && rating.raterId !== null)
      await notify(tx, {
        customerId: rating.raterId,
        kind: 'ratingReplied',
        params: { company: rating.companyName, title: rating.title },
        link: companyPath(rating.companyReqId, rating.companyName),
      });
  });
  catalogueChanged(db);
  return translate(lang, 'company.rateReplied');
}

/** POST /company/rate_reply_remove: the owner takes their answer down (none: RTG007). */
export async function removeRatingReply(
  db: Db,
  ownerId: number,
  reqId: string,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  await consumeAttempt(db, limitKey('rate-reply', ownerId), LIMITS.rateReplyUser, now);
  await db.transaction(async (tx) => {
    const rating = await lockAnswerable(tx, ownerId, reqId);
    if (rating.reply === null) throw new AppError('RTG007');
    await setRatingReply(tx, rating.id, { reply: null, repliedAt: null });
    await companyPageChanged(tx, rating.companyId, now);
  });
  catalogueChanged(db);
  return translate(lang, 'company.rateReplyRemoved');
}

/** The answers the owner wrote on their company's ratings, hidden ones too: their LGPD export. */
export async function ownRatingReplies(db: Db, ownerId: number): Promise<RatingReplyRecord[]> {
  const rows = await listOwnRatingReplies(db, ownerId);
  return rows.flatMap(({ rating, reply, repliedAt, hiddenAt, hiddenReason }) =>
    reply !== null && repliedAt !== null
      ? [
          {
            rating,
            reply,
            repliedAt: repliedAt.toISOString(),
            hiddenAt: hiddenAt?.toISOString() ?? null,
            hiddenReason,
          },
        ]
      : [],
  );
}
