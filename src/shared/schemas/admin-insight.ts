import { z } from 'zod';
import { ok } from './envelope';

/*
 * The back office's insight dashboard (issue 15, item 6): figures computed by SQL over the real
 * tables for the last `weeks` weeks (weeks start on Monday, São Paulo time; the current week is the
 * last and still running).
 */

export const INSIGHT_WEEKS = { min: 4, max: 52, default: 12 } as const;
/** How many rows the "busiest" and "answer least" lists hold. */
export const INSIGHT_TOP = 10;
/** A company enters the "answer least" list once it received this many requests in the period. */
export const INSIGHT_MIN_RECEIVED = 3;

export const adminInsightBody = z.object({
  weeks: z.number().int().min(INSIGHT_WEEKS.min).max(INSIGHT_WEEKS.max).default(INSIGHT_WEEKS.default),
});
export type AdminInsightBody = z.infer<typeof adminInsightBody>;

export const insightWeek = z.object({
  /** The Monday that starts the week, YYYY-MM-DD. */
  week: z.string(),
  companies: z.number().int(),
  customers: z.number().int(),
  quotes: z.number().int(),
  proposals: z.number().int(),
  chosen: z.number().int(),
});

export const insightAnswers = z.object({
  /** Quote requests opened in the period. */
  quotes: z.number().int(),
  /** Of those, the ones that received at least one proposal. */
  answered: z.number().int(),
  /** Median time from a request's opening to its first proposal, in seconds; null with none. */
  medianSecondsToFirst: z.number().nullable(),
});

export const insightCategory = z.object({ id: z.number().int(), name: z.string(), quotes: z.number().int() });
export const insightCity = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  /** Quote requests the city's companies received in the period. */
  quotes: z.number().int(),
});
export const insightSlowCompany = z.object({
  reqId: z.string(),
  tradeName: z.string(),
  received: z.number().int(),
  /** Requests it sent a proposal to. */
  answered: z.number().int(),
});

export const adminInsight = z.object({
  from: z.string(),
  weeks: z.array(insightWeek),
  answers: insightAnswers,
  categories: z.array(insightCategory),
  cities: z.array(insightCity),
  /** Companies below `answerLeastMedian` that received at least INSIGHT_MIN_RECEIVED requests. */
  answerLeast: z.array(insightSlowCompany),
  /** The median share answered (0–1) of the companies asked in the period; null when none was. */
  answerLeastMedian: z.number().nullable().optional(),
});
export type AdminInsight = z.infer<typeof adminInsight>;
export const adminInsightResponse = ok({ data: adminInsight });
