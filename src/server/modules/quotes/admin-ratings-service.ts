import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { AdminRatingRow, AdminRatingsBody } from '../../../shared/schemas/rating-moderation';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { refreshCompanyStats } from '../../db/company-stats';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { type NotifyInput, notify } from '../notifications/notifications-service';
import {
  listAdminRatings,
  lockRatingState,
  type RatingModeration,
  setRatingModeration,
} from './admin-ratings-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Where a company owner reads the ratings of the company (the profile's ratings tab). */
const RATINGS_PAGE = '/profile';

export async function adminRatings(db: Db, filter: AdminRatingsBody) {
  const { rows, total } = await listAdminRatings(db, filter);
  const data: AdminRatingRow[] = rows.map(({ createdAt, reportClosedAt, repliedAt, ...r }) => {
    // A closed report was decided: only an open one asks the moderator for something.
    const open = r.reportedAt !== null && reportClosedAt === null;
    return {
      ...r,
      date: createdAt.toISOString(),
      reportedAt: open ? iso(r.reportedAt) : null,
      reportReason: open ? r.reportReason : null,
      hiddenAt: iso(r.hiddenAt),
      replyDate: iso(repliedAt),
      replyHiddenAt: iso(r.replyHiddenAt),
    };
  });
  return { data, total, records: ADMIN_PAGE_SIZE, pageSize: ADMIN_PAGE_SIZE };
}

export type RatingDecision = 'hide' | 'restore' | 'dismissReport';

const ANSWERS = {
  hide: 'moderation.hidden',
  restore: 'moderation.restored',
  dismissReport: 'moderation.kept',
} as const;

type Locked = NonNullable<Awaited<ReturnType<typeof lockRatingState>>>;

/** The rating's state after the decision; refuses a decision its state does not allow. */
function decide(rating: Locked, decision: RatingDecision, actor: Actor, reason: string | null, now: Date) {
  const reportOpen = rating.reportedAt !== null && rating.reportClosedAt === null;
  const current: RatingModeration = {
    hiddenAt: rating.hiddenAt,
    hiddenReason: rating.hiddenReason,
    hiddenBy: rating.hiddenBy,
    reportClosedAt: rating.reportClosedAt,
  };
  if (decision === 'dismissReport') {
    if (!reportOpen) throw new AppError('RTG004');
    return { reportOpen, after: { ...current, reportClosedAt: now } };
  }
  const hide = decision === 'hide';
  if ((rating.hiddenAt !== null) === hide) throw new AppError('RTG003');
  const after: RatingModeration = hide
    ? // Hiding answers the open report, if any: it is closed with the decision.
      {
        hiddenAt: now,
        hiddenReason: reason,
        hiddenBy: actor.id,
        reportClosedAt: reportOpen ? now : current.reportClosedAt,
      }
    : { ...current, hiddenAt: null, hiddenReason: null, hiddenBy: null };
  return { reportOpen, after };
}

/** Who is told: the rater when their rating is hidden, the owner when their report is decided. */
function noticesOf(rating: Locked, decision: RatingDecision, reportOpen: boolean, reason: string | null) {
  const params = { company: rating.companyName, title: rating.title };
  const out: NotifyInput[] = [];
  if (decision === 'hide' && rating.raterId !== null)
    out.push({
      customerId: rating.raterId,
      kind: 'ratingHidden',
      params: { ...params, reason: reason ?? '' },
      link: quoteLink(rating.quoteReqId, 'customer'),
    });
  // An unclaimed listing has nobody to tell (it cannot be rated before it is claimed, either).
  if (reportOpen && decision !== 'restore' && rating.ownerId !== null)
    out.push({
      customerId: rating.ownerId,
      kind: decision === 'hide' ? 'ratingReportUpheld' : 'ratingReportKept',
      params,
      link: RATINGS_PAGE,
    });
  return out;
}

const stateOf = (s: RatingModeration) => ({
  hiddenAt: iso(s.hiddenAt),
  hiddenReason: s.hiddenReason,
  reportClosedAt: iso(s.reportClosedAt),
});

/**
 * Hides (reason given), restores or keeps (closes the open report of) a rating, by its proposal's
 * reqId. The rating, the company's cached rate and count, the audit entry and the notifications
 * commit together; the public catalogue then forgets its cached answers and pages at once.
 */
export async function moderateRating(
  db: Db,
  actor: Actor,
  decision: RatingDecision,
  body: { req_id: string; reason?: string },
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const reason = body.reason ?? null;
  const company = await db.transaction(async (tx) => {
    const rating = await lockRatingState(tx, body.req_id);
    if (!rating) throw new AppError('NFD001');
    const { reportOpen, after } = decide(rating, decision, actor, reason, now);
    await setRatingModeration(tx, rating.id, after);
    if (decision !== 'dismissReport') {
      await refreshCompanyStats(tx, [rating.companyId]);
      await companyPageChanged(tx, rating.companyId, now);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: `rating.${decision}`,
      targetType: 'rating',
      target: `${body.req_id} ${rating.companyName}`,
      before: { ...stateOf(rating), reportReason: reportOpen ? rating.reportReason : null },
      after: stateOf(after),
    });
    for (const notice of noticesOf(rating, decision, reportOpen, reason)) await notify(tx, notice);
    return rating.companyName;
  });
  if (decision !== 'dismissReport') catalogueChanged(db);
  return translate(lang, ANSWERS[decision], { company });
}
