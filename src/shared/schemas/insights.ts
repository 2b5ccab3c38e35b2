import { z } from 'zod';
import { COUNT_EVENTS_MAX } from '../insights-events';
import { reqIdField } from './common';
import { ok } from './envelope';

/*
 * Issue 35: what the catalogue brings a company. The browser reports what a person saw and
 * clicked, at most once per company and kind every 30 minutes of its session (decided in the
 * browser, src/web/lib/insights-beacon.ts); the server adds them up per company and day.
 */

/** What the browser reports: a page view, an appearance in a list or search, a contact link's click. */
export const COUNT_KINDS = ['view', 'appearance', 'website', 'phone', 'whatsapp', 'email'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export const insightsCountBody = z.object({
  events: z
    .array(z.object({ company: reqIdField, kind: z.enum(COUNT_KINDS) }))
    .min(1)
    .max(COUNT_EVENTS_MAX),
});
export type InsightsCountBody = z.infer<typeof insightsCountBody>;

/** The counted figures of a period (or a day, a month). */
export const insightFigures = z.object({
  views: z.number().int(),
  appearances: z.number().int(),
  clicks: z.number().int(),
  websiteClicks: z.number().int(),
  phoneClicks: z.number().int(),
  whatsappClicks: z.number().int(),
  emailClicks: z.number().int(),
  quotesReceived: z.number().int(),
  quotesAnswered: z.number().int(),
  quotesWon: z.number().int(),
  ratings: z.number().int(),
});
export type InsightFigures = z.infer<typeof insightFigures>;

/** Figures of a period where nothing was counted. */
export const NO_FIGURES: InsightFigures = {
  views: 0,
  appearances: 0,
  clicks: 0,
  websiteClicks: 0,
  phoneClicks: 0,
  whatsappClicks: 0,
  emailClicks: 0,
  quotesReceived: 0,
  quotesAnswered: 0,
  quotesWon: 0,
  ratings: 0,
};

export const insightPoint = z.object({
  /** YYYY-MM-DD: the day, or the first day of the month. */
  period: z.string(),
  views: z.number().int(),
  appearances: z.number().int(),
  clicks: z.number().int(),
});

/** Below this many views and appearances in 30 days the owner is told there is too little to read. */
export const INSIGHTS_MIN_ACTIVITY = 10;

export const companyInsights = z.object({
  /** The last 30 São Paulo days, today included, and the 30 before. */
  days: z.object({ current: insightFigures, previous: insightFigures, points: z.array(insightPoint) }),
  /** The last 12 calendar months, this one included, and the 12 before. */
  months: z.object({ current: insightFigures, previous: insightFigures, points: z.array(insightPoint) }),
  /** The 12 months' quote funnel beside the median of the companies in the same categories. */
  funnel: z.object({
    received: z.number().int(),
    answered: z.number().int(),
    won: z.number().int(),
    /**
     * Medians of answered/received and won/received over the other companies of the same categories
     * with requests in the 12 months; null when fewer than FUNNEL_MIN_PEERS have any.
     */
    peerAnsweredRate: z.number().nullable(),
    peerWonRate: z.number().nullable(),
    peers: z.number().int(),
    /** Fewer than FUNNEL_MIN_RECEIVED requests in the 12 months: the shares would be noise. */
    tooLittleData: z.boolean().optional(),
  }),
  /** Too little activity in the last 30 days for the figures to mean anything. */
  tooLittleData: z.boolean(),
  /** The monthly digest e-mail is on. */
  digest: z.boolean(),
  /**
   * The last 30 days' searches (normalised words) in which the company appeared and was opened, each
   * made by 3+ sessions (so no single buyer is shown), most opened first, 50 at most.
   */
  searches: z.array(z.object({ words: z.string(), opened: z.number().int() })).optional(),
});
export type CompanyInsights = z.infer<typeof companyInsights>;
export const companyInsightsResponse = ok({ data: companyInsights });

export const insightsDigestBody = z.object({ on: z.boolean() });
