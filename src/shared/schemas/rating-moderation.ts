import { z } from 'zod';
import { staffReasonField } from './admin';
import { pageField, reqIdField, searchField, textInput } from './common';
import { ok } from './envelope';

/*
 * The association moderates ratings: the rated company's owner reports one (POST
 * /company/rate_report), admins hide, restore or keep it (POST /admin/ratings/*). A rating is named
 * on the wire by its rated proposal's reqId, as POST /quotes/proposal_rate names it.
 */

/** Why the owner reports a rating: the dialog's counter and the server count the same characters. */
export const RATE_REPORT = { min: 10, max: 500 } as const;

export const rateReportBody = z.object({
  req_id: reqIdField,
  reason: textInput()
    .trim()
    .min(1, { error: 'v.required' })
    .min(RATE_REPORT.min, { error: 'v.minLength' })
    .max(RATE_REPORT.max, { error: 'v.maxLength' }),
});
export type RateReportBody = z.infer<typeof rateReportBody>;

/** reported: an open report; hidden: hidden by the association; all: every rating. */
export const RATING_STATUSES = ['reported', 'hidden', 'all'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

export const adminRatingsBody = z.object({
  page: pageField,
  status: z.enum(RATING_STATUSES).default('reported'),
  /** Words of the rated company's trade name. */
  search: searchField(100),
});
export type AdminRatingsBody = z.infer<typeof adminRatingsBody>;

/** A rating as the back office sees it: never the rater's name, CPF, e-mail or phone. */
export const adminRatingRow = z.object({
  reqId: z.string(),
  companyName: z.string(),
  companyReqId: z.string(),
  date: z.string(),
  generalEvaluation: z.number().int(),
  productRate: z.number().int(),
  comunication: z.number().int(),
  shortDescription: z.string().nullable(),
  suggestions: z.string().nullable(),
  /** The open report's time and reason; null when none is open. */
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The company's public answer and when it was written; the association's hiding of it. Added later: optional. */
  reply: z.string().nullable().optional(),
  replyDate: z.string().nullable().optional(),
  replyHiddenAt: z.string().nullable().optional(),
  replyHiddenReason: z.string().nullable().optional(),
});
export type AdminRatingRow = z.infer<typeof adminRatingRow>;

/** Newest first; `records` is the page size (DECISIONS.md 3), `pageSize` too, as the other back-office lists name it. */
export const adminRatingsResponse = ok({
  data: z.array(adminRatingRow),
  total: z.number().int(),
  records: z.number().int(),
  pageSize: z.number().int(),
});

export const adminRatingBody = z.object({ req_id: reqIdField });
export const adminRatingHideBody = z.object({ req_id: reqIdField, reason: staffReasonField });

/** A report the owner of a company made on one of its ratings, as their data export lists it. */
export const ratingReportRecord = z.object({
  /** The rated proposal's reqId, as /company/rates names the rating. */
  rating: z.string(),
  reportedAt: z.string(),
  reason: z.string(),
  /** open: awaiting the association; hidden: the rating was hidden; kept: the rating stays public. */
  outcome: z.enum(['open', 'hidden', 'kept']),
  decidedAt: z.string().nullable(),
});
export type RatingReportRecord = z.infer<typeof ratingReportRecord>;
