import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { RateReportBody, RatingReportRecord } from '../../../shared/schemas/rating-moderation';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { listOwnRatingReports, lockOwnRating, openRatingReport } from './company-rating-report-repository';

/**
 * POST /company/rate_report: the owner of the rated company asks the association to review a
 * rating. Another company's rating is NFD001 (as any id that is not yours); one report at a time
 * (RTG001); a hidden rating has been decided already (RTG002). The rating stays public until an
 * admin hides it (admin-ratings-service.ts).
 */
export async function reportRating(
  db: Db,
  ownerId: number,
  body: RateReportBody,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  await consumeAttempt(db, limitKey('rate-report', ownerId), LIMITS.rateReportUser, now);
  await db.transaction(async (tx) => {
    const rating = await lockOwnRating(tx, body.req_id, ownerId);
    if (!rating) throw new AppError('NFD001');
    if (rating.hiddenAt) throw new AppError('RTG002');
    if (rating.reportedAt && !rating.reportClosedAt) throw new AppError('RTG001');
    await openRatingReport(tx, rating.id, { reportedAt: now, reportReason: body.reason });
  });
  return translate(lang, 'company.rateReported');
}

/**
 * What the owner wrote to the association about their company's ratings, with where each report
 * stands (`open`, `hidden`: the rating was hidden, `kept`: the association kept it): part of
 * their LGPD export (privacy/export-service.ts).
 */
export async function ownRatingReports(db: Db, ownerId: number): Promise<RatingReportRecord[]> {
  const rows = await listOwnRatingReports(db, ownerId);
  return rows.flatMap(({ rating, reportedAt, reason, closedAt, hiddenAt }) =>
    reportedAt && reason
      ? [
          {
            rating,
            reportedAt: reportedAt.toISOString(),
            reason,
            outcome: closedAt === null ? 'open' : hiddenAt !== null ? 'hidden' : 'kept',
            decidedAt: closedAt?.toISOString() ?? null,
          } as const,
        ]
      : [],
  );
}
