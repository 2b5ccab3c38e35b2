import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { notify } from '../notifications/notifications-service';
import { lockRatingState, setReplyModeration } from './admin-ratings-repository';

/** Where a company owner reads the ratings of the company and their answers (the profile's ratings tab). */
const RATINGS_PAGE = '/profile';

export type ReplyDecision = 'hideReply' | 'restoreReply';

const ANSWERS = { hideReply: 'moderation.replyHidden', restoreReply: 'moderation.replyRestored' } as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Hides (reason given) or shows again the rated company's answer to a rating, by the rating's
 * proposal reqId; the rating itself stays as it is. The answer's state, the audit entry and the
 * owner's notice (when it is hidden) commit together; the public page forgets its cached answer.
 * No answer: RTG007; already in that state: RTG008.
 */
export async function moderateReply(
  db: Db,
  actor: Actor,
  decision: ReplyDecision,
  body: { req_id: string; reason?: string },
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const hide = decision === 'hideReply';
  const company = await db.transaction(async (tx) => {
    const rating = await lockRatingState(tx, body.req_id);
    if (!rating) throw new AppError('NFD001');
    if (rating.reply === null) throw new AppError('RTG007');
    if ((rating.replyHiddenAt !== null) === hide) throw new AppError('RTG008');
    const after = hide
      ? { replyHiddenAt: now, replyHiddenReason: body.reason ?? null }
      : { replyHiddenAt: null, replyHiddenReason: null };
    await setReplyModeration(tx, rating.id, after);
    await companyPageChanged(tx, rating.companyId, now);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: `rating.${decision}`,
      targetType: 'rating',
      target: `${body.req_id} ${rating.companyName}`,
      // The answer's text is in both: what was hidden or shown stays readable after a rewrite.
      before: {
        reply: rating.reply,
        replyHiddenAt: iso(rating.replyHiddenAt),
        replyHiddenReason: rating.replyHiddenReason,
      },
      after: {
        reply: rating.reply,
        replyHiddenAt: iso(after.replyHiddenAt),
        replyHiddenReason: after.replyHiddenReason,
      },
    });
    if (hide && rating.ownerId !== null)
      await notify(tx, {
        customerId: rating.ownerId,
        kind: 'ratingReplyHidden',
        params: { company: rating.companyName, title: rating.title, reason: body.reason ?? '' },
        link: RATINGS_PAGE,
      });
    return rating.companyName;
  });
  catalogueChanged(db);
  return translate(lang, ANSWERS[decision], { company });
}
