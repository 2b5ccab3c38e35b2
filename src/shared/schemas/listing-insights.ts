import { z } from 'zod';
import { ok } from './envelope';
import { insightFigures } from './insights';

/*
 * Issue 35 item 4: the association's view of what the catalogue brings its companies: the figures
 * across the catalogue and per category, the listings that bring nothing and those with incomplete
 * profiles, and a reminder by e-mail to their owners.
 */

/** A listing brings nothing when nobody opened its page in this many days… */
export const LISTING_IDLE_DAYS = 90;
/** …once it has been in the catalogue this long (a new listing has not had its chance yet). */
export const LISTING_GRACE_DAYS = 30;
/** A company is reminded at most once in this many days, whatever the reason. */
export const LISTING_REMINDER_PAUSE_DAYS = 30;
/** The lists show this many companies (the oldest listings first); the totals count them all. */
export const LISTING_ROWS = 100;

/** What an incomplete profile lacks: a logo, an about text, products or services, a confirmed e-mail. */
export const PROFILE_GAPS = ['logo', 'about', 'products', 'email'] as const;
export type ProfileGap = (typeof PROFILE_GAPS)[number];
/** An about text shorter than this says too little to a buyer. */
export const ABOUT_MIN_LENGTH = 80;

export const REMINDER_KINDS = ['idle', 'incomplete'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const count = z.number().int();

const listingRow = z.object({
  reqId: z.string(),
  tradeName: z.string(),
  /** When it entered the catalogue (ISO instant). */
  listedAt: z.string(),
  /** The association's last reminder to it (ISO instant), or null. */
  remindedAt: z.string().nullable(),
});

export const listingInsights = z.object({
  /** The last 30 São Paulo days across the listed companies, and the 30 before. */
  days: z.object({ current: insightFigures, previous: insightFigures }),
  /** Listed companies now. */
  companies: count,
  /** Each category holding a listed company: its companies and their last 30 days. */
  categories: z.array(
    z.object({
      id: count,
      name: z.string(),
      companies: count,
      views: count,
      appearances: count,
      clicks: count,
      quotesReceived: count,
    }),
  ),
  idle: z.object({ total: count, rows: z.array(listingRow) }),
  incomplete: z.object({
    total: count,
    rows: z.array(listingRow.extend({ missing: z.array(z.enum(PROFILE_GAPS)) })),
  }),
});
export type ListingInsights = z.infer<typeof listingInsights>;
export const listingInsightsResponse = ok({ data: listingInsights });

export const listingRemindBody = z.object({ kind: z.enum(REMINDER_KINDS) });
export type ListingRemindBody = z.infer<typeof listingRemindBody>;
/** `sent`: owners e-mailed now; `skipped`: reminded within the pause, so not again. */
export const listingRemindResponse = ok({ message: z.string(), sent: count, skipped: count });
